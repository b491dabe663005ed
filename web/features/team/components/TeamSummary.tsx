import styled from "@emotion/styled";
import { formatNumber } from "../../../lib/format.ts";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import type { Team } from "../api/team.ts";
import { overrideTotal } from "../utils/member-details.ts";

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

// Totals for the whole team, whatever the search and level filter show.
export function TeamSummary({ team }: { team: Team }) {
  return (
    <List>
      <div>
        <dt>Level 1 Direct Recruits</dt>
        <dd>{formatNumber(team.level1.length)}</dd>
      </div>
      <div>
        <dt>Level 2 Sub-Recruits</dt>
        <dd>{formatNumber(team.level2.length)}</dd>
      </div>
      <div>
        <dt>Monthly Override</dt>
        <dd>{overrideTotal([...team.level1, ...team.level2])}</dd>
      </div>
    </List>
  );
}
