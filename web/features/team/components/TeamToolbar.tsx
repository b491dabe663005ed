import styled from "@emotion/styled";
import { useId } from "react";
import { Input } from "../../../ui/Field.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { media, space } from "../../../ui/theme.ts";
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

const FILTERS: ReadonlyArray<{ value: LevelFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "level1", label: "Level 1" },
  { value: "level2", label: "Level 2" },
];

type TeamToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  level: LevelFilter;
  onLevel: (level: LevelFilter) => void;
};

export function TeamToolbar({ search, onSearch, level, onLevel }: TeamToolbarProps) {
  const searchId = useId();
  return (
    <Bar>
      <div>
        <HiddenLabel htmlFor={searchId}>Search members</HiddenLabel>
        <Input
          id={searchId}
          type="search"
          placeholder="Search members..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <SegmentedSwitch label="Filter by level" options={FILTERS} value={level} onChange={onLevel} />
    </Bar>
  );
}
