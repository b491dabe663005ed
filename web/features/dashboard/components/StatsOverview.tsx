import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { FileImage, HandCoins, Network, Users, Wallet, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, shadow, space } from "../../../ui/theme.ts";
import { dashboardStatsQueryOptions } from "../api/dashboard.ts";
import { dashboardText } from "../i18n.ts";
import { overridesTotal, postsChange } from "../utils/stats.ts";

const Hero = styled.section`
  padding: ${space.lg} ${space.md};
  border-radius: ${radius.md};
  background: linear-gradient(135deg, ${colors.brand}, ${colors.brandHover});
  color: #fff;
  ${media.tablet} {
    padding: ${space.lg};
  }
`;

const HeroLabel = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  font-weight: 600;
`;

const HeroLine = styled.p`
  margin: 0;
`;

// On phones the overrides' label has a line of its own, the figure going under it: whether
// "Level 1 + Level 2 overrides: RM 1,234.00" fits on one line there depends on the figure, and
// the placeholder must know how many lines to hold before it arrives.
const OwnLineOnPhones = styled.span`
  display: block;
  ${media.tablet} {
    display: inline;
  }
`;

const HeroAmount = styled.p`
  margin: ${space.xs} 0 ${space.sm};
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${media.tablet} {
    font-size: 3rem;
  }
`;

// Phones: each card is one row, label and note on the left, figure on the right, so the four
// cards take little height. From tablet width they become classic tiles, four across on desktop.
const Cards = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0 0;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${space.md};
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  & > div {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas: "label value" "note value";
    align-items: center;
    column-gap: ${space.md};
    padding: ${space.sm} ${space.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    box-shadow: ${shadow.card};
    ${media.tablet} {
      grid-template-columns: 1fr;
      grid-template-areas: "label" "value" "note";
      padding: ${space.md};
    }
  }
  & dt {
    grid-area: label;
    display: flex;
    align-items: center;
    gap: ${space.sm};
    font-size: 0.875rem;
    font-weight: 600;
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

// A tinted badge behind each card's icon, so the four cards read apart at a glance.
const IconBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${radius.sm};
  background: ${colors.brandSoft};
  color: ${colors.brandText};
`;

const Value = styled.dd`
  grid-area: value;
  font-size: 1.375rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${media.tablet} {
    font-size: 1.5rem;
  }
`;

const Note = styled.dd`
  grid-area: note;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const onBrand = { background: "rgb(255 255 255 / 25%)" };

// The month's headline figure and the four stat cards, all from the dashboard's stats. While
// they load, every line is already in place with a placeholder where its figure goes, so the
// block keeps its size when they arrive.
export function StatsOverview() {
  const { data: stats, isPending, isError, refetch } = useQuery(dashboardStatsQueryOptions());
  const t = useT(dashboardText);
  if (isError) return <FetchError message={t("stats.fetchError")} onRetry={() => void refetch()} />;
  return (
    <div aria-busy={isPending || undefined}>
      <Hero aria-label={t("stats.heroLabel")}>
        <HeroLabel>
          <Wallet size={20} aria-hidden="true" />
          {t("stats.total")}
        </HeroLabel>
        <HeroAmount>{stats ? rm(stats.totalIncome) : <SkeletonText width="12rem" style={onBrand} />}</HeroAmount>
        <HeroLine>
          {t("stats.personal")} {stats ? rm(stats.personalIncome) : <SkeletonText width="6rem" style={onBrand} />}
        </HeroLine>
        <HeroLine>
          <OwnLineOnPhones>{t("stats.overrides")}</OwnLineOnPhones>{" "}
          {stats ? overridesTotal(stats) : <SkeletonText width="7rem" style={onBrand} />}
        </HeroLine>
      </Hero>
      <Cards>
        <StatCard
          icon={Users}
          label={t("stats.teamSize")}
          value={stats && formatNumber(stats.teamSize)}
          note={t("stats.teamSizeNote")}
        />
        <StatCard
          icon={FileImage}
          label={t("stats.monthlyPosts")}
          value={stats && formatNumber(stats.postsThisMonth)}
          note={stats ? postsChange(stats.postsThisMonth, stats.postsLastMonth, t) : <SkeletonText width="9rem" />}
        />
        <StatCard
          icon={HandCoins}
          label={t("stats.level1")}
          value={stats && rm(stats.level1Override)}
          note={t("stats.commission", { rate: LEVEL1_RATE_LABEL })}
        />
        <StatCard
          icon={Network}
          label={t("stats.level2")}
          value={stats && rm(stats.level2Override)}
          note={t("stats.commission", { rate: LEVEL2_RATE_LABEL })}
        />
      </Cards>
    </div>
  );
}

type StatCardProps = { icon: LucideIcon; label: string; value: string | undefined; note: ReactNode };

function StatCard({ icon: Icon, label, value, note }: StatCardProps) {
  return (
    <div>
      <dt>
        <IconBadge aria-hidden="true">
          <Icon size={18} />
        </IconBadge>
        {label}
      </dt>
      <Value>{value ?? <SkeletonText width="6rem" />}</Value>
      <Note>{note}</Note>
    </div>
  );
}
