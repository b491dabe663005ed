import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { APPROVE_MATCHING_LIMIT } from "../../../../domain/review-batch.ts";
import { TAKEN_DOWN_REASON } from "../../../../domain/reversal-reasons.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { reviewQueueQueryOptions, takenDownQueryOptions, type ReviewPost } from "../api/posts.ts";
import { useApproveMatching } from "../hooks/use-approve-matching.ts";
import { POSTS_VIEWS, type PostsView } from "../hooks/use-posts-view.ts";
import { useReviewActions } from "../hooks/use-review-actions.ts";
import { useStableRows } from "../hooks/use-stable-rows.ts";
import { operationsText } from "../operations/i18n.ts";
import { reviewText } from "../review/i18n.ts";
import { pageOf, rangeLabel } from "../utils/paging.ts";
import { matchingOnPage } from "../utils/post-evidence.ts";
import { ApproveMatchingDialog } from "./ApproveMatchingDialog.tsx";
import { Pager } from "./Pager.tsx";
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
  max-width: 36rem;
`;

const Intro = styled.p`
  max-width: 48rem;
  font-size: 0.9375rem;
  color: ${colors.textMuted};
`;

const MatchingBar = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.ms} ${space.md};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.brand};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  & p {
    margin: 0;
  }
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/** A page of the pending queue: what "Approve all matching" may name at once. */
const PAGE_SIZE = APPROVE_MATCHING_LIMIT;

type PostsTabProps = {
  /** The list shown: kept in the address by the tabs (use-posts-view.ts). */
  view: PostsView;
  onView: (view: PostsView) => void;
};

export function PostsTab({ view, onView }: PostsTabProps) {
  const t = useT(operationsText);
  const options = POSTS_VIEWS.map((value) => ({ value, label: t(`posts.status.${value}`) }));
  return (
    <Card title={t("posts.title")}>
      <SwitchBox>
        <SegmentedSwitch label={t("posts.show")} options={options} value={view} onChange={onView} />
      </SwitchBox>
      {/* Another view is another list, in the order the server gives it. */}
      <ReviewQueue key={view} view={view} />
    </Card>
  );
}

const postId = (post: ReviewPost) => post.id;

// The posts of one status as the admin first saw them (pending ones a page at a time): a decided
// post stays where it was with its outcome, and newer posts wait behind "Show latest", so no click lands on
// another post. The pending queue comes matches first (the server's order); the posts of a page
// whose evidence matches can be approved in one confirmed action (decision 54). The Taken down
// list is of approved posts whose platform now says they are gone: each is reversed with the
// fixed reason the member reads in their language, after a confirmation (decision 57).
function ReviewQueue({ view }: { view: PostsView }) {
  const takenDown = view === "takenDown";
  const queue = useQuery(takenDown ? takenDownQueryOptions() : reviewQueueQueryOptions(view));
  const list = useStableRows(queue.data, postId);
  const actions = useReviewActions(list.decide);
  const bulk = useApproveMatching(list.decide);
  const [rejecting, setRejecting] = useState<ReviewPost | null>(null);
  const [reversing, setReversing] = useState<ReviewPost | null>(null);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const t = useT(operationsText);
  const tr = useT(reviewText);
  // Pending posts a page at a time (what Approve all matching names); decided ones all at once, as the server lists them.
  const shown = view === "pending" ? pageOf(list.rows, page, PAGE_SIZE) : { rows: list.rows, page: 1, pages: 1 };
  const busy = new Set([...actions.pending, ...bulk.running]);
  const matching = view === "pending" ? matchingOnPage(shown.rows, list.decided, busy) : [];
  const turn = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: "start" });
  };
  const closeOnSuccess = (close: () => void) => (result: unknown) => result !== undefined && close();

  if (queue.isPending)
    return (
      <div aria-busy="true">
        <SkeletonRows count={3} height="6rem" />
      </div>
    );
  if (queue.isError) return <FetchError message={t("posts.failed")} onRetry={() => void queue.refetch()} />;
  const pager =
    shown.pages > 1 ? (
      <Pager
        label={tr("pager.label")}
        page={shown.page}
        pages={shown.pages}
        status={rangeLabel(shown.page, PAGE_SIZE, list.rows.length)}
        onPage={turn}
      />
    ) : null;
  return (
    <>
      {takenDown ? <Intro>{tr("takenDown.intro")}</Intro> : null}
      <ShowLatest added={list.added} onShow={list.showLatest} />
      <div ref={top} />
      {matching.length > 0 ? (
        <MatchingBar>
          <p>{tr("matching.summary", { count: matching.length })}</p>
          <Button disabled={bulk.pending} onClick={() => bulk.open(matching)}>
            {tr("matching.approve", { count: matching.length })}
          </Button>
        </MatchingBar>
      ) : null}
      {list.rows.length === 0 ? (
        <EmptyState title={t(`posts.empty.${view}`)} hint={view === "pending" ? t("posts.emptyHint") : undefined} />
      ) : (
        <List aria-label={t(`posts.list.${view}`)}>
          {shown.rows.map((post) => (
            <ReviewPostItem
              key={post.id}
              post={post}
              busy={busy.has(post.id)}
              settled={list.decided.has(post.id)}
              onApprove={() => void actions.approve(post)}
              onReject={() => setRejecting(post)}
              onRejectNotOwn={() => void actions.rejectNotOwn(post)}
              onReverse={() => setReversing(post)}
            />
          ))}
        </List>
      )}
      {pager}
      <ApproveMatchingDialog
        postIds={bulk.asked}
        result={bulk.result}
        pending={bulk.pending}
        onConfirm={() => void bulk.confirm()}
        onClose={bulk.close}
      />
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
        fixedReason={takenDown ? TAKEN_DOWN_REASON : undefined}
        pending={reversing !== null && actions.pending.has(reversing.id)}
        onReverse={(reason) =>
          reversing && actions.reverse(reversing, reason).then(closeOnSuccess(() => setReversing(null)))
        }
        onClose={() => setReversing(null)}
      />
    </>
  );
}
