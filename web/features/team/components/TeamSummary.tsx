import styled from "@emotion/styled";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import type { TeamPage } from "../api/team.ts";
import { teamText } from "../i18n.ts";

// Phones: one compact row per figure (label left, figure right); tiles from tablet width.
const List = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${space.md};
  }
  & > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.sm} ${space.md};
    min-height: 3.5rem;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    box-shadow: ${shadow.card};
    ${media.tablet} {
      display: block;
      padding: ${space.md};
    }
  }
  & dt {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    ${media.tablet} {
      margin-top: ${space.xs};
      font-size: 1.5rem;
    }
  }
`;

// Totals for the whole team from the server, whatever the search and level filter show; the
// labels stand while the figures load, so the tiles keep their size.
export function TeamSummary({ team }: { team: TeamPage | undefined }) {
  const t = useT(teamText);
  const figure = (text: (team: TeamPage) => string, width: string) =>
    team ? text(team) : <SkeletonText width={width} />;
  return (
    <List aria-busy={team === undefined || undefined}>
      <div>
        <dt>{t("summary.level1")}</dt>
        <dd>{figure((page) => formatNumber(page.level1Total), "2.5rem")}</dd>
      </div>
      <div>
        <dt>{t("summary.level2")}</dt>
        <dd>{figure((page) => formatNumber(page.level2Total), "2.5rem")}</dd>
      </div>
      <div>
        <dt>{t("summary.override")}</dt>
        <dd>{figure((page) => rm(page.monthlyOverride), "7rem")}</dd>
      </div>
    </List>
  );
}
