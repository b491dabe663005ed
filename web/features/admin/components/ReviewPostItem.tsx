import styled from "@emotion/styled";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { formatDate, rm } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import type { ReviewPost } from "../api/posts.ts";

const Item = styled.li`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  & h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Link = styled.a`
  overflow-wrap: anywhere;
  font-size: 0.9375rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space.sm};
  & > button {
    flex: 1;
  }
`;

type ReviewPostItemProps = {
  post: ReviewPost;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onReverse: () => void;
};

export function ReviewPostItem({ post, busy, onApprove, onReject, onReverse }: ReviewPostItemProps) {
  const member = post.memberName ?? FORMER_MEMBER;
  return (
    <Item>
      <Body>
        <h3>{post.title}</h3>
        <Meta>
          <span>{member}</span>
          <Badge tone="blue">{platformLabel(post.platform)}</Badge>
          <span>Submitted {formatDate(post.submittedAt)}</span>
          {post.status === "approved" ? (
            <span>
              Approved {formatDate(post.decidedAt)} · {rm(post.earnings)}
            </span>
          ) : null}
          {post.status === "rejected" ? <span>Rejected {formatDate(post.decidedAt)}</span> : null}
          {post.status === "reversed" ? <span>Reversed {formatDate(post.reversedAt)}</span> : null}
        </Meta>
        <Link href={post.url} target="_blank" rel="noopener noreferrer">
          {post.url}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
        {post.rejectionReason ? <Meta>Reason: {post.rejectionReason}</Meta> : null}
        {post.reversalReason ? <Meta>Reversed: {post.reversalReason}</Meta> : null}
      </Body>
      {post.status === "pending" ? (
        <Actions>
          <Button disabled={busy} onClick={onApprove}>
            Approve<VisuallyHidden> {post.title}</VisuallyHidden>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onReject}>
            Reject<VisuallyHidden> {post.title}</VisuallyHidden>
          </Button>
        </Actions>
      ) : null}
      {post.status === "approved" ? (
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={onReverse}>
            Reverse<VisuallyHidden> {post.title}</VisuallyHidden>
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}
