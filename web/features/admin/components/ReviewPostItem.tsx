import styled from "@emotion/styled";
import { formatDate, rm } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { useRejectionReason } from "../../../lib/rejection-reasons.ts";
import { useReversalReason } from "../../../lib/reversal-reasons.ts";
import type { PostPay, ReviewPost } from "../api/posts.ts";
import { operationsText } from "../operations/i18n.ts";
import { reviewText, type ReviewKey } from "../review/i18n.ts";
import { EvidenceSummary, EvidenceThumbnail, useThumbnail } from "./PostEvidenceView.tsx";

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

// The thumbnail beside the title and who posted it; on a phone the link and the evidence take
// the whole width below them, on wider screens they stay beside the thumbnail.
const Main = styled("div", { shouldForwardProp: (prop) => prop !== "withThumb" })<{ withThumb: boolean }>(
  ({ withThumb }) => ({
    display: "grid",
    gap: `${space.xs} ${space.ms}`,
    minWidth: 0,
    alignItems: "start",
    gridTemplateColumns: withThumb ? "4.5rem minmax(0, 1fr)" : "minmax(0, 1fr)",
    gridTemplateAreas: withThumb ? `"thumb head" "rest rest"` : `"head" "rest"`,
    [media.tablet]: withThumb
      ? { gridTemplateColumns: "7.5rem minmax(0, 1fr)", gridTemplateAreas: `"thumb head" "thumb rest"` }
      : {},
  }),
);

const Head = styled.div`
  grid-area: head;
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  & h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Rest = styled.div`
  grid-area: rest;
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

const Thumb = styled.div`
  grid-area: thumb;
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
  flex-wrap: wrap;
  gap: ${space.sm};
  & > button {
    /* Two to a row on a phone: a third (a mismatch's "Not their post") takes a row of its own. */
    flex: 1 1 7rem;
  }
  ${media.tablet} {
    flex-wrap: nowrap;
    & > button {
      flex: 0 0 auto;
    }
  }
`;

const OUTCOME_TONE = { pending: "neutral", approved: "green", rejected: "orange", reversed: "red" } as const;

const PAY_TEXT: Record<PostPay["state"], ReviewKey> = {
  holding: "pay.holding",
  payable: "pay.payable",
  paid: "pay.paid",
};

type ReviewPostItemProps = {
  post: ReviewPost;
  /** Its own request is running: none of its buttons may start another. */
  busy: boolean;
  /** Decided on this screen: it shows the outcome where it was and offers nothing more until the list is refreshed. */
  settled: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Rejects, in one step, a post the platform names another author for (decision 54). */
  onRejectNotOwn: () => void;
  onReverse: () => void;
};

export function ReviewPostItem({
  post,
  busy,
  settled,
  onApprove,
  onReject,
  onRejectNotOwn,
  onReverse,
}: ReviewPostItemProps) {
  const t = useT(operationsText);
  const tr = useT(reviewText);
  const rejectionOf = useRejectionReason("admin");
  const member = post.memberName ?? t("common.formerMember");
  const hidden = [<VisuallyHidden />];
  const reasonOf = useReversalReason();
  const reversalReason = post.reversalReason === null ? null : reasonOf(post.reversalReason);
  const thumbnail = useThumbnail(post.evidence.thumbnailUrl);
  return (
    <Item aria-busy={busy || undefined}>
      <Main withThumb={thumbnail.src !== null}>
        {thumbnail.src === null ? null : (
          <Thumb>
            <EvidenceThumbnail src={thumbnail.src} onError={thumbnail.broke} />
          </Thumb>
        )}
        <Head>
          <h3>{post.title}</h3>
          {settled ? (
            <Meta role="status">
              <Badge tone={OUTCOME_TONE[post.status]}>{t(`posts.status.${post.status}`)}</Badge>
            </Meta>
          ) : null}
          <Meta>
            <span>{member}</span>
            <Badge tone="blue">{platformLabel(post.platform)}</Badge>
            <span>{t("post.submitted", { date: formatDate(post.submittedAt) })}</span>
            {post.status === "approved" && !settled ? (
              <span>{t("post.approved", { date: formatDate(post.decidedAt), amount: rm(post.earnings) })}</span>
            ) : null}
            {post.status === "rejected" ? (
              <span>{t("post.rejected", { date: formatDate(post.decidedAt) })}</span>
            ) : null}
            {post.status === "reversed" ? (
              <span>{t("post.reversed", { date: formatDate(post.reversedAt) })}</span>
            ) : null}
          </Meta>
        </Head>
        <Rest>
          <Link href={post.url} target="_blank" rel="noopener noreferrer">
            {post.url}
            <VisuallyHidden> {t("post.newTab")}</VisuallyHidden>
          </Link>
          <EvidenceSummary evidence={post.evidence} platform={post.platform} />
          {/* Whether reversing it still keeps its pay from every close (decision 57). */}
          {post.pay && !settled ? (
            <Meta>{tr(PAY_TEXT[post.pay.state], { date: formatDate(post.pay.payableAt) })}</Meta>
          ) : null}
          {post.rejectionReason ? (
            <Meta>{t("common.reason", { reason: rejectionOf(post.rejectionReason) })}</Meta>
          ) : null}
          {reversalReason ? <Meta>{t("post.reversalReason", { reason: reversalReason })}</Meta> : null}
        </Rest>
      </Main>
      {post.status === "pending" && !settled ? (
        <Actions>
          <Button disabled={busy} onClick={onApprove}>
            {rich(t("post.approve", { title: post.title }), hidden)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onReject}>
            {rich(t("post.reject", { title: post.title }), hidden)}
          </Button>
          {post.evidence.status === "mismatch" ? (
            <Button variant="secondary" disabled={busy} onClick={onRejectNotOwn}>
              {rich(tr("post.notOwn", { title: post.title }), hidden)}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {post.status === "approved" && !settled ? (
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={onReverse}>
            {rich(t("post.reverse", { title: post.title }), hidden)}
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}
