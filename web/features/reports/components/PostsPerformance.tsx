import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import type { Period } from "../../../../domain/period.ts";
import { formatDate, rm } from "../../../lib/format.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space, type Tone } from "../../../ui/theme.ts";
import { postsQueryOptions, type Post, type PostStatus } from "../../posts/api/posts.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
import { useRejectionReason } from "../../../lib/rejection-reasons.ts";
import { useReversalReason } from "../../../lib/reversal-reasons.ts";

// The report lists the first 10 posts of the month it shows: decided that month (an approval's
// RM 200 is that month's income), or submitted that month and still pending.
const POSTS_SHOWN = 10;

const STATUS_TONES: Record<PostStatus, Tone> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  reversed: "orange",
};

const List = styled.ul`
  list-style: none;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.md};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const Title = styled.a`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  grid-column: 1;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Side = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space.xs};
  font-weight: 600;
`;

const Reason = styled.span`
  grid-column: 1 / -1;
  font-size: 0.875rem;
  color: ${colors.danger};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

function PostRow({ post }: { post: Post }) {
  const t = useT(reportsText);
  const reasonOf = useReversalReason();
  const rejectionOf = useRejectionReason("member");
  // A status this app does not know yet is shown as it comes.
  const known = post.status in STATUS_TONES;
  const status = {
    label: known ? t(`posts.status.${post.status}`) : post.status,
    tone: STATUS_TONES[post.status] ?? "neutral",
  };
  return (
    <Row>
      <Title href={post.url} target="_blank" rel="noopener noreferrer">
        {post.title}
        <VisuallyHidden> {t("posts.newTab")}</VisuallyHidden>
      </Title>
      <Side>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span>{rm(post.earnings)}</span>
      </Side>
      <Meta>
        {platformLabel(post.platform)} · {formatDate(post.createdAt)}
      </Meta>
      {post.status === "rejected" && post.rejectionReason ? (
        <Reason>{t("posts.rejectionReason", { reason: rejectionOf(post.rejectionReason) })}</Reason>
      ) : null}
      {post.status === "reversed" && post.reversalReason ? (
        <Reason>{t("posts.reversalReason", { reason: reasonOf(post.reversalReason) })}</Reason>
      ) : null}
    </Row>
  );
}

export function PostsPerformance({ period }: { period: Period }) {
  const posts = useQuery(postsQueryOptions(period));
  const t = useT(reportsText);
  return (
    <Card title={t("posts.title")}>
      {posts.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={3} />
        </div>
      ) : posts.isError ? (
        <Muted role="alert">{t("posts.failed")}</Muted>
      ) : posts.data.length === 0 ? (
        <EmptyState
          art="posts"
          title={t("posts.empty", { month: periodTitle(period) })}
          hint={t("posts.emptyHint", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) })}
        />
      ) : (
        <>
          <List>
            {posts.data.slice(0, POSTS_SHOWN).map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </List>
          {posts.data.length > POSTS_SHOWN ? (
            <Muted>
              {t("posts.more", { shown: POSTS_SHOWN, total: posts.data.length, month: periodTitle(period) })}
            </Muted>
          ) : null}
        </>
      )}
    </Card>
  );
}
