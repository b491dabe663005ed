import { describe, expect, it } from "vitest";
import type { Post } from "../api/posts.ts";
import { countByStatus, isPostsFilter, postsIn } from "./by-status.ts";

const post = (id: string, status: string): Post =>
  ({
    id,
    title: id,
    url: `https://www.instagram.com/p/${id}`,
    platform: "instagram",
    earnings: 0,
    status,
    createdAt: "2026-05-12T03:00:00.000Z",
  }) as Post;

describe("the Posts screen's lists", () => {
  const posts = [post("a", "pending"), post("b", "rejected"), post("c", "pending"), post("d", "approved")];

  it("counts each status, and every post in all", () => {
    expect(countByStatus(posts)).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1, reversed: 0 });
    expect(countByStatus([])).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0, reversed: 0 });
  });

  it("keeps a status it does not know out of every list but all", () => {
    expect(countByStatus([post("x", "archived")])).toEqual({
      all: 1,
      pending: 0,
      approved: 0,
      rejected: 0,
      reversed: 0,
    });
    expect(postsIn([post("x", "archived")], "all").map((p) => p.id)).toEqual(["x"]);
  });

  it("shows one status's posts in their order", () => {
    expect(postsIn(posts, "pending").map((p) => p.id)).toEqual(["a", "c"]);
    expect(postsIn(posts, "all")).toBe(posts);
    expect(postsIn(posts, "reversed")).toEqual([]);
  });

  it("takes only the lists it has from the address", () => {
    expect(["all", "pending", "rejected", "reversed", "approved"].every(isPostsFilter)).toBe(true);
    expect([null, "", "deleted", "ALL"].some(isPostsFilter)).toBe(false);
  });
});
