import styled from "@emotion/styled";
import { useTable } from "@tanstack/react-table";
import { useT } from "../../../lib/i18n/use-t.ts";
import { colors, space } from "../../../ui/theme.ts";
import type { AdminMember } from "../api/members.ts";
import { adminText } from "../i18n.ts";
import type { ColumnPreferences, MemberColumnId } from "../utils/column-preferences.ts";
import { MEMBER_COLUMNS } from "../utils/column-preferences.ts";
import { ariaSortOf, nextSorting, type ColumnSort } from "../utils/sorting.ts";
import { COLUMN_CLASS, memberColumns, memberTableFeatures } from "./member-columns.tsx";
import { ScrollRegion, Table } from "./TableParts.tsx";

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  /* Table headers do not wrap (TableParts); a label longer than its column's values, as in
     Malay or Tamil, wraps between its words here rather than widening the table. Chinese has no
     spaces between words, so it keeps whole rather than breaking after any character. */
  white-space: normal;
  word-break: keep-all;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${colors.brandText};
  }
`;

const Arrow = styled.span`
  display: inline-block;
  flex: none;
  width: 1ch;
`;

const LABELS = Object.fromEntries(MEMBER_COLUMNS.map((column) => [column.id, column.label])) as Record<
  MemberColumnId,
  (typeof MEMBER_COLUMNS)[number]["label"]
>;
const ARROWS = { ascending: "▲", descending: "▼", none: "" } as const;

type MembersTableProps = {
  members: AdminMember[];
  visibility: ColumnPreferences;
  sorting: ColumnSort[];
  /** Rows of the previous search or sort, shown while the new ones load. */
  busy?: boolean;
  onSort: (sorting: ColumnSort[]) => void;
  onOpenMember: (member: AdminMember) => void;
  onOpenReferrer: (member: AdminMember) => void;
};

// At least 1200 px wide, scrolling sideways inside its own box on smaller screens.
// A header click sorts on the server (the loaded pages are only part of the matches).
export function MembersTable({
  members,
  visibility,
  sorting,
  busy = false,
  onSort,
  onOpenMember,
  onOpenReferrer,
}: MembersTableProps) {
  const t = useT(adminText);
  const table = useTable({
    features: memberTableFeatures,
    columns: memberColumns,
    data: members,
    getRowId: (member) => String(member.id),
    state: { columnVisibility: visibility },
    meta: { openMember: onOpenMember, openReferrer: onOpenReferrer },
  });

  return (
    <ScrollRegion label={t("table.label")}>
      <Table minWidth="75rem" aria-busy={busy || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const direction = ariaSortOf(sorting, header.column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction}
                    className={COLUMN_CLASS[header.column.id as MemberColumnId]}
                  >
                    <SortButton type="button" onClick={() => onSort(nextSorting(sorting, header.column.id))}>
                      {t(LABELS[header.column.id as MemberColumnId])}
                      <Arrow aria-hidden="true">{ARROWS[direction]}</Arrow>
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={COLUMN_CLASS[cell.column.id as MemberColumnId]}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
