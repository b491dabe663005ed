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
import { operationsText } from "../operations/i18n.ts";
import { RejectPostDialog } from "./RejectPostDialog.tsx";
import { ReversePostDialog } from "./ReversePostDialog.tsx";
import { ReviewPostItem } from "./ReviewPostItem.tsx";

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
  const queue = useQuery(reviewQueueQueryOptions(status));
  const { approve, reject, reverse } = useReviewActions();
  const [rejecting, setRejecting] = useState<ReviewPost | null>(null);
  const [reversing, setReversing] = useState<ReviewPost | null>(null);
  const busy = approve.isPending || reject.isPending || reverse.isPending;
  const t = useT(operationsText);
  const options = STATUSES.map((value) => ({ value, label: t(`posts.status.${value}`) }));

  return (
    <Card title={t("posts.title")}>
      <SwitchBox>
        <SegmentedSwitch label={t("posts.show")} options={options} value={status} onChange={setStatus} />
      </SwitchBox>
      {queue.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={3} height="6rem" />
        </div>
      ) : queue.isError ? (
        <FetchError message={t("posts.failed")} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title={t(`posts.empty.${status}`)} hint={status === "pending" ? t("posts.emptyHint") : undefined} />
      ) : (
        <List aria-label={t(`posts.list.${status}`)}>
          {queue.data.map((post) => (
            <ReviewPostItem
              key={post.id}
              post={post}
              busy={busy}
              onApprove={() => approve.mutate(post.id)}
              onReject={() => setRejecting(post)}
              onReverse={() => setReversing(post)}
            />
          ))}
        </List>
      )}
      <RejectPostDialog
        post={rejecting}
        pending={reject.isPending}
        onReject={(reason) =>
          rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
        }
        onClose={() => setRejecting(null)}
      />
      <ReversePostDialog
        post={reversing}
        pending={reverse.isPending}
        onReverse={(reason) =>
          reversing && reverse.mutate({ id: reversing.id, reason }, { onSuccess: () => setReversing(null) })
        }
        onClose={() => setReversing(null)}
      />
    </Card>
  );
}
