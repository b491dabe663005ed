import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";
import { userAtom } from "../../../lib/auth.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { Badge } from "../../../ui/Badge.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonAvatar, SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { avatarName, useMemberName } from "../../../lib/member-names.ts";
import { leaderboardQueryOptions } from "../api/dashboard.ts";
import { dashboardText } from "../i18n.ts";
import { RankMark } from "./RankMark.tsx";
import { SectionCard } from "./SectionCard.tsx";

const Columns = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ListTitle = styled.h3`
  margin: 0 0 ${space.sm};
  font-size: 1rem;
`;

const Ranking = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.xs};
  & > li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 3.25rem;
    padding: ${space.xs} ${space.sm};
    border-radius: ${radius.sm};
  }
  & > li[data-me="true"] {
    background: ${colors.brandSoft};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

// Kept whole: in some languages the word is long enough to be broken inside the brackets.
const You = styled.span`
  font-weight: 400;
  color: ${colors.brandText};
  white-space: nowrap;
`;

const Tip = styled.div`
  padding: ${space.md};
  border-radius: ${radius.sm};
  background: ${colors.accentSoft};
  color: ${colors.accentHover};
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${space.xs};
  }
`;

type Entry = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  profilePicture: string | null;
  count: string;
};

export function Leaderboard() {
  const { data, isPending, isError, refetch } = useQuery(leaderboardQueryOptions());
  const t = useT(dashboardText);
  return (
    <SectionCard title={t("leaderboard.title")} subtitle={t("leaderboard.subtitle")} busy={isPending}>
      {isError ? <FetchError message={t("leaderboard.fetchError")} onRetry={() => void refetch()} /> : null}
      {isPending ? <LeaderboardSkeleton /> : null}
      {data ? (
        <Columns>
          <RankingList
            title={t("leaderboard.topRecruits")}
            entries={data.topDirectRecruits.map((r) => ({
              ...r,
              count: t("leaderboard.recruits", { count: r.directRecruits }),
            }))}
          />
          <RankingList
            title={t("leaderboard.topBuilders")}
            entries={data.topTeamMembers.map((r) => ({
              ...r,
              count: t("leaderboard.members", { count: r.totalTeamMembers }),
            }))}
          />
        </Columns>
      ) : null}
      <Tip>
        <p>
          <strong>{t("leaderboard.tipTitle")}</strong>
        </p>
        <p>{t("leaderboard.tip", { level1: LEVEL1_RATE_LABEL, level2: LEVEL2_RATE_LABEL })}</p>
      </Tip>
    </SectionCard>
  );
}

function RankingList({ title, entries }: { title: string; entries: Entry[] }) {
  const me = useAtomValue(userAtom);
  const t = useT(dashboardText);
  const nameOf = useMemberName();
  return (
    <div>
      <ListTitle>{title}</ListTitle>
      {entries.length === 0 ? (
        <EmptyState title={t("leaderboard.empty")} hint={t("leaderboard.emptyHint")} />
      ) : (
        <Ranking>
          {entries.map((entry, index) => {
            const isMe = me?.id != null && String(me.id) === String(entry.id);
            const name = nameOf(entry.firstName, entry.lastName);
            return (
              <li key={entry.id} data-me={isMe}>
                <RankMark rank={index + 1} />
                <Avatar src={entry.profilePicture} firstName={avatarName(entry.firstName, nameOf)} size={36} />
                <Name>
                  {name}
                  {isMe ? <You> {t("leaderboard.you")}</You> : null}
                </Name>
                <Badge tone="neutral">{entry.count}</Badge>
              </li>
            );
          })}
        </Ranking>
      )}
    </div>
  );
}

// The server ranks ten members per list; the placeholders take the rows' own height, so the tip
// under the lists stays where it is when they arrive.
const RANKED = 10;

function LeaderboardSkeleton() {
  const t = useT(dashboardText);
  return (
    <Columns aria-hidden="true">
      {[t("leaderboard.topRecruits"), t("leaderboard.topBuilders")].map((title) => (
        <div key={title}>
          <ListTitle>{title}</ListTitle>
          <Ranking>
            {Array.from({ length: RANKED }, (_, i) => (
              <li key={i}>
                <SkeletonAvatar size="2.25rem" />
                <SkeletonAvatar size="36px" />
                <Name>
                  <SkeletonText width="8rem" />
                </Name>
              </li>
            ))}
          </Ranking>
        </div>
      ))}
    </Columns>
  );
}
