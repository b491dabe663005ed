import styled from "@emotion/styled";
import { useId, useMemo } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { colors, radius } from "../../../ui/theme.ts";
import type { RiskLink, RiskMember } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
import { describeLinks, layoutRiskGraph, NODE_HEIGHT, NODE_WIDTH } from "../utils/risk-graph.ts";

// Drawn at most a quarter larger than its own coordinates, so two members do not fill a desktop
// card; on a phone the viewBox scales the whole drawing down to the card's width.
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  margin: 0 auto;
  background: ${colors.background};
  border-radius: ${radius.sm};
`;

const Legend = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

type RiskGraphProps = { members: ReadonlyArray<RiskMember>; links: ReadonlyArray<RiskLink> };

/** The referral links among a flag's members: solid arrows for Level 1, dashed for Level 2. */
export function RiskGraph({ members, links }: RiskGraphProps) {
  const t = useT(operationsText);
  const markerId = `${useId().replace(/[^\w-]/g, "")}-arrow`;
  const layout = useMemo(() => layoutRiskGraph(members, links), [members, links]);
  const { x, y, width, height } = layout.viewBox;
  return (
    <figure style={{ margin: 0 }}>
      <Svg
        role="img"
        aria-label={describeLinks(members, links)}
        viewBox={`${x} ${y} ${width} ${height}`}
        style={{ maxWidth: `${Math.round(width * 1.25)}px` }}
      >
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={colors.textMuted} />
          </marker>
        </defs>
        {layout.edges.map((edge) => (
          <path
            key={`${edge.from}-${edge.to}`}
            d={edge.points.map(([px, py], index) => `${index === 0 ? "M" : "L"} ${px} ${py}`).join(" ")}
            fill="none"
            stroke={colors.textMuted}
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeDasharray={edge.level === 2 ? "5 4" : undefined}
            markerEnd={`url(#${markerId})`}
          />
        ))}
        {layout.nodes.map((node) => (
          <g key={node.memberId} transform={`translate(${node.x} ${node.y})`}>
            <rect
              x={-NODE_WIDTH / 2}
              y={-NODE_HEIGHT / 2}
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx={6}
              fill={colors.surface}
              stroke={colors.brand}
            />
            <text y={-3} textAnchor="middle" fontSize={11} fontWeight={600} fill={colors.text}>
              {node.label}
            </text>
            <text y={13} textAnchor="middle" fontSize={10} fill={colors.textMuted}>
              #{node.memberId}
            </text>
          </g>
        ))}
      </Svg>
      {links.length > 0 ? (
        <Legend aria-hidden="true">
          {t(links.some((link) => link.level === 2) ? "graph.legendDashed" : "graph.legend")}
        </Legend>
      ) : null}
    </figure>
  );
}
