import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handleFromLink, handleOfLink, platformOfProfileLink, shownHandle } from "./social-handle.ts";
import type { SocialPlatform } from "./profile-input.ts";

const cases = (platform: SocialPlatform, rows: ReadonlyArray<readonly [string, string | null]>) => {
  for (const [link, handle] of rows) expect(handleOfLink(platform, link), link).toBe(handle);
};

describe("handleOfLink", () => {
  it("Instagram: the first path segment, whatever host prefix, query or slash", () => {
    cases("instagram", [
      ["https://instagram.com/nadia.makes", "nadia.makes"],
      ["https://www.instagram.com/Nadia.Makes/", "nadia.makes"],
      ["http://m.instagram.com/nadia_makes?igsh=MWQ1ZGUxMzBkMA==", "nadia_makes"],
      ["https://www.instagram.com/nadia.makes/?hl=ms#top", "nadia.makes"],
      ["https://instagram.com/@nadia.makes", "nadia.makes"],
      ["instagram.com/nadia.makes", "nadia.makes"],
      ["https://instagr.am/nadia.makes", "nadia.makes"],
      ["https://www.instagram.com/nadia.makes/reels/", "nadia.makes"],
      ["https://www.instagram.com/stories/nadia.makes/3301234567/", "nadia.makes"],
      ["https://instagram.com/_u/nadia.makes", "nadia.makes"],
      ["https://www.instagram.com/p/CxYz-12_/", null],
      ["https://www.instagram.com/reel/Cab12/", null],
      ["https://www.instagram.com/explore/tags/kopi/", null],
      ["https://www.instagram.com/accounts/login/", null],
      ["https://www.instagram.com/", null],
      ["https://www.instagram.com", null],
    ]);
  });

  it("TikTok: the unique id after @; short links and the platform's pages name nobody", () => {
    cases("tiktok", [
      ["https://www.tiktok.com/@siti.cooks", "siti.cooks"],
      ["https://tiktok.com/@Siti.Cooks?lang=ms&is_from_webapp=1", "siti.cooks"],
      ["https://m.tiktok.com/@siti_cooks/", "siti_cooks"],
      ["https://www.tiktok.com/@siti.cooks/video/7301234567890", "siti.cooks"],
      ["tiktok.com/@siti.cooks", "siti.cooks"],
      ["https://www.tiktok.com/siti.cooks", null],
      ["https://vm.tiktok.com/ZSabc123/", null],
      ["https://vt.tiktok.com/ZSabc123/", null],
      ["https://www.tiktok.com/@", null],
      ["https://www.tiktok.com/discover/kopi", null],
      ["https://www.tiktok.com/", null],
    ]);
  });

  it("YouTube: the form the link names, lower case", () => {
    cases("youtube", [
      ["https://www.youtube.com/@NadiaMakes", "@nadiamakes"],
      ["https://youtube.com/@nadiamakes/videos", "@nadiamakes"],
      ["https://m.youtube.com/@nadiamakes?si=abc", "@nadiamakes"],
      ["https://www.youtube.com/@nadia-makes/", "@nadia-makes"],
      ["https://www.youtube.com/channel/UCaBcDeFgHiJkLmNoPqRsTuV", "channel/ucabcdefghijklmnopqrstuv"],
      ["https://youtube.com/channel/UCaBcDeFgHiJkLmNoPqRsTuV/featured", "channel/ucabcdefghijklmnopqrstuv"],
      ["https://www.youtube.com/user/NadiaMakes", "user/nadiamakes"],
      ["https://www.youtube.com/c/NadiaMakes", "c/nadiamakes"],
      ["https://www.youtube.com/@%E5%A8%9C%E8%BF%AA%E4%BA%9A", "@娜迪亚"],
      ["https://www.youtube.com/NadiaMakes", null],
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", null],
      ["https://www.youtube.com/shorts/dQw4w9WgXcQ", null],
      ["https://youtu.be/dQw4w9WgXcQ", null],
      ["https://www.youtube.com/channel/", null],
      ["https://studio.youtube.com/channel/UCaBc", null],
      ["https://www.youtube.com/", null],
    ]);
  });

  it("Facebook: the first path segment, or the profile's number as id/…", () => {
    cases("facebook", [
      ["https://www.facebook.com/kopi.kak.long", "kopi.kak.long"],
      ["https://facebook.com/Kopi.Kak.Long/", "kopi.kak.long"],
      ["https://m.facebook.com/kopi.kak.long?mibextid=ZbWKwL", "kopi.kak.long"],
      ["https://web.facebook.com/kopi.kak.long/?_rdc=1&_rdr", "kopi.kak.long"],
      ["https://ms-my.facebook.com/kopi.kak.long", "kopi.kak.long"],
      ["https://fb.com/kopi.kak.long", "kopi.kak.long"],
      ["https://www.facebook.com/kopi.kak.long/posts/pfbid02xYz", "kopi.kak.long"],
      ["https://www.facebook.com/profile.php?id=100012345678901", "id/100012345678901"],
      ["https://m.facebook.com/profile.php?id=100012345678901&mibextid=LQQJ4d", "id/100012345678901"],
      ["https://www.facebook.com/people/Siti-Aminah/100012345678901/", "id/100012345678901"],
      ["https://www.facebook.com/profile.php", null],
      ["https://www.facebook.com/profile.php?id=abc", null],
      ["https://www.facebook.com/watch/?v=1234567890", null],
      ["https://www.facebook.com/share/1AbCdEfG/", null],
      ["https://www.facebook.com/groups/kopilovers", null],
      ["https://www.facebook.com/?id=123", null],
      ["https://business.facebook.com/kopi.kak.long", null],
    ]);
  });

  it("X: the screen name on x.com and twitter.com alike", () => {
    cases("twitter", [
      ["https://x.com/NadiaMakes", "nadiamakes"],
      ["https://twitter.com/nadiamakes", "nadiamakes"],
      ["https://www.twitter.com/nadiamakes/", "nadiamakes"],
      ["https://mobile.twitter.com/nadiamakes?s=21&t=abc", "nadiamakes"],
      ["https://x.com/nadiamakes/status/20", "nadiamakes"],
      ["https://x.com/@nadiamakes", "nadiamakes"],
      ["https://x.com/home", null],
      ["https://x.com/i/flow/login", null],
      ["https://twitter.com/intent/follow?screen_name=nadiamakes", null],
      ["https://x.com/search?q=kopi", null],
      ["https://x.com/", null],
    ]);
  });

  it("a link on another site, or not a link, names no handle", () => {
    expect(handleOfLink("instagram", "https://www.tiktok.com/@siti.cooks")).toBeNull();
    expect(handleOfLink("tiktok", "https://linktr.ee/siti.cooks")).toBeNull();
    expect(handleOfLink("instagram", "https://notinstagram.com/nadia")).toBeNull();
    expect(handleOfLink("instagram", "https://instagram.com.evil.example/nadia")).toBeNull();
    expect(handleOfLink("twitter", "javascript:alert(1)")).toBeNull();
    expect(handleOfLink("twitter", "")).toBeNull();
    expect(handleOfLink("twitter", "   ")).toBeNull();
    expect(handleOfLink("twitter", null)).toBeNull();
    expect(handleOfLink("twitter", undefined)).toBeNull();
    expect(handleOfLink("instagram", "https://instagram.com/%E0%A4")).toBeNull();
    expect(handleOfLink("instagram", "https://instagram.com/..")).toBeNull();
  });

  it("whatever the link, a handle is lower case, without a leading @ (YouTube's keep theirs), and never empty", () => {
    const platforms: ReadonlyArray<SocialPlatform> = ["instagram", "tiktok", "youtube", "facebook", "twitter"];
    fc.assert(
      fc.property(
        fc.constantFrom(...platforms),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        (p, u) => {
          const handle = handleOfLink(p, u.replace(/^(https?:\/\/)[^/?#]+/, `$1www.${p === "twitter" ? "x" : p}.com`));
          if (handle === null) return;
          expect(handle).toBe(handle.toLowerCase());
          expect(handle.length).toBeGreaterThan(0);
          if (p !== "youtube") expect(handle.startsWith("@")).toBe(false);
        },
      ),
    );
  });

  it("a handle read from the link it makes reads the same", () => {
    const rows: ReadonlyArray<readonly [SocialPlatform, string, string]> = [
      ["instagram", "nadia.makes", "https://instagram.com/nadia.makes"],
      ["tiktok", "siti.cooks", "https://www.tiktok.com/@siti.cooks"],
      ["youtube", "@nadiamakes", "https://www.youtube.com/@nadiamakes"],
      ["twitter", "nadiamakes", "https://x.com/nadiamakes"],
    ];
    for (const [platform, handle, link] of rows) expect(handleOfLink(platform, link)).toBe(handle);
  });
});

describe("handleFromLink", () => {
  it("finds the platform from the host, as an author's link on a post's evidence needs", () => {
    expect(handleFromLink("https://www.tiktok.com/@siti.cooks")).toEqual({ platform: "tiktok", handle: "siti.cooks" });
    expect(handleFromLink("https://twitter.com/jack")).toEqual({ platform: "twitter", handle: "jack" });
    expect(handleFromLink("https://www.youtube.com/@MrBeast")).toEqual({ platform: "youtube", handle: "@mrbeast" });
    expect(handleFromLink("https://example.com/jack")).toBeNull();
    expect(platformOfProfileLink("https://fb.com/x")).toBe("facebook");
    expect(platformOfProfileLink("not a link")).toBeNull();
  });
});

describe("shownHandle", () => {
  it("writes a handle as people read it", () => {
    expect(shownHandle("tiktok", "siti.cooks")).toBe("@siti.cooks");
    expect(shownHandle("youtube", "@nadia")).toBe("@nadia");
    expect(shownHandle("youtube", "channel/ucabc")).toBe("channel/ucabc");
    expect(shownHandle("facebook", "id/123")).toBe("id/123");
  });
});
