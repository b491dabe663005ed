import { QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { isPostsQuery, postsQueryOptions, type Post } from "../../posts/api/posts.ts";
import { PostsPerformance } from "./PostsPerformance.tsx";

// Posts Performance shows the posts of the month the report's selects name, each month its own
// query: May's answer is never shown for June.
const post = (id: string, title: string): Post => ({
  id,
  title,
  url: `https://www.instagram.com/p/${id}`,
  platform: "instagram",
  earnings: 200,
  status: "approved",
  createdAt: "2026-05-12T03:00:00.000Z",
});

async function render(period: number, answers: Record<number, Post[]>) {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  for (const [month, posts] of Object.entries(answers))
    queryClient.setQueryData(postsQueryOptions(Number(month)).queryKey, posts);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <PostsPerformance period={period} />
    </QueryClientProvider>,
  );
  return textOf(await new Response(prelude).text());
}

describe("PostsPerformance", () => {
  it("asks for the selected month and year", () => {
    expect(postsQueryOptions(202605).queryKey).toEqual(["/api/posts?month=5&year=2026"]);
    expect(postsQueryOptions(202412).queryKey).toEqual(["/api/posts?month=12&year=2024"]);
  });

  it("shows the selected month's posts only", async () => {
    const answers = { 202605: [post("a", "Durian season")], 202606: [post("b", "Satay night")] };
    const may = await render(202605, answers);
    expect(may).toContain("Durian season");
    expect(may).not.toContain("Satay night");
    const june = await render(202606, answers);
    expect(june).toContain("Satay night");
    expect(june).not.toContain("Durian season");
  });

  it("names the month that has no posts", async () => {
    expect(await render(202604, { 202604: [], 202605: [post("a", "Durian season")] })).toContain(
      "No posts in April 2026 Submit a post to start earning RM 200 per approved post.",
    );
  });

  it("refreshes every month's list after a new post, and nothing else", () => {
    expect(isPostsQuery(postsQueryOptions(202605).queryKey)).toBe(true);
    expect(isPostsQuery(["/api/posts"])).toBe(true);
    expect(isPostsQuery(["/api/income?month=5&year=2026"])).toBe(false);
    expect(isPostsQuery(["/api/postsomething"])).toBe(false);
  });
});
