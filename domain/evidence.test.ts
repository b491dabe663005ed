import { describe, expect, it } from "vitest";
import { forLink, isShortLink, readReply, textOfEmbed, type Reply } from "./evidence-reply.ts";
import { backoffMs, handleFromProfileLink, normaliseHandle, retryAfterSeconds } from "./evidence.ts";

const NOW = Date.parse("2026-11-30T08:00:00.000Z");
const answer = (reply: Reply) => (reply.kind === "answer" ? reply.answer : null);

describe("handleFromProfileLink", () => {
  it("reads each platform's profile link as the handle a member claims there", () => {
    const cases: Array<[Parameters<typeof handleFromProfileLink>[0], string, string | null]> = [
      ["youtube", "https://www.youtube.com/@SitiCooks", "@siticooks"],
      ["youtube", "https://www.youtube.com/channel/UCabc123XYZ", "channel/ucabc123xyz"],
      ["youtube", "https://youtube.com/user/SitiCooks", "user/siticooks"],
      ["youtube", "https://m.youtube.com/c/SitiCooks/", "c/siticooks"],
      ["youtube", "https://www.youtube.com/@%E0%AE%9A%E0%AE%BF%E0%AE%A4%E0%AF%8D", "@சித்"],
      ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", null],
      ["tiktok", "https://www.tiktok.com/@Siti.Cooks", "siti.cooks"],
      ["tiktok", "https://www.tiktok.com/@siti.cooks/video/7301234567890", null],
      ["twitter", "https://twitter.com/SitiCooks", "siticooks"],
      ["twitter", "https://x.com/siti_cooks/", "siti_cooks"],
      ["twitter", "https://x.com/i/web/status/20", null],
      ["instagram", "https://www.instagram.com/siti.cooks/", "siti.cooks"],
      ["instagram", "https://www.instagram.com/p/CxYz12/", null],
      ["facebook", "https://www.facebook.com/profile.php?id=1000123", "id/1000123"],
      ["facebook", "https://m.facebook.com/Siti.Cooks", "siti.cooks"],
      ["facebook", "https://www.facebook.com/watch/?v=1", null],
    ];
    for (const [platform, link, handle] of cases)
      expect([link, handleFromProfileLink(platform, link)]).toEqual([link, handle]);
  });

  it("names no handle for a link on another site or another platform", () => {
    expect(handleFromProfileLink("tiktok", "https://evil.example/@siti.cooks")).toBeNull();
    expect(handleFromProfileLink("instagram", "https://www.tiktok.com/@siti.cooks")).toBeNull();
    expect(handleFromProfileLink("twitter", "not a link")).toBeNull();
  });

  it("writes a bare handle as stored: lower case, without @, YouTube's with it", () => {
    expect(normaliseHandle("tiktok", "@Siti.Cooks")).toBe("siti.cooks");
    expect(normaliseHandle("youtube", "SitiCooks")).toBe("@siticooks");
    expect(normaliseHandle("twitter", "far_too_long_for_x_handles")).toBeNull();
    expect(normaliseHandle("instagram", "  ")).toBeNull();
  });
});

describe("readReply", () => {
  const ok = (body: object) => ({ status: 200, body: JSON.stringify(body), retryAfter: null });

  it("takes the author from TikTok's unique id before its link", () => {
    const reply = readReply(
      "tiktok",
      ok({
        author_unique_id: "Siti.Cooks",
        author_url: "https://www.tiktok.com/@other",
        author_name: "Siti",
        title: "Nasi lemak",
        html: "<blockquote/>",
      }),
      NOW,
    );
    expect(answer(reply)).toEqual({
      outcome: "found",
      authorHandle: "siti.cooks",
      authorName: "Siti",
      authorUrl: "https://www.tiktok.com/@other",
      title: "Nasi lemak",
      thumbnailUrl: null,
      detail: null,
    });
  });

  it("reads YouTube's channel link and X's embed text", () => {
    expect(
      answer(readReply("youtube", ok({ author_url: "https://www.youtube.com/@SitiCooks", title: "T" }), NOW)),
    ).toMatchObject({
      outcome: "found",
      authorHandle: "@siticooks",
    });
    const x = readReply(
      "twitter",
      ok({
        author_url: "https://twitter.com/SitiCooks",
        author_name: "Siti",
        html: '<blockquote><p lang="ms">Sedap &amp; murah<br>#kopi</p>— Siti</blockquote>',
      }),
      NOW,
    );
    expect(answer(x)).toMatchObject({ authorHandle: "siticooks", title: "Sedap & murah #kopi" });
    expect(textOfEmbed("<div>no paragraph</div>")).toBeNull();
  });

  it("finds Meta's posts without an author, which leaves them unverifiable", () => {
    expect(answer(readReply("instagram", ok({ html: "<blockquote/>", provider_name: "Instagram" }), NOW))).toEqual({
      outcome: "found",
      authorHandle: null,
      authorName: null,
      authorUrl: null,
      title: null,
      thumbnailUrl: null,
      detail: "Instagram shows the post but does not name its author",
    });
  });

  it("reads a missing or private post as missing, embedding turned off as unverifiable", () => {
    const of = (platform: Parameters<typeof readReply>[0], status: number, body = "") =>
      answer(readReply(platform, { status, body, retryAfter: null }, NOW));
    expect(of("youtube", 404)).toMatchObject({
      outcome: "missing",
      detail: "YouTube says the video does not exist (HTTP 404)",
    });
    expect(of("youtube", 403)).toMatchObject({ outcome: "missing" });
    expect(of("youtube", 200, "Forbidden")).toMatchObject({
      outcome: "missing",
      detail: "YouTube says the video is private (HTTP 403)",
    });
    expect(of("youtube", 401)).toMatchObject({ outcome: "unverifiable" });
    expect(of("tiktok", 400)).toMatchObject({ outcome: "missing" });
    expect(of("twitter", 403)).toMatchObject({ outcome: "missing", detail: expect.stringContaining("protected") });
    expect(of("instagram", 400, JSON.stringify({ error: { code: 100, message: "No such post" } }))).toMatchObject({
      outcome: "missing",
      detail: expect.stringContaining("No such post"),
    });
    expect(
      of("facebook", 400, JSON.stringify({ error: { code: 190, message: "Invalid OAuth access token." } })),
    ).toMatchObject({
      outcome: "unverifiable",
      detail: "Meta refused META_APP_TOKEN (Invalid OAuth access token.)",
    });
    expect(of("tiktok", 418)).toMatchObject({ outcome: "unverifiable", detail: "TikTok answered HTTP 418" });
  });

  it("tells a wait (429, Meta's limits) from a failure worth trying again (5xx, not oEmbed)", () => {
    expect(readReply("tiktok", { status: 429, body: "", retryAfter: "7" }, NOW)).toMatchObject({
      kind: "wait",
      seconds: 7,
    });
    expect(
      readReply("instagram", { status: 403, body: JSON.stringify({ error: { code: 4 } }), retryAfter: null }, NOW),
    ).toMatchObject({
      kind: "wait",
      seconds: null,
    });
    expect(readReply("youtube", { status: 503, body: "", retryAfter: null }, NOW)).toEqual({
      kind: "failed",
      detail: "YouTube answered HTTP 503",
    });
    expect(readReply("twitter", { status: 200, body: "<html>", retryAfter: null }, NOW)).toMatchObject({
      kind: "failed",
    });
    expect(readReply("twitter", { status: 302, body: "", retryAfter: null }, NOW)).toMatchObject({ kind: "failed" });
  });
});

describe("short links", () => {
  it("are no proof a post is missing: only the platform's site resolves them", () => {
    const gone = readReply("tiktok", { status: 400, body: "{}", retryAfter: null }, NOW);
    expect(answer(forLink("tiktok", "https://vm.tiktok.com/ZSabc123/", gone))).toMatchObject({
      outcome: "unverifiable",
      detail: expect.stringContaining("short link"),
    });
    expect(answer(forLink("tiktok", "https://www.tiktok.com/t/ZSabc123/", gone))).toMatchObject({
      outcome: "unverifiable",
    });
    expect(answer(forLink("facebook", "https://www.facebook.com/share/v/1AbC/", gone))).toMatchObject({
      outcome: "unverifiable",
    });
    expect(forLink("tiktok", "https://www.tiktok.com/@siti/video/7301234567890", gone)).toBe(gone);
    expect(isShortLink("https://youtu.be/dQw4w9WgXcQ")).toBe(false);
  });
});

describe("waiting", () => {
  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterSeconds("120", NOW)).toBe(120);
    expect(retryAfterSeconds(new Date(NOW + 30_500).toUTCString(), NOW)).toBe(30);
    expect(retryAfterSeconds("soon", NOW)).toBeNull();
    expect(retryAfterSeconds(null, NOW)).toBeNull();
  });

  it("backs off doubling up to the cap", () => {
    expect([1, 2, 3, 4, 10, 100].map((n) => backoffMs(n, 1_000, 60_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000,
    ]);
  });
});
