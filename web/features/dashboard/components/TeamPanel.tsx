import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { media, space } from "../../../ui/theme.ts";
import { teamPreviewQueryOptions } from "../../team/api/team.ts";
import { LazyMemberProfileDialog, type LeveledMember } from "../../team/components/LazyMemberProfileDialog.tsx";
import { TeamLevelCard } from "./TeamLevelCard.tsx";

const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

// Both levels come from one call (the first three of each and the counts), so they load and
// fail together.
export function TeamPanel() {
  const { data: team, isPending, isError, refetch } = useQuery(teamPreviewQueryOptions());
  const [selected, setSelected] = useState<LeveledMember | null>(null);
  const retry = () => void refetch();
  return (
    <Grid>
      <TeamLevelCard
        level={1}
        members={team?.level1}
        total={team?.level1Total}
        isPending={isPending}
        isError={isError}
        onRetry={retry}
        onOpen={(member) => setSelected({ ...member, level: 1 })}
      />
      <TeamLevelCard
        level={2}
        members={team?.level2}
        total={team?.level2Total}
        isPending={isPending}
        isError={isError}
        onRetry={retry}
        onOpen={(member) => setSelected({ ...member, level: 2 })}
      />
      <LazyMemberProfileDialog member={selected} onClose={() => setSelected(null)} />
    </Grid>
  );
}
