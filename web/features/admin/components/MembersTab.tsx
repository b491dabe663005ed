import styled from "@emotion/styled";
import { useId, useMemo, useState, type FormEvent } from "react";
import { formatNumber } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { TextField } from "../../../ui/Field.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import type { AdminMember } from "../api/members.ts";
import { useColumnPreferences } from "../hooks/use-column-preferences.ts";
import { useMemberRows } from "../hooks/use-member-rows.ts";
import { useReferrerLookup } from "../hooks/use-referrer-lookup.ts";
import { adminText } from "../i18n.ts";
import type { MemberColumnId } from "../utils/column-preferences.ts";
import { activeFilterCount, EMPTY_FILTERS, type MemberFilters } from "../utils/member-search.ts";
import type { ColumnSort } from "../utils/sorting.ts";
import { ColumnPicker } from "./ColumnPicker.tsx";
import { MemberDetailsDialog } from "./MemberDetailsDialog.tsx";
import { MemberFiltersPanel } from "./MemberFiltersPanel.tsx";
import { MembersTable } from "./MembersTable.tsx";

const Form = styled.form`
  display: grid;
  gap: ${space.sm};
`;

const SearchRow = styled.div`
  display: grid;
  gap: ${space.sm};
  align-items: end;
  grid-template-columns: minmax(0, 1fr) auto;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  ${media.tablet} {
    & > :last-child {
      margin-left: auto;
    }
  }
`;

const Status = styled.p`
  color: ${colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space.md};
`;

const NO_FORCED_HIDING: ReadonlySet<MemberColumnId> = new Set();
const LOCATION_HIDDEN: ReadonlySet<MemberColumnId> = new Set(["location"]);
const NO_MEMBERS: AdminMember[] = [];

export function MembersTab() {
  const t = useT(adminText);
  const panelId = useId();
  const [draft, setDraft] = useState<MemberFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<MemberFilters>(EMPTY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sorting, setSorting] = useState<ColumnSort[]>([]);
  const [selected, setSelected] = useState<AdminMember | null>(null);
  const { preferences, setShown } = useColumnPreferences();
  const rows = useMemberRows(applied, sorting);
  const members = useMemo(() => rows.data?.pages.flatMap((page) => page.members) ?? NO_MEMBERS, [rows.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rows;
  const openReferrer = useReferrerLookup(members, setSelected);

  // A state filter already says where the members are, so the table drops the column then.
  const forcedHidden = applied.states.length > 0 ? LOCATION_HIDDEN : NO_FORCED_HIDING;
  const visibility = { ...preferences, location: preferences.location && !forcedHidden.has("location") };
  const filterCount = activeFilterCount(applied);
  const narrowed = filterCount > 0 || applied.search.trim() !== "";

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
  }

  function clear() {
    setDraft(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
  }

  return (
    <Card title={t("members.title")}>
      <Form role="search" aria-label={t("members.searchLabel")} onSubmit={apply}>
        <SearchRow>
          <TextField
            label={t("members.search")}
            type="search"
            placeholder={t("members.searchPlaceholder")}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <Button type="submit">{t("members.search")}</Button>
        </SearchRow>
        <Tools>
          <Button
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {t(panelOpen ? "members.hideFilters" : "members.showFilters")}
            {filterCount > 0 ? ` (${filterCount})` : ""}
          </Button>
          {narrowed ? (
            <Button variant="ghost" onClick={clear}>
              {t("members.clearAll")}
            </Button>
          ) : null}
          <ColumnPicker preferences={preferences} forcedHidden={forcedHidden} onChange={setShown} />
        </Tools>
        {panelOpen ? (
          <>
            <MemberFiltersPanel id={panelId} filters={draft} onChange={setDraft} />
            <div>
              <Button type="submit">{t("members.applyFilters")}</Button>
            </div>
          </>
        ) : null}
      </Form>

      {rows.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={6} height="2.75rem" />
        </div>
      ) : rows.isError ? (
        <FetchError message={t("members.fetchError")} onRetry={() => void rows.refetch()} />
      ) : members.length === 0 ? (
        <EmptyState title={t("members.empty")} hint={t("members.emptyHint")} />
      ) : (
        <>
          <Status role="status">
            {hasNextPage
              ? t(narrowed ? "members.showingFirstMatching" : "members.showingFirst", {
                  count: formatNumber(members.length),
                })
              : t("members.count", { count: members.length })}
          </Status>
          <MembersTable
            members={members}
            visibility={visibility}
            sorting={sorting}
            busy={rows.isPlaceholderData}
            onSort={setSorting}
            onOpenMember={setSelected}
            onOpenReferrer={(member) => void openReferrer(member)}
          />
          {hasNextPage ? (
            <More>
              <Button
                variant="secondary"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage || rows.isPlaceholderData}
              >
                {t(isFetchingNextPage ? "members.loadingMore" : "members.loadMore")}
              </Button>
            </More>
          ) : null}
        </>
      )}
      <MemberDetailsDialog member={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
