import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { rmSigned } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { Skeleton, SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { activitiesQueryOptions, type Activity } from "../api/dashboard.ts";
import { dashboardText } from "../i18n.ts";
import { activityDescription, activityLabel, activityTime, activityTone } from "../utils/activity.ts";
import { SectionCard } from "./SectionCard.tsx";

const PREVIEW = 3;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }
  & > li:last-of-type {
    border-bottom: 0;
  }
`;

const Description = styled.p`
  margin: ${space.xs} 0 0;
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  flex: none;
  text-align: right;
`;

const Amount = styled.p`
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const When = styled.time`
  font-size: 0.8125rem;
  color: ${colors.textMuted};
  white-space: nowrap;
`;

// A description is about fifty characters: two lines on phones, one from tablet width.
const SecondLine = styled.span`
  display: block;
  ${media.tablet} {
    display: none;
  }
`;

export function RecentActivity() {
  const { data: activities, isPending, isError, refetch } = useQuery(activitiesQueryOptions());
  const [expanded, setExpanded] = useState(false);
  const t = useT(dashboardText);
  const listId = useId();
  const shown = activities && !expanded ? activities.slice(0, PREVIEW) : activities;
  const now = new Date();

  return (
    <SectionCard title={t("activity.title")} busy={isPending}>
      {isError ? <FetchError message={t("activity.fetchError")} onRetry={() => void refetch()} /> : null}
      {isPending ? <ActivitySkeleton /> : null}
      {shown?.length === 0 ? <EmptyState art="activity" title={t("activity.empty")} /> : null}
      {shown && shown.length > 0 ? (
        <List id={listId}>
          {shown.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} now={now} />
          ))}
        </List>
      ) : null}
      {activities && activities.length > PREVIEW ? (
        <Button
          variant="secondary"
          fullWidth
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t("activity.showLess") : t("activity.viewAll")}
        </Button>
      ) : null}
    </SectionCard>
  );
}

function ActivityItem({ activity, now }: { activity: Activity; now: Date }) {
  const t = useT(dashboardText);
  const nameOf = useMemberName();
  return (
    <li>
      <div>
        <Badge tone={activityTone(activity.type)}>{activityLabel(activity.type, t)}</Badge>
        <Description>{activityDescription(activity, t, nameOf)}</Description>
      </div>
      <Side>
        {activity.amount !== 0 ? <Amount>{rmSigned(activity.amount)}</Amount> : null}
        <When dateTime={activity.createdAt}>{activityTime(activity.createdAt, now, t)}</When>
      </Side>
    </li>
  );
}

// Three items and the toggle, drawn as a member with some activity will see them, so the card
// does not change height when they arrive.
function ActivitySkeleton() {
  return (
    <>
      <List aria-hidden="true">
        {Array.from({ length: PREVIEW }, (_, i) => (
          <li key={i}>
            <div style={{ flex: 1 }}>
              <Badge tone="neutral">
                <SkeletonText width="6rem" />
              </Badge>
              <Description>
                <SkeletonText width="100%" />
                <SecondLine>
                  <SkeletonText width="60%" />
                </SecondLine>
              </Description>
            </div>
            <Side>
              <Amount>
                <SkeletonText width="5rem" />
              </Amount>
              <When>
                <SkeletonText width="4rem" />
              </When>
            </Side>
          </li>
        ))}
      </List>
      <Skeleton height="2.75rem" aria-hidden="true" />
    </>
  );
}
