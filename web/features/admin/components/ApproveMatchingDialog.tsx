import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { colors } from "../../../ui/theme.ts";
import { matchingPreviewQueryOptions, type ApproveMatchingResult } from "../api/review.ts";
import { reviewText } from "../review/i18n.ts";
import { Figures, Notice, PreviewBody, PreviewState } from "./PayoutPreviewParts.tsx";

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

type ApproveMatchingDialogProps = {
  /** The posts of the page it was opened for; closed when null. */
  postIds: ReadonlyArray<string> | null;
  /** The approval's answer, once it came. */
  result: ApproveMatchingResult | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

// Approving a page of matching posts moves many payments: the dialog shows how many posts and
// what they pay now (posters and uplines apart, exactly), confirms those posts once, and then
// shows what was approved and paid, and what was left as it was. The answer holds the page
// behind its overlay until the admin closes it (use-approve-matching.ts: not in its first moment).
export function ApproveMatchingDialog({ postIds, result, pending, onConfirm, onClose }: ApproveMatchingDialogProps) {
  const t = useT(reviewText);
  return (
    <Dialog
      open={postIds !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("matching.title")}
      description={t("matching.description")}
      maxWidth="32rem"
    >
      {postIds === null ? null : result ? (
        <Answer result={result} onDone={onClose} />
      ) : (
        <Preview postIds={postIds} pending={pending} onConfirm={onConfirm} />
      )}
    </Dialog>
  );
}

function Preview({
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
            <Hint>{t("matching.noUndo")}</Hint>
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

function Answer({ result, onDone }: { result: ApproveMatchingResult; onDone: () => void }) {
  const t = useT(reviewText);
  return (
    <PreviewBody>
      <Hint role="status">
        <strong>{t("matching.done", { count: result.count })}</strong>
      </Hint>
      <Figures aria-label={t("matching.paid")}>
        <dt>{t("matching.posters")}</dt>
        <dd>{rm(result.posters)}</dd>
        <dt>{t("matching.overrides")}</dt>
        <dd>{rm(result.overrides)}</dd>
        <dt>{t("matching.total")}</dt>
        <dd>{rm(result.total)}</dd>
      </Figures>
      {result.skipped.length > 0 ? (
        <Notice>{t("matching.skippedDetail", { count: result.skipped.length })}</Notice>
      ) : null}
      <DialogFooter>
        <Button onClick={onDone}>{t("matching.close")}</Button>
      </DialogFooter>
    </PreviewBody>
  );
}
