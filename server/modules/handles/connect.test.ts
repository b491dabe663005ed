import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConnectablePlatform } from "../../../domain/contract/handles.ts";
import { pathOf } from "../../../domain/contract/endpoint.ts";
import { handlesApi } from "../../../domain/contract/routes/handles.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { startOAuthStandIn, type OAuthStandIn } from "../../testing/oauth-stand-in.ts";

// Connecting an account over HTTP, end to end: the app hands out the platform's sign-in address
// (the stand-in's), the stand-in approves as the account the test chose and sends the browser
// back with a code, the app exchanges it, reads the handle and proves it. Every other ending
// sends the browser back to the profile with its outcome and changes nothing.
const PUBLIC_URL = "https://app.jemput.test";
let standIn: OAuthStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
const clock = testClock(new Date("2026-12-01T02:00:00.000Z"));

type Member = { id: number; token: string };

const start = async (member: Member, platform: ConnectablePlatform) => {
  const answer = await request(app.baseUrl, "POST", pathOf(handlesApi.connect.path, { platform }), {
    token: member.token,
  });
  const cookie = answer.headers.get("set-cookie")?.split(";")[0] ?? "";
  return {
    status: answer.status,
    url: answer.json?.["url"] as string,
    cookie,
    setCookie: answer.headers.get("set-cookie"),
  };
};

/** The platform's sign-in page, then back to the app's callback as the browser would go. */
const signIn = async (url: string) => {
  const page = await fetch(url, { redirect: "manual" });
  return new URL(page.headers.get("location")!);
};
const callback = async (back: URL, cookie: string | null) => {
  // As a browser: the answer sends it on to the profile, which is followed no further here.
  const answer = await fetch(`${app.baseUrl}${back.pathname}${back.search}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
  const location = new URL(answer.headers.get("location")!, "http://app");
  expect(location.pathname).toBe("/profile");
  expect(location.searchParams.get("connect")).toBe(back.pathname.split("/")[3]);
  return location.searchParams.get("result");
};
const connect = async (member: Member, platform: ConnectablePlatform) => {
  const { url, cookie } = await start(member, platform);
  return callback(await signIn(url), cookie);
};
const handles = async (member: Member) =>
  (await api.ok("GET", handlesApi.list.path, member.token))["handles"] as Array<Record<string, unknown>>;
const rows = (memberId: number) =>
  app.sql(
    `SELECT platform, handle, verified_at IS NOT NULL AS verified FROM social_handles WHERE member_id = $1 ORDER BY platform`,
    [memberId],
  );

beforeAll(async () => {
  standIn = await startOAuthStandIn();
  app = await startTestApp({ env: { ...standIn.env(), PUBLIC_URL }, clock });
  api = client(app);
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe("connecting an account", () => {
  it("offers every platform whose sign-in is set up, and sends the browser there with a state, PKCE and its own cookie", async () => {
    const member = await api.register("Nadia");
    expect((await api.ok("GET", handlesApi.list.path, member.token))["connectable"]).toEqual([
      "youtube",
      "tiktok",
      "twitter",
      "instagram",
    ]);
    const { status, url, setCookie } = await start(member, "youtube");
    expect(status).toBe(200);
    const sent = new URL(url);
    expect(sent.origin + sent.pathname).toBe(`${standIn.url}/youtube/authorize`);
    expect(sent.searchParams.get("redirect_uri")).toBe(
      `${PUBLIC_URL}${pathOf(handlesApi.callback.path, { platform: "youtube" })}`,
    );
    expect(sent.searchParams.get("code_challenge_method")).toBe("S256");
    expect(sent.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(
      /^jemput_connect_youtube=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/api\/oauth\/youtube\/callback;/,
    );
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Only the state's hash is kept.
    const [kept] = await app.sql<{ state_hash: string }>(`SELECT state_hash FROM oauth_states WHERE member_id = $1`, [
      member.id,
    ]);
    expect(kept!.state_hash).not.toBe(sent.searchParams.get("state"));
    expect(kept!.state_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("proves the handle each platform names for the account that signed in", async () => {
    const member = await api.register("Siti");
    standIn.signInAs("youtube", { customUrl: "@SitiCooks" });
    standIn.signInAs("tiktok", { username: "Siti.Cooks" });
    standIn.signInAs("twitter", { username: "SitiCooks" });
    standIn.signInAs("instagram", { username: "siti.cooks" });
    for (const platform of ["youtube", "tiktok", "twitter", "instagram"] as const)
      expect(await connect(member, platform), platform).toBe("connected");
    expect(await rows(member.id)).toEqual([
      { platform: "instagram", handle: "siti.cooks", verified: true },
      { platform: "tiktok", handle: "siti.cooks", verified: true },
      { platform: "twitter", handle: "siticooks", verified: true },
      { platform: "youtube", handle: "@siticooks", verified: true },
    ]);
    expect((await handles(member))[0]).toMatchObject({ platform: "instagram", handle: "siti.cooks", verified: true });
    // The rules look at the member again: someone else may claim the same handle.
    expect(await app.sql(`SELECT 1 FROM risk_pending WHERE member_id = $1`, [member.id])).not.toHaveLength(0);
  });

  it("replaces a different handle the profile link claimed with the one the platform names", async () => {
    const member = await api.register("Raj");
    await app.sql(
      `INSERT INTO social_handles (member_id, platform, handle, claimed_at) VALUES ($1, 'tiktok', 'raj.old', now())`,
      [member.id],
    );
    standIn.signInAs("tiktok", { username: "raj.eats" });
    expect(await connect(member, "tiktok")).toBe("connected");
    expect(await rows(member.id)).toEqual([{ platform: "tiktok", handle: "raj.eats", verified: true }]);
  });

  it("names a YouTube channel without a handle by its id, and says so when the account has no channel or name", async () => {
    const member = await api.register("Chen");
    standIn.signInAs("youtube", { customUrl: null, channelId: "UCzZ9" });
    expect(await connect(member, "youtube")).toBe("connected");
    expect(await rows(member.id)).toEqual([{ platform: "youtube", handle: "channel/uczz9", verified: true }]);
    standIn.signInAs("youtube", { noChannel: true });
    standIn.signInAs("tiktok", { username: null });
    expect(await connect(member, "youtube")).toBe("no-handle");
    expect(await connect(member, "tiktok")).toBe("no-handle");
    expect(await rows(member.id)).toEqual([{ platform: "youtube", handle: "channel/uczz9", verified: true }]);
  });
});

describe("a connection that does not end in a proof", () => {
  it("is denied when the person refuses at the platform", async () => {
    const member = await api.register("Aisyah");
    standIn.denyNext("twitter");
    expect(await connect(member, "twitter")).toBe("denied");
    expect(await rows(member.id)).toEqual([]);
  });

  it("is used up after one return, and expires after ten minutes", async () => {
    const member = await api.register("Farid");
    standIn.signInAs("tiktok", { username: "farid" });
    const first = await start(member, "tiktok");
    const back = await signIn(first.url);
    expect(await callback(back, first.cookie)).toBe("connected");
    expect(await callback(back, first.cookie)).toBe("used");

    const late = await start(member, "tiktok");
    const lateBack = await signIn(late.url);
    clock.advance("11 minutes");
    expect(await callback(lateBack, late.cookie)).toBe("expired");
  });

  it("is refused without a state, with one the app never gave, or for another platform's", async () => {
    const member = await api.register("Mei");
    const path = pathOf(handlesApi.callback.path, { platform: "tiktok" });
    expect(await callback(new URL(`http://x${path}?code=abc`), null)).toBe("expired");
    expect(await callback(new URL(`http://x${path}?state=${"a".repeat(43)}&code=abc`), null)).toBe("expired");
    expect(await callback(new URL(`http://x${path}?error=access_denied`), null)).toBe("denied");
    const youtube = await start(member, "youtube");
    const back = await signIn(youtube.url);
    const elsewhere = new URL(`http://x${path}${back.search}`);
    expect(await callback(elsewhere, youtube.cookie.replace("youtube", "tiktok"))).toBe("expired");
    expect(await rows(member.id)).toEqual([]);
  });

  it("proves nothing in a browser other than the one that started (a link sent to someone else)", async () => {
    const attacker = await api.register("Zul");
    standIn.signInAs("instagram", { username: "famous.creator" });
    const { url, cookie } = await start(attacker, "instagram");
    const back = await signIn(url);
    expect(await callback(back, null)).toBe("elsewhere");
    expect(await callback(back, cookie)).toBe("used");
    const other = await start(attacker, "instagram");
    expect(await callback(await signIn(other.url), `jemput_connect_instagram=${"b".repeat(43)}`)).toBe("elsewhere");
    expect(await rows(attacker.id)).toEqual([]);
  });

  it("fails, changing nothing, when the platform refuses the code or cannot be reached", async () => {
    const member = await api.register("Kumar");
    standIn.signInAs("youtube", { customUrl: "@kumar" });
    standIn.failNext("youtube", "token", 400);
    expect(await connect(member, "youtube")).toBe("failed");
    standIn.failNext("youtube", "token", 503);
    expect(await connect(member, "youtube")).toBe("failed");
    standIn.failNext("youtube", "identity", "down");
    expect(await connect(member, "youtube")).toBe("failed");
    standIn.failNext("youtube", "identity", 401);
    expect(await connect(member, "youtube")).toBe("failed");
    // A redirect is refused, not followed with the code and the client secret.
    standIn.failNext("youtube", "token", 302);
    expect(await connect(member, "youtube")).toBe("failed");
    expect(await rows(member.id)).toEqual([]);
    expect(await connect(member, "youtube")).toBe("connected");
  });

  it("is member-only to start, and a platform without sign-in is not found", async () => {
    expect((await request(app.baseUrl, "POST", pathOf(handlesApi.connect.path, { platform: "tiktok" }))).status).toBe(
      401,
    );
    const member = await api.register("Lim");
    const facebook = await request(app.baseUrl, "POST", pathOf(handlesApi.connect.path, { platform: "facebook" }), {
      token: member.token,
    });
    expect(facebook.status).toBe(404);
  });
});
