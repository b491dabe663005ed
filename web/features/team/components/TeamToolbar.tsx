import styled from "@emotion/styled";
import { useId } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Input } from "../../../ui/Field.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { media, space } from "../../../ui/theme.ts";
import { teamText } from "../i18n.ts";
import type { LevelFilter } from "../utils/team-pages.ts";

const HiddenLabel = VisuallyHidden.withComponent("label");

const Bar = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${space.md};
  }
`;

type TeamToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  level: LevelFilter;
  onLevel: (level: LevelFilter) => void;
};

export function TeamToolbar({ search, onSearch, level, onLevel }: TeamToolbarProps) {
  const searchId = useId();
  const t = useT(teamText);
  const filters: ReadonlyArray<{ value: LevelFilter; label: string }> = [
    { value: "all", label: t("toolbar.all") },
    { value: "level1", label: t("level", { level: 1 }) },
    { value: "level2", label: t("level", { level: 2 }) },
  ];
  return (
    <Bar>
      <div>
        <HiddenLabel htmlFor={searchId}>{t("toolbar.searchLabel")}</HiddenLabel>
        <Input
          id={searchId}
          type="search"
          placeholder={t("toolbar.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <SegmentedSwitch label={t("toolbar.filterLabel")} options={filters} value={level} onChange={onLevel} />
    </Bar>
  );
}
