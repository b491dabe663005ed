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
import { postsQueryOptions, type Post, type PostStatus } from "../api/posts.ts";
import { platformLabel } from "../../../lib/platforms.ts";

// The report lists the first 10 posts of the month it shows: decided that month (an approval's
// RM 200 is that month's income), or submitted that month and still pending.
const POSTS_SHOWN = 10;

const STATUS: Record<PostStatus, { label: string; tone: Tone }> = {
  pending: { label: "Pending", tone: "yellow" },
  approved: { label: "Approved", tone: "green" },
  rejected: { label: "Rejected", tone: "red" },
  reversed: { label: "Reversed", tone: "orange" },
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
  const status = STATUS[post.status] ?? { label: post.status, tone: "neutral" };
  return (
    <Row>
      <Title href={post.url} target="_blank" rel="noopener noreferrer">
        {post.title}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Title>
      <Side>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span>{rm(post.earnings)}</span>
      </Side>
      <Meta>
        {platformLabel(post.platform)} · {formatDate(post.createdAt)}
      </Meta>
      {post.status === "rejected" && post.rejectionReason ? <Reason>Reason: {post.rejectionReason}</Reason> : null}
      {post.status === "reversed" && post.reversalReason ? <Reason>Reversed: {post.reversalReason}</Reason> : null}
    </Row>
  );
}

export function PostsPerformance({ period }: { period: Period }) {
  const posts = useQuery(postsQueryOptions(period));
  return (
    <Card title="Posts Performance">
      {posts.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={3} />
        </div>
      ) : posts.isError ? (
        <Muted role="alert">Posts could not be loaded. Reload the page to try again.</Muted>
      ) : posts.data.length === 0 ? (
        <EmptyState
          art="posts"
          title={`No posts in ${periodTitle(period)}`}
          hint="Submit a post to start earning RM 200 per approved post."
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
              Showing your latest {POSTS_SHOWN} of {posts.data.length} posts in {periodTitle(period)}.
            </Muted>
          ) : null}
        </>
      )}
    </Card>
  );
}
