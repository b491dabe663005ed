import styled from "@emotion/styled";
import { useId } from "react";
import { Input } from "../../../ui/Field.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import type { LevelFilter } from "../utils/filter-team.ts";

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

const Filters = styled.div`
  display: flex;
  gap: ${space.xs};
  padding: ${space.xs};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
`;

const FilterButton = styled.button`
  flex: 1;
  min-height: 2.75rem;
  padding: 0 ${space.md};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed="true"] {
    background: ${colors.surface};
    color: ${colors.brand};
    box-shadow: 0 1px 3px rgb(0 0 0 / 10%);
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
      <Filters role="group" aria-label="Filter by level">
        {FILTERS.map((filter) => (
          <FilterButton
            key={filter.value}
            type="button"
            aria-pressed={level === filter.value}
            onClick={() => onLevel(filter.value)}
          >
            {filter.label}
          </FilterButton>
        ))}
      </Filters>
    </Bar>
  );
}
