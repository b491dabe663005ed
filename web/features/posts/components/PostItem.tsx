import styled from "@emotion/styled";
import { formatDate, rm } from "../../../lib/format.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useRejectionReason } from "../../../lib/rejection-reasons.ts";
import { useReversalReason } from "../../../lib/reversal-reasons.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, space, type Tone } from "../../../ui/theme.ts";
import type { Post, PostStatus } from "../api/posts.ts";
import { postsText } from "../i18n.ts";

const STATUS_TONES: Record<PostStatus, Tone> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  reversed: "orange",
};

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

const Note = styled.span<{ tone: "danger" | "muted" }>`
  grid-column: 1 / -1;
  font-size: 0.875rem;
  color: ${({ tone }) => (tone === "danger" ? colors.danger : colors.textMuted)};
  overflow-wrap: anywhere;
`;

// One of the member's posts: its status, what it earned, and why it was rejected or reversed
// (fixed reasons in the reader's language, what an admin typed as typed).
export function PostItem({ post }: { post: Post }) {
  const t = useT(postsText);
  const rejectionOf = useRejectionReason("member");
  const reversalOf = useReversalReason();
  // A status this app does not know yet is shown as it comes.
  const known = post.status in STATUS_TONES;
  return (
    <Row data-post-id={post.id}>
      <Title href={post.url} target="_blank" rel="noopener noreferrer">
        {post.title}
        <VisuallyHidden> {t("row.newTab")}</VisuallyHidden>
      </Title>
      <Side>
        <Badge tone={STATUS_TONES[post.status] ?? "neutral"}>{known ? t(`status.${post.status}`) : post.status}</Badge>
        <span>{rm(post.earnings)}</span>
      </Side>
      <Meta>
        {platformLabel(post.platform)} · {t("row.submitted", { date: formatDate(post.createdAt) })}
      </Meta>
      {post.status === "pending" ? <Note tone="muted">{t("row.pending")}</Note> : null}
      {post.status === "rejected" && post.rejectionReason ? (
        <Note tone="danger">{t("row.rejectionReason", { reason: rejectionOf(post.rejectionReason) })}</Note>
      ) : null}
      {post.status === "reversed" && post.reversalReason ? (
        <Note tone="danger">{t("row.reversalReason", { reason: reversalOf(post.reversalReason) })}</Note>
      ) : null}
    </Row>
  );
}
