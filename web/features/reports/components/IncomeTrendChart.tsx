import styled from "@emotion/styled";
import { useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { formatRM } from "../../../lib/format.ts";
import type { Period } from "../../../../domain/period.ts";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useIncomeTrend, type TrendPoint } from "../hooks/use-income-trend.ts";
import { periodTitle, shortMonthName } from "../../../lib/periods.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";

const TOP = 24;
const PLOT = 160;
const LABELS = 24;
const HEIGHT = TOP + PLOT + LABELS;

const Svg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-size: 12px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${space.sm};
  & th,
  & td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  & td,
  & th:last-child {
    text-align: right;
  }
  & tbody th {
    font-weight: 400;
  }
`;

// Padding rather than flex layout, so the disclosure triangle stays; 44px tall in all.
const Summary = styled.summary`
  padding: 0.625rem 0;
  line-height: 1.5;
  cursor: pointer;
  color: ${colors.accent};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// Column positions are percentages of the chart's width, so the bars fill any screen while the
// labels keep a readable pixel size.
const column = (index: number, count: number) => ({ start: (index * 100) / count, width: 100 / count });

// Month names that are wider than their column (Tamil's, on a phone) would run into each other:
// then every other month is named, counting back from the last, so the latest always is.
function useLabelStep(svg: RefObject<SVGSVGElement | null>, count: number, labels: string): number {
  const [step, setStep] = useState(1);
  useLayoutEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const texts = [...element.querySelectorAll<SVGTextElement>("text[data-month]")];
      const widest = Math.max(0, ...texts.map((text) => text.getComputedTextLength()));
      const columnWidth = element.getBoundingClientRect().width / count;
      setStep(widest > columnWidth - 4 ? 2 : 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, count, labels]);
  return step;
}

function Bars({ points, selected }: { points: TrendPoint[]; selected: Period }) {
  const id = useId();
  const t = useT(reportsText);
  const svg = useRef<SVGSVGElement>(null);
  const names = points.map((point) => shortMonthName(point.period));
  const step = useLabelStep(svg, points.length, names.join(" "));
  const max = Math.max(...points.map((point) => point.totalSen));
  const best = points.find((point) => point.totalSen === max);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return (
    <Svg ref={svg} height={HEIGHT} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>
        {t("trend.chartTitle", { from: periodTitle(first.period), to: periodTitle(last.period) })}
      </title>
      <desc id={`${id}-desc`}>
        {max > 0 && best
          ? t("trend.highest", { month: periodTitle(best.period), amount: formatRM(max) })
          : t("trend.none")}
      </desc>
      <text x="0" y="14" fill={colors.textMuted}>
        {formatRM(max)}
      </text>
      <line x1="0" x2="100%" y1={TOP} y2={TOP} stroke={colors.border} strokeDasharray="4 4" />
      <line x1="0" x2="100%" y1={TOP + PLOT} y2={TOP + PLOT} stroke={colors.borderStrong} />
      {points.map((point, index) => {
        const { start, width } = column(index, points.length);
        const height = max > 0 ? Math.max((point.totalSen / max) * PLOT, point.totalSen > 0 ? 2 : 0) : 0;
        return (
          <g key={point.period}>
            <rect
              x={`${start + width * 0.15}%`}
              width={`${width * 0.7}%`}
              y={TOP + PLOT - height}
              height={height}
              rx="3"
              fill={point.period === selected ? colors.brand : colors.accent}
            >
              <title>{`${periodTitle(point.period)}: ${formatRM(point.totalSen)}`}</title>
            </rect>
            <text
              data-month
              x={`${start + width / 2}%`}
              y={TOP + PLOT + 16}
              textAnchor="middle"
              fill={colors.textMuted}
              visibility={(points.length - 1 - index) % step === 0 ? undefined : "hidden"}
            >
              {names[index]}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}

export function IncomeTrendChart({ period }: { period: Period }) {
  const trend = useIncomeTrend(period);
  const t = useT(reportsText);
  return (
    <Card title={t("trend.title")}>
      {trend.status === "pending" ? (
        <div aria-busy="true">
          <Skeleton height={`${HEIGHT}px`} />
        </div>
      ) : trend.status === "error" ? (
        <Muted role="alert">{t("trend.failed")}</Muted>
      ) : (
        <>
          <Bars points={trend.points} selected={period} />
          <details>
            <Summary>{t("trend.showTable")}</Summary>
            <Table>
              <caption>
                <VisuallyHidden>{t("trend.caption")}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("trend.month")}</th>
                  <th scope="col">{t("trend.total")}</th>
                </tr>
              </thead>
              <tbody>
                {trend.points.map((point) => (
                  <tr key={point.period}>
                    <th scope="row">{periodTitle(point.period)}</th>
                    <td>{formatRM(point.totalSen)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </details>
        </>
      )}
    </Card>
  );
}
