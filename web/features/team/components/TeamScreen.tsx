import styled from "@emotion/styled";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Page } from "../../../ui/Page.tsx";
import { SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { teamPagesQueryOptions, teamPreviewQueryOptions } from "../api/team.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { useLoadMore } from "../hooks/use-load-more.ts";
import { teamText } from "../i18n.ts";
import {
  endsAtLevel1,
  loadedMembers,
  type LeveledMember,
  type LevelFilter,
  type PageParam,
} from "../utils/team-pages.ts";
import { LazyMemberProfileDialog } from "./LazyMemberProfileDialog.tsx";
import { TeamMemberCard, TeamMemberCardSkeleton } from "./TeamMemberCard.tsx";
import { TeamSummary } from "./TeamSummary.tsx";
import { TeamToolbar } from "./TeamToolbar.tsx";

const SEARCH_DELAY_MS = 300;

const Members = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const NoMembers = styled(EmptyState)`
  padding-block: ${space.xl};
  background: ${colors.surface};
  border: 1px dashed ${colors.border};
  border-radius: ${radius.md};
`;

const Total = styled.p`
  margin: 0 0 ${space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space.lg};
`;

export function TeamScreen() {
  const totals = useQuery(teamPreviewQueryOptions());
  const t = useT(teamText);
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<LevelFilter>("all");
  const [selected, setSelected] = useState<LeveledMember | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The previous list stays on screen while a new search or filter loads, instead of blinking.
  const list = useInfiniteQuery({ ...teamPagesQueryOptions(level, query), placeholderData: keepPreviousData });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const members = list.data ? loadedMembers(list.data.pages) : [];
  const loadMore = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  const sentinel = useLoadMore<HTMLDivElement>(hasNextPage && !isFetchingNextPage && !list.isPlaceholderData, loadMore);
  // "All" goes on to Level 2 as soon as Level 1 is done; until then an empty list is not empty yet.
  const settled = list.data !== undefined && !hasNextPage;
  const crossing =
    list.data !== undefined &&
    !list.isPlaceholderData &&
    endsAtLevel1(level, list.data.pageParams as PageParam[], list.data.pages);
  useEffect(() => {
    if (crossing && !isFetchingNextPage) void fetchNextPage();
  }, [crossing, isFetchingNextPage, fetchNextPage]);
  const total = totals.data ? totals.data.level1Total + totals.data.level2Total : undefined;

  return (
    <Page title={t("screen.title")} description={t("screen.description")}>
      <Total>
        <Badge tone="accent">
          {t("screen.total")}{" "}
          {total !== undefined ? t("screen.totalCount", { count: total }) : <SkeletonText width="5.5rem" />}
        </Badge>
      </Total>
      {totals.isError || list.isError ? (
        <FetchError
          message={t("screen.fetchError")}
          onRetry={() => void (totals.isError ? totals.refetch() : list.refetch())}
        />
      ) : null}
      <TeamSummary team={totals.data} />
      <TeamToolbar search={search} onSearch={setSearch} level={level} onLevel={setLevel} />
      {/* Announces what a search or filter left, since the list itself changes silently. */}
      <VisuallyHidden role="status">
        {list.data ? t(hasNextPage ? "screen.shownMore" : "screen.shown", { count: members.length }) : ""}
      </VisuallyHidden>
      {members.length > 0 ? (
        <Members aria-label={t("screen.membersLabel")} aria-busy={list.isPlaceholderData || undefined}>
          {members.map((member) => (
            <li key={`${member.level}-${member.id}`}>
              <TeamMemberCard member={member} onOpen={() => setSelected(member)} />
            </li>
          ))}
          {isFetchingNextPage ? <CardSkeletons count={3} /> : null}
        </Members>
      ) : list.isPending || (list.data && !settled) ? (
        <Members aria-busy="true">
          <CardSkeletons count={6} />
        </Members>
      ) : settled ? (
        <NoMembers
          art={query !== "" ? undefined : "team"}
          title={t("screen.empty")}
          hint={query !== "" ? t("screen.emptySearchHint") : t("screen.emptyHint")}
        />
      ) : null}
      <div ref={sentinel} />
      {hasNextPage && members.length > 0 ? (
        <More>
          <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t("screen.loadingMore") : t("screen.loadMore")}
          </Button>
        </More>
      ) : null}
      <LazyMemberProfileDialog member={selected} onClose={() => setSelected(null)} />
    </Page>
  );
}

function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <TeamMemberCardSkeleton />
    </li>
  ));
}
