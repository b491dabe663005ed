import styled from "@emotion/styled";
import { columnVisibilityFeature, createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { UNNAMED_MEMBER } from "../../../../domain/member-name.ts";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { locationOf } from "../../../lib/member-details.ts";
import type { AdminMember } from "../api/members.ts";
import type { MemberColumnId } from "../utils/column-preferences.ts";
import { previewList } from "../utils/member-format.ts";

// The table's behaviour: hideable columns. Rows come sorted from the server a page at a time
// (a header click asks for the sorted first page), so the table keeps their order. The meta
// carries the screen's handlers into cells, so the columns below are defined once.
export const memberTableFeatures = tableFeatures({
  columnVisibilityFeature,
  tableMeta: {} as { openMember: (member: AdminMember) => void; openReferrer: (member: AdminMember) => void },
});

const helper = createColumnHelper<typeof memberTableFeatures, AdminMember>();

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${colors.accentHover};
  }
`;

const Extra = styled.span`
  display: block;
  margin-top: ${space.xs};
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

// Ids match MEMBER_COLUMNS, the column picker's list and the stored preferences.
export const memberColumns = helper.columns([
  helper.accessor((member) => member.fullName, {
    id: "name",
    cell: ({ row, table }) => {
      const member = row.original;
      return (
        <>
          <LinkButton type="button" onClick={() => table.options.meta?.openMember(member)}>
            {member.fullName || UNNAMED_MEMBER}
          </LinkButton>
          {member.languages.length > 0 ? <Extra>Languages: {previewList(member.languages)}</Extra> : null}
          {member.influencerCategories.length > 0 ? (
            <Extra>Categories: {previewList(member.influencerCategories)}</Extra>
          ) : null}
        </>
      );
    },
  }),
  helper.accessor((member) => member.email, { id: "email" }),
  helper.accessor((member) => member.phoneNumber || "-", { id: "phone" }),
  helper.accessor((member) => locationOf(member), { id: "location" }),
  helper.accessor((member) => member.referredBy ?? "", {
    id: "referrer",
    cell: ({ row, table }) =>
      row.original.referredBy ? (
        <LinkButton type="button" onClick={() => table.options.meta?.openReferrer(row.original)}>
          {row.original.referredBy}
        </LinkButton>
      ) : (
        "-"
      ),
  }),
  helper.accessor((member) => member.directRecruits, {
    id: "directRecruits",
    cell: (info) => formatNumber(info.getValue()),
  }),
  helper.accessor((member) => member.totalTeamMembers, {
    id: "totalTeam",
    cell: (info) => formatNumber(info.getValue()),
  }),
  helper.accessor((member) => member.monthlyIncome, { id: "monthlyIncome", cell: (info) => rm(info.getValue()) }),
  helper.accessor((member) => Date.parse(member.joinedDate), {
    id: "joinedDate",
    cell: ({ row }) => formatDate(row.original.joinedDate),
  }),
  helper.accessor((member) => (member.isAdmin ? "Admin" : "Member"), {
    id: "status",
    cell: (info) => <Badge tone={info.getValue() === "Admin" ? "brand" : "neutral"}>{info.getValue()}</Badge>,
  }),
]);

// Names and places get room to read on one or two lines, short codes never wrap, and numbers
// line up on the right as in the other admin tables.
export const COLUMN_CLASS: Record<MemberColumnId, string | undefined> = {
  name: "wide",
  email: "nowrap",
  phone: "nowrap",
  location: "wide",
  referrer: "wide",
  directRecruits: "number",
  totalTeam: "number",
  monthlyIncome: "number",
  joinedDate: "nowrap",
  status: undefined,
};
