import type { TeamMember, TeamPage } from "../api/team.ts";

export type LevelFilter = "all" | "level1" | "level2";
export type Level = 1 | 2;
export type LeveledMember = TeamMember & { level: Level };

// Which level a page of My Team reads, and the cursor it continues from (null: the first page).
export type PageParam = { level: Level; after: string | null };

export const firstPageParam = (filter: LevelFilter): PageParam => ({ level: filter === "level2" ? 2 : 1, after: null });

/** What a page of My Team asks for: one level, a page size, the trimmed search and the cursor. */
export const teamPageQuery = ({ level, after }: PageParam, search: string, limit: number) => ({
  level,
  limit,
  search: search.trim() === "" ? undefined : search.trim(),
  after: after ?? undefined,
});

// "All" lists Level 1 to its end, then Level 2 from its start; undefined when nothing is left.
export function nextPageParam(
  filter: LevelFilter,
  param: PageParam,
  page: Pick<TeamPage, "level1Next" | "level2Next">,
): PageParam | undefined {
  const after = param.level === 1 ? page.level1Next : page.level2Next;
  if (after !== null) return { level: param.level, after };
  if (filter === "all" && param.level === 1) return { level: 2, after: null };
  return undefined;
}

// True when the pages so far end exactly where Level 1 does and "All" goes on to Level 2: the
// list then reads Level 2's first page at once, so a short last Level 1 page (or a search with no
// Level 1 match) does not leave the member a screen that waits for a scroll.
export function endsAtLevel1(
  filter: LevelFilter,
  pageParams: ReadonlyArray<PageParam>,
  pages: ReadonlyArray<Pick<TeamPage, "level1Next" | "level2Next">>,
): boolean {
  const param = pageParams.at(-1);
  const page = pages.at(-1);
  return param !== undefined && page !== undefined && nextPageParam(filter, param, page)?.after === null;
}

// The members loaded so far, in order, each with the level of the page that brought them.
export const loadedMembers = (pages: ReadonlyArray<Pick<TeamPage, "level1" | "level2">>): LeveledMember[] =>
  pages.flatMap((page) => [
    ...page.level1.map((member) => ({ ...member, level: 1 as const })),
    ...page.level2.map((member) => ({ ...member, level: 2 as const })),
  ]);
