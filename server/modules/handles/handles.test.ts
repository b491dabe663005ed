import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf } from "../../../domain/contract/endpoint.ts";
import { handlesApi } from "../../../domain/contract/routes/handles.ts";
import { profileApi } from "../../../domain/contract/routes/profile.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// A member's handles follow their profile links: saving the form claims the handle each link
// names, lets go of one whose link is gone, and claims a changed one again, unverified; a link
// naming the same handle leaves it as it was, proven or not. Without any sign-in set up, no
// platform is offered to connect.
let app: TestApp;
let api: ReturnType<typeof client>;

type Member = { id: number; token: string; phoneNumber: string };
const save = (member: Member, links: Record<string, { profileLink: string }> | null) =>
  api.ok("PUT", profileApi.save.path, member.token, {
    firstName: "Nadia",
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    socialMediaLinks: links,
  });
const rows = (memberId: number) =>
  app.sql<{ platform: string; handle: string; verified: boolean }>(
    `SELECT platform, handle, verified_at IS NOT NULL AS verified FROM social_handles WHERE member_id = $1 ORDER BY platform`,
    [memberId],
  );

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
});
afterAll(async () => {
  await app?.close();
});

describe("handles follow the profile's links", () => {
  it("claims the handle each link names, in the same save, and queues the member for the rules", async () => {
    const member = await api.register("Nadia");
    await save(member, {
      instagram: { profileLink: "https://www.instagram.com/Nadia.Makes/?hl=ms" },
      tiktok: { profileLink: "https://www.tiktok.com/@nadia.makes" },
      youtube: { profileLink: "https://youtube.com/@NadiaMakes" },
      facebook: { profileLink: "https://www.facebook.com/profile.php?id=100012345678901" },
      twitter: { profileLink: "https://linktr.ee/nadia" },
    });
    expect(await rows(member.id)).toEqual([
      { platform: "facebook", handle: "id/100012345678901", verified: false },
      { platform: "instagram", handle: "nadia.makes", verified: false },
      { platform: "tiktok", handle: "nadia.makes", verified: false },
      { platform: "youtube", handle: "@nadiamakes", verified: false },
    ]);
    expect(await app.sql(`SELECT 1 FROM risk_pending WHERE member_id = $1`, [member.id])).not.toHaveLength(0);
    const listed = await api.ok("GET", handlesApi.list.path, member.token);
    const handles = listed["handles"] as Array<Record<string, unknown>>;
    expect(handles).toHaveLength(4);
    expect(handles[0]).toMatchObject({
      platform: "instagram",
      handle: "nadia.makes",
      verified: false,
      verifiedAt: null,
    });
  });

  it("keeps a proven handle while its link names the same, claims a changed one again, and lets a removed one go", async () => {
    const member = await api.register("Siti");
    await save(member, {
      tiktok: { profileLink: "https://www.tiktok.com/@siti.cooks" },
      twitter: { profileLink: "https://x.com/siti" },
    });
    await app.sql(`UPDATE social_handles SET verified_at = now() WHERE member_id = $1`, [member.id]);
    await app.sql(`DELETE FROM risk_pending WHERE member_id = $1`, [member.id]);
    // The same accounts, written another way: nothing changes, nothing is queued.
    await save(member, {
      tiktok: { profileLink: "https://m.tiktok.com/@Siti.Cooks?lang=ms" },
      twitter: { profileLink: "https://twitter.com/siti/" },
    });
    expect(await rows(member.id)).toEqual([
      { platform: "tiktok", handle: "siti.cooks", verified: true },
      { platform: "twitter", handle: "siti", verified: true },
    ]);
    expect(await app.sql(`SELECT 1 FROM risk_pending WHERE member_id = $1`, [member.id])).toHaveLength(0);
    await save(member, { tiktok: { profileLink: "https://www.tiktok.com/@siti.bakes" } });
    expect(await rows(member.id)).toEqual([{ platform: "tiktok", handle: "siti.bakes", verified: false }]);
    await save(member, null);
    expect(await rows(member.id)).toEqual([]);
  });

  it("writes nothing when the save is refused", async () => {
    const member = await api.register("Raj");
    const refused = await request(app.baseUrl, "PUT", profileApi.save.path, {
      token: member.token,
      body: {
        firstName: "Raj",
        lastName: "Tester",
        phoneNumber: member.phoneNumber,
        dateOfBirth: "2999-01-01",
        socialMediaLinks: { tiktok: { profileLink: "https://www.tiktok.com/@raj" } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json["fields"]).toHaveProperty("dateOfBirth");
    expect(await rows(member.id)).toEqual([]);
  });
});

describe("without any sign-in set up", () => {
  it("offers no platform to connect, finds none to start, and sends a return back as unavailable", async () => {
    const member = await api.register("Mei");
    expect((await api.ok("GET", handlesApi.list.path, member.token))["connectable"]).toEqual([]);
    const start = await request(app.baseUrl, "POST", pathOf(handlesApi.connect.path, { platform: "youtube" }), {
      token: member.token,
    });
    expect(start.status).toBe(404);
    expect(start.json).toEqual({ error: "Platform not found" });
    const back = await fetch(
      `${app.baseUrl}${pathOf(handlesApi.callback.path, { platform: "youtube" })}?state=x&code=y`,
      {
        redirect: "manual",
      },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/profile?connect=youtube&result=unavailable");
  });
});
