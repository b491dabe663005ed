import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalLink, isPlatformKey, linkFitsPlatform, platformOfLink } from "./post-link.ts";

describe("canonicalLink", () => {
  it("reads the platform's own post id from every form a link to it takes", () => {
    const cases: Array<[string, string]> = [
      ["https://www.instagram.com/p/CxYz-12_/", "instagram:CxYz-12_"],
      ["https://instagram.com/reel/Cab12/?igsh=MWQ1", "instagram:Cab12"],
      ["https://www.instagram.com/reels/Cab12", "instagram:Cab12"],
      ["https://instagram.com/tv/Cab12", "instagram:Cab12"],
      ["https://www.instagram.com/sabrina.kopi/p/Cab12/", "instagram:Cab12"],
      ["https://www.tiktok.com/@siti/video/7301234567890?is_from_webapp=1&sender_device=pc", "tiktok:7301234567890"],
      ["https://m.tiktok.com/v/7301234567890.html", "tiktok:7301234567890"],
      ["https://www.tiktok.com/@siti/photo/7301234567891", "tiktok:7301234567891"],
      ["https://www.tiktok.com/embed/v2/7301234567890", "tiktok:7301234567890"],
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share", "youtube:dQw4w9WgXcQ"],
      ["https://m.youtube.com/watch?t=42&v=dQw4w9WgXcQ", "youtube:dQw4w9WgXcQ"],
      ["https://youtu.be/dQw4w9WgXcQ?si=AbC", "youtube:dQw4w9WgXcQ"],
      ["https://youtube.com/shorts/dQw4w9WgXcQ", "youtube:dQw4w9WgXcQ"],
      ["https://www.youtube.com/live/dQw4w9WgXcQ?si=x", "youtube:dQw4w9WgXcQ"],
      ["https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube:dQw4w9WgXcQ"],
      ["https://www.facebook.com/watch/?v=1234567890", "facebook:1234567890"],
      ["https://www.facebook.com/reel/998877", "facebook:998877"],
      ["https://www.facebook.com/kopi.page/posts/pfbid02xYz", "facebook:pfbid02xYz"],
      ["https://www.facebook.com/kopi.page/videos/987654/", "facebook:987654"],
      ["https://www.facebook.com/kopi.page/videos/my-title/987654/", "facebook:987654"],
      ["https://m.facebook.com/story.php?story_fbid=111&id=222&mibextid=Nif5oz", "facebook:111"],
      ["https://fb.watch/abcDEF/", "facebook:abcDEF"],
      ["https://twitter.com/jack/status/20", "twitter:20"],
      ["https://mobile.twitter.com/jack/status/20?s=20&t=abc", "twitter:20"],
      ["https://x.com/jack/status/20/photo/1", "twitter:20"],
    ];
    for (const [link, canonical] of cases) expect(canonicalLink(link), link).toBe(canonical);
  });

  it("keeps ids as the platform writes them: letter case matters in them", () => {
    expect(canonicalLink("https://youtu.be/AbCdEfGhIjK")).not.toBe(canonicalLink("https://youtu.be/abcdefghijk"));
  });

  it("cleans any other link: https, bare lower-case host, no tracking, sorted query, no fragment or trailing slash", () => {
    expect(canonicalLink("HTTP://WWW.Example.COM/Some/Path/?b=2&utm_medium=x&a=1&fbclid=z#top")).toBe(
      "https://example.com/Some/Path?a=1&b=2",
    );
    expect(canonicalLink("https://m.blog.example.my/")).toBe("https://blog.example.my");
    expect(canonicalLink("https://example.com:8443/a")).toBe("https://example.com:8443/a");
    expect(canonicalLink("http://example.com:80/a")).toBe("https://example.com/a");
    // Only on a platform's site are `s`, `t` and `si` share tokens.
    expect(canonicalLink("https://example.com/a?t=5&s=2")).toBe("https://example.com/a?s=2&t=5");
    expect(canonicalLink("https://www.instagram.com/sabrina.kopi/?igsh=abc&t=1")).toBe(
      "https://instagram.com/sabrina.kopi",
    );
  });

  it("keeps short links it cannot resolve offline as their own short path", () => {
    expect(canonicalLink("https://vm.tiktok.com/ZSabc12/?_r=1")).toBe("https://vm.tiktok.com/ZSabc12");
    expect(canonicalLink("https://vt.tiktok.com/ZSabc12")).toBe("https://vt.tiktok.com/ZSabc12");
    expect(canonicalLink("https://www.tiktok.com/t/ZTabc/")).toBe("https://tiktok.com/t/ZTabc");
  });

  it("falls back to the cleaned link where no id can be read", () => {
    expect(canonicalLink("https://www.youtube.com/watch?feature=share")).toBe("https://youtube.com/watch");
    expect(canonicalLink("https://www.facebook.com/share/p/1AbC/")).toBe("https://facebook.com/share/p/1AbC");
    expect(canonicalLink("https://x.com/jack")).toBe("https://x.com/jack");
  });

  it("gives null for an empty link (an erased post's) and keeps what is not a web link as written", () => {
    expect(canonicalLink("")).toBeNull();
    expect(canonicalLink("   ")).toBeNull();
    expect(canonicalLink(" ftp://example.com/a ")).toBe("ftp://example.com/a");
  });
});

describe("platformOfLink and linkFitsPlatform", () => {
  it("names the platform whose site a link is on", () => {
    expect(platformOfLink("https://youtu.be/x")).toBe("youtube");
    expect(platformOfLink("https://mobile.twitter.com/a/status/1")).toBe("twitter");
    expect(platformOfLink("https://x.com/a/status/1")).toBe("twitter");
    expect(platformOfLink("https://vm.tiktok.com/Z")).toBe("tiktok");
    expect(platformOfLink("https://fb.watch/Z")).toBe("facebook");
    expect(platformOfLink("https://instagr.am/p/Z")).toBe("instagram");
    expect(platformOfLink("https://example.com/p/Z")).toBeNull();
    expect(platformOfLink("https://notyoutube.com/watch?v=1")).toBeNull();
    expect(platformOfLink("not a link")).toBeNull();
  });

  it("refuses a link on one platform's site submitted as another's, and leaves other sites to the reviewer", () => {
    expect(linkFitsPlatform("https://youtu.be/dQw4w9WgXcQ", "instagram")).toBe(false);
    expect(linkFitsPlatform("https://x.com/a/status/1", "facebook")).toBe(false);
    expect(linkFitsPlatform("https://youtu.be/dQw4w9WgXcQ", "youtube")).toBe(true);
    expect(linkFitsPlatform("https://example.com/p/1", "tiktok")).toBe(true);
  });

  it("tells a platform's id from a cleaned link", () => {
    expect(isPlatformKey("youtube:dQw4w9WgXcQ")).toBe(true);
    expect(isPlatformKey("https://instagram.com/sabrina.kopi")).toBe(false);
  });
});

// Links as members paste them: the same post reached from a share sheet, a phone or a desktop.
const TRACKING_KEYS = ["utm_source", "utm_medium", "utm_campaign", "fbclid", "gclid", "igshid", "igsh", "ref"];
const PLATFORM_KEYS = [...TRACKING_KEYS, "si", "feature", "s", "t", "is_from_webapp", "sender_device", "_r"];
const ID = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
const DIGITS = fc.stringMatching(/^[1-9]\d{0,18}$/);

interface Link {
  readonly host: string;
  readonly path: string;
  readonly params: ReadonlyArray<readonly [string, string]>;
  /** Tracking keys a decoration may add. */
  readonly tracking: ReadonlyArray<string>;
}
const link = (host: string, path: string, params: Link["params"] = [], tracking = PLATFORM_KEYS): Link => ({
  host,
  path,
  params,
  tracking,
});

/** A post's link in one of its platform's forms, with the key it must come to. */
const platformLink: fc.Arbitrary<[Link, string]> = fc.oneof(
  fc
    .tuple(ID, fc.constantFrom("p", "reel", "reels", "tv"))
    .map(([id, kind]): [Link, string] => [link("instagram.com", `/${kind}/${id}`), `instagram:${id}`]),
  fc
    .tuple(DIGITS, ID)
    .map(([id, user]): [Link, string] => [link("tiktok.com", `/@${user}/video/${id}`), `tiktok:${id}`]),
  fc
    .tuple(ID, fc.constantFrom("watch", "youtu.be", "shorts", "live", "embed"))
    .map(([id, form]): [Link, string] => [
      form === "watch"
        ? link("youtube.com", "/watch", [["v", id]])
        : form === "youtu.be"
          ? link("youtu.be", `/${id}`)
          : link("youtube.com", `/${form}/${id}`),
      `youtube:${id}`,
    ]),
  fc
    // Facebook keeps its own paths' names from pages: no page is called "watch" or "reel".
    .tuple(
      DIGITS,
      ID.filter((page) => !["watch", "reel", "photo"].includes(page)),
      fc.constantFrom("watch", "reel", "posts", "videos", "story", "fb.watch"),
    )
    .map(([id, page, form]): [Link, string] => [
      form === "watch"
        ? link("facebook.com", "/watch", [["v", id]])
        : form === "story"
          ? link("facebook.com", "/story.php", [
              ["story_fbid", id],
              ["id", "42"],
            ])
          : form === "fb.watch"
            ? link("fb.watch", `/${id}`)
            : link("facebook.com", form === "reel" ? `/reel/${id}` : `/${page}/${form}/${id}`),
      `facebook:${id}`,
    ]),
  fc
    .tuple(DIGITS, ID, fc.constantFrom("twitter.com", "x.com"))
    .map(([id, user, host]): [Link, string] => [link(host, `/${user}/status/${id}`), `twitter:${id}`]),
);

/** A link to any other site, with parameters that are not tracking. */
const otherLink: fc.Arbitrary<Link> = fc
  .tuple(
    fc.domain(),
    fc.array(fc.stringMatching(/^[A-Za-z0-9_~-]{1,8}$/), { maxLength: 4 }),
    fc.array(fc.tuple(fc.stringMatching(/^[a-z]{2,6}$/), fc.stringMatching(/^[A-Za-z0-9]{0,6}$/)), { maxLength: 3 }),
  )
  .filter(([host]) => platformOfLink(`https://${host}/`) === null)
  .map(([host, segments, params]) =>
    link(
      host,
      segments.map((s) => `/${s}`).join(""),
      params.filter(([k]) => !PLATFORM_KEYS.includes(k)),
      TRACKING_KEYS,
    ),
  );

const written = (l: Link, d: Decoration) => {
  const params = [...l.params];
  for (const [i, key] of d.tracking.entries())
    params.splice(i % (params.length + 1), 0, [l.tracking[key % l.tracking.length]!, "x1"]);
  const query = params.map(([k, v]) => `${k}=${v}`).join("&");
  const host = d.upper ? (d.prefix + l.host).toUpperCase() : d.prefix + l.host;
  return `${d.scheme}://${host}${l.path}${d.slash ? "/" : ""}${query ? `?${query}` : ""}${d.fragment}`;
};

interface Decoration {
  readonly scheme: string;
  readonly prefix: string;
  readonly upper: boolean;
  readonly slash: boolean;
  readonly tracking: ReadonlyArray<number>;
  readonly fragment: string;
}
const decoration: fc.Arbitrary<Decoration> = fc.record({
  scheme: fc.constantFrom("https", "http", "HTTPS", "Http"),
  prefix: fc.constantFrom("", "www.", "m.", "mobile.", "WWW."),
  upper: fc.boolean(),
  slash: fc.boolean(),
  tracking: fc.array(fc.nat(), { maxLength: 4 }),
  fragment: fc.constantFrom("", "#", "#comments", "#t=30"),
});

const plain: Decoration = { scheme: "https", prefix: "", upper: false, slash: false, tracking: [], fragment: "" };

describe("canonicalLink, properties", () => {
  it("maps every decorated variant of a platform link to the platform's id", () => {
    fc.assert(
      fc.property(platformLink, decoration, ([l, key], d) => {
        expect(canonicalLink(written(l, d))).toBe(key);
      }),
      { numRuns: 500 },
    );
  });

  it("maps every decorated variant of any other link to the same cleaned link", () => {
    fc.assert(
      fc.property(otherLink, decoration, (l, d) => {
        expect(canonicalLink(written(l, d))).toBe(canonicalLink(written(l, plain)));
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent: a canonical form canonicalises to itself", () => {
    const anyLink = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.tuple(platformLink, decoration).map(([[l], d]) => written(l, d)),
      fc.tuple(otherLink, decoration).map(([l, d]) => written(l, d)),
      fc.string(),
    );
    fc.assert(
      fc.property(anyLink, (text) => {
        const once = canonicalLink(text);
        expect(once === null ? null : canonicalLink(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
