import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { space } from "../../../ui/theme.ts";
import { reviewQueueQueryOptions, type ReviewPost, type ReviewStatus } from "../api/posts.ts";
import { useReviewActions } from "../hooks/use-review-actions.ts";
import { useStableRows } from "../hooks/use-stable-rows.ts";
import { operationsText } from "../operations/i18n.ts";
import { RejectPostDialog } from "./RejectPostDialog.tsx";
import { ReversePostDialog } from "./ReversePostDialog.tsx";
import { ReviewPostItem } from "./ReviewPostItem.tsx";
import { ShowLatest } from "./ShowLatest.tsx";

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  padding: 0;
  list-style: none;
`;

const SwitchBox = styled.div`
  max-width: 30rem;
`;

const STATUSES: ReadonlyArray<ReviewStatus> = ["pending", "approved", "rejected", "reversed"];

export function PostsTab() {
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const t = useT(operationsText);
  const options = STATUSES.map((value) => ({ value, label: t(`posts.status.${value}`) }));
  return (
    <Card title={t("posts.title")}>
      <SwitchBox>
        <SegmentedSwitch label={t("posts.show")} options={options} value={status} onChange={setStatus} />
      </SwitchBox>
      {/* Another status is another list, in the order the server gives it. */}
      <ReviewQueue key={status} status={status} />
    </Card>
  );
}

const postId = (post: ReviewPost) => post.id;

// The posts of one status as the admin first saw them: a decided post stays where it was with
// its outcome, and newer posts wait behind "Show latest", so no click lands on another post.
function ReviewQueue({ status }: { status: ReviewStatus }) {
  const queue = useQuery(reviewQueueQueryOptions(status));
  const list = useStableRows(queue.data, postId);
  const actions = useReviewActions(list.decide);
  const [rejecting, setRejecting] = useState<ReviewPost | null>(null);
  const [reversing, setReversing] = useState<ReviewPost | null>(null);
  const t = useT(operationsText);
  const closeOnSuccess = (close: () => void) => (result: unknown) => result !== undefined && close();

  if (queue.isPending)
    return (
      <div aria-busy="true">
        <SkeletonRows count={3} height="6rem" />
      </div>
    );
  if (queue.isError) return <FetchError message={t("posts.failed")} onRetry={() => void queue.refetch()} />;
  return (
    <>
      <ShowLatest added={list.added} onShow={list.showLatest} />
      {list.rows.length === 0 ? (
        <EmptyState title={t(`posts.empty.${status}`)} hint={status === "pending" ? t("posts.emptyHint") : undefined} />
      ) : (
        <List aria-label={t(`posts.list.${status}`)}>
          {list.rows.map((post) => (
            <ReviewPostItem
              key={post.id}
              post={post}
              busy={actions.pending.has(post.id)}
              settled={list.decided.has(post.id)}
              onApprove={() => void actions.approve(post)}
              onReject={() => setRejecting(post)}
              onReverse={() => setReversing(post)}
            />
          ))}
        </List>
      )}
      <RejectPostDialog
        post={rejecting}
        pending={rejecting !== null && actions.pending.has(rejecting.id)}
        onReject={(reason) =>
          rejecting && actions.reject(rejecting, reason).then(closeOnSuccess(() => setRejecting(null)))
        }
        onClose={() => setRejecting(null)}
      />
      <ReversePostDialog
        post={reversing}
        pending={reversing !== null && actions.pending.has(reversing.id)}
        onReverse={(reason) =>
          reversing && actions.reverse(reversing, reason).then(closeOnSuccess(() => setReversing(null)))
        }
        onClose={() => setReversing(null)}
      />
    </>
  );
}
