import { useQuery } from "@tanstack/react-query";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { matchingPreviewQueryOptions } from "../api/review.ts";
import { reviewText } from "../review/i18n.ts";
import { Figures, Notice, PreviewBody, PreviewState } from "./PayoutPreviewParts.tsx";

type ApproveMatchingDialogProps = {
  /** The posts of the page it was opened for; closed when null. */
  postIds: ReadonlyArray<string> | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// Approving a page of matching posts moves many payments: the dialog shows how many posts and
// what they pay now (posters and uplines apart, exactly), and confirms those posts once.
export function ApproveMatchingDialog({ postIds, pending, onConfirm, onClose }: ApproveMatchingDialogProps) {
  const t = useT(reviewText);
  return (
    <Dialog
      open={postIds !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("matching.title")}
      description={t("matching.description")}
      maxWidth="32rem"
    >
      {postIds === null ? null : <PreviewOf postIds={postIds} pending={pending} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function PreviewOf({
  postIds,
  pending,
  onConfirm,
}: {
  postIds: ReadonlyArray<string>;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useT(reviewText);
  const preview = useQuery(matchingPreviewQueryOptions(postIds));
  const shown = preview.data;
  return (
    <PreviewBody>
      <PreviewState query={preview}>
        {shown ? (
          <>
            {shown.count === 0 ? (
              <Notice role="alert">{t("matching.nothing")}</Notice>
            ) : (
              <Figures aria-label={t("matching.figures")}>
                <dt>{t("matching.posts")}</dt>
                <dd>{formatNumber(shown.count)}</dd>
                <dt>{t("matching.posters")}</dt>
                <dd>{rm(shown.posters)}</dd>
                <dt>{t("matching.overrides")}</dt>
                <dd>{rm(shown.overrides)}</dd>
                <dt>{t("matching.total")}</dt>
                <dd>{rm(shown.total)}</dd>
              </Figures>
            )}
            {shown.skipped.length > 0 && shown.count > 0 ? (
              <Notice>{t("matching.skipped", { count: shown.skipped.length })}</Notice>
            ) : null}
            <p>{t("matching.noUndo")}</p>
          </>
        ) : null}
      </PreviewState>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("matching.cancel")}</Button>
        </DialogClose>
        <Button disabled={pending || preview.isFetching || !shown || shown.count === 0} onClick={onConfirm}>
          {pending ? t("matching.pending") : t("matching.confirm", { count: shown?.count ?? postIds.length })}
        </Button>
      </DialogFooter>
    </PreviewBody>
  );
}
