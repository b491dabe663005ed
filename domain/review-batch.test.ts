import { describe, expect, it } from "vitest";
import { creditsFor } from "./post.ts";
import { batchSkip, batchTotals } from "./review-batch.ts";
import { shownThumbnail } from "./thumbnails.ts";

describe("batchSkip", () => {
  it("approves a pending post that matches, and names why it leaves any other", () => {
    expect(batchSkip("pending", "matches")).toBeNull();
    expect(batchSkip("pending", "mismatch")).toBe("not_matching");
    expect(batchSkip("pending", null)).toBe("not_matching");
    expect(batchSkip("approved", "matches")).toBe("not_pending");
    expect(batchSkip("rejected", "matches")).toBe("not_pending");
    expect(batchSkip("none", null)).toBe("not_found");
  });
});

describe("batchTotals", () => {
  it("splits what the posters are paid from their uplines' overrides", () => {
    const totals = batchTotals([
      creditsFor(1, { referrerId: null, level2ReferrerId: null }),
      creditsFor(2, { referrerId: 1, level2ReferrerId: null }),
      creditsFor(3, { referrerId: 2, level2ReferrerId: 1 }),
    ]);
    expect(totals).toEqual({ posts: 3, postersSen: 60_000, overridesSen: 3_000 + 3_000 + 1_000 });
  });
});

describe("shownThumbnail", () => {
  it("shows HTTPS images of the platforms' image servers", () => {
    expect(shownThumbnail("https://i.ytimg.com/vi/abc/hqdefault.jpg")).toBe("https://i.ytimg.com/vi/abc/hqdefault.jpg");
    expect(shownThumbnail("https://p16-sign-sg.tiktokcdn.com/obj/x.jpeg?x=1")).toBe(
      "https://p16-sign-sg.tiktokcdn.com/obj/x.jpeg?x=1",
    );
    expect(shownThumbnail("https://pbs.twimg.com/media/a.jpg")).not.toBeNull();
  });

  it("shows nothing from elsewhere, over HTTP, or with credentials or a port", () => {
    expect(shownThumbnail(null)).toBeNull();
    expect(shownThumbnail("http://i.ytimg.com/vi/abc/hqdefault.jpg")).toBeNull();
    expect(shownThumbnail("https://evil.example/a.jpg")).toBeNull();
    expect(shownThumbnail("https://tiktokcdn.com.evil.example/a.jpg")).toBeNull();
    expect(shownThumbnail("https://eviltiktokcdn.com/a.jpg")).toBeNull();
    expect(shownThumbnail("https://user:pw@i.ytimg.com/a.jpg")).toBeNull();
    expect(shownThumbnail("https://i.ytimg.com:8443/a.jpg")).toBeNull();
    expect(shownThumbnail("javascript:alert(1)")).toBeNull();
    expect(shownThumbnail("not a url")).toBeNull();
  });
});
