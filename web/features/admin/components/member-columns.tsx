import styled from "@emotion/styled";
import { columnVisibilityFeature, createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { locationOf } from "../../../lib/member-details.ts";
import type { AdminMember } from "../api/members.ts";
import { adminText } from "../i18n.ts";
import type { MemberColumnId } from "../utils/column-preferences.ts";
import { previewList } from "../utils/member-format.ts";
import { categoryWords, languageWords } from "../../../lib/profile-option-keys.ts";
import { stateWords } from "../utils/profile-words.ts";

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

// Cells with words are components of their own, so they speak the reader's language.
function NameCell({ member, onOpen }: { member: AdminMember; onOpen: () => void }) {
  const t = useT(adminText);
  const nameOf = useMemberName();
  const languages = member.languages.map((language) => languageWords(language, t));
  const categories = member.influencerCategories.map((category) => categoryWords(category, t));
  return (
    <>
      <LinkButton type="button" onClick={onOpen}>
        {nameOf(member.fullName)}
      </LinkButton>
      {languages.length > 0 ? <Extra>{t("row.languages", { list: previewList(languages) })}</Extra> : null}
      {categories.length > 0 ? <Extra>{t("row.categories", { list: previewList(categories) })}</Extra> : null}
    </>
  );
}

function LocationCell({ member }: { member: AdminMember }) {
  const t = useT(adminText);
  return locationOf({ city: member.city, state: member.state ? stateWords(member.state, t) : member.state });
}

export function RoleBadge({ admin }: { admin: boolean }) {
  const t = useT(adminText);
  return <Badge tone={admin ? "brand" : "neutral"}>{t(admin ? "role.admin" : "role.member")}</Badge>;
}

// Ids match MEMBER_COLUMNS, the column picker's list and the stored preferences.
export const memberColumns = helper.columns([
  helper.accessor((member) => member.fullName, {
    id: "name",
    cell: ({ row, table }) => {
      const member = row.original;
      return <NameCell member={member} onOpen={() => table.options.meta?.openMember(member)} />;
    },
  }),
  helper.accessor((member) => member.email, { id: "email" }),
  helper.accessor((member) => member.phoneNumber || "-", { id: "phone" }),
  helper.accessor((member) => locationOf(member), {
    id: "location",
    cell: ({ row }) => <LocationCell member={row.original} />,
  }),
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
  helper.accessor((member) => member.isAdmin, {
    id: "status",
    cell: (info) => <RoleBadge admin={info.getValue()} />,
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
