import { describe, expect, it } from "vitest";
import type { PostEvidence, ReviewPost } from "../../../../domain/contract/admin-posts.ts";
import { authorLink, authorText, handleText, matchingOnPage } from "./post-evidence.ts";

const evidence = (over: Partial<PostEvidence> = {}): PostEvidence => ({
  status: "matches",
  author: null,
  authorHandle: null,
  authorUrl: null,
  title: null,
  thumbnailUrl: null,
  detail: null,
  checkedAt: null,
  memberHandle: null,
  memberHandleVerified: false,
  ...over,
});
const post = (id: string, status: ReviewPost["status"], evidenceStatus: PostEvidence["status"]) =>
  ({ id, status, evidence: evidence({ status: evidenceStatus }) }) as ReviewPost;

describe("authorText", () => {
  it("names the author with their handle, the handle alone, or nobody", () => {
    expect(authorText(evidence({ author: "Siti Cooks", authorHandle: "siti.cooks" }))).toBe("Siti Cooks (@siti.cooks)");
    expect(authorText(evidence({ author: "siti.cooks", authorHandle: "siti.cooks" }))).toBe("@siti.cooks");
    expect(authorText(evidence({ author: "Siti", authorHandle: null }))).toBe("Siti");
    expect(authorText(evidence())).toBeNull();
  });

  it("writes YouTube handles and channels as the platform does", () => {
    expect(handleText("@nadia")).toBe("@nadia");
    expect(handleText("channel/UC123")).toBe("channel/UC123");
  });

  it("links the author's page over HTTPS only", () => {
    expect(authorLink(evidence({ authorUrl: "https://www.tiktok.com/@siti" }))).toBe("https://www.tiktok.com/@siti");
    expect(authorLink(evidence({ authorUrl: "javascript:alert(1)" }))).toBeNull();
    expect(authorLink(evidence({ authorUrl: "http://www.tiktok.com/@siti" }))).toBeNull();
  });
});

describe("matchingOnPage", () => {
  it("names the pending matching posts not decided here and not busy", () => {
    const rows = [
      post("a", "pending", "matches"),
      post("b", "pending", "mismatch"),
      post("c", "approved", "matches"),
      post("d", "pending", "matches"),
      post("e", "pending", "matches"),
    ];
    expect(matchingOnPage(rows, new Set(["d"]), new Set(["e"]))).toEqual(["a"]);
  });
});
