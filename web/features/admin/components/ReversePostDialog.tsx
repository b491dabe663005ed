import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useReversalReason } from "../../../lib/reversal-reasons.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import type { ReviewPost } from "../api/posts.ts";
import { operationsText } from "../operations/i18n.ts";
import { reviewText } from "../review/i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

const FixedReason = styled.dl`
  margin: 0;
  padding: ${space.sm} ${space.ms};
  border-left: 4px solid ${colors.brand};
  border-radius: ${radius.sm};
  background: ${colors.brandSoft};
  & dt {
    font-size: 0.875rem;
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

type ReversePostDialogProps = {
  post: ReviewPost | null;
  /** A reason decided beforehand (a post taken down, decision 57): shown, then confirmed, not typed. */
  fixedReason?: string;
  pending: boolean;
  onReverse: (reason: string) => unknown;
  onClose: () => void;
};

// Reversing takes money back from three members and cannot be undone, so the dialog says how
// much and asks why: the member reads the reason next to their post. With a fixed reason it asks
// only to confirm, showing the reason in the admin's language; it is stored as the fixed text.
export function ReversePostDialog({ post, fixedReason, pending, onReverse, onClose }: ReversePostDialogProps) {
  const t = useT(operationsText);
  const tr = useT(reviewText);
  const reasonOf = useReversalReason();
  const description = post
    ? t("reverse.description", {
        title: post.title,
        member: post.memberName ?? t("common.formerMember"),
        amount: rm(post.earnings),
      })
    : undefined;
  if (fixedReason !== undefined)
    return (
      <ConfirmDialog
        open={post !== null}
        title={t("reverse.title")}
        question={description ?? ""}
        confirmLabel={t("reverse.submit")}
        pendingLabel={t("reverse.pending")}
        pending={pending}
        onConfirm={() => onReverse(fixedReason)}
        onCancel={onClose}
      >
        <FixedReason>
          <dt>{tr("takenDown.reasonLabel")}</dt>
          <dd>{reasonOf(fixedReason)}</dd>
        </FixedReason>
      </ConfirmDialog>
    );
  return (
    <ReasonDialog
      open={post !== null}
      formKey={post?.id}
      title={t("reverse.title")}
      description={description}
      hint={t("reverse.hint")}
      submitLabel={t("reverse.submit")}
      pendingLabel={t("reverse.pending")}
      pending={pending}
      multiline
      onSubmit={onReverse}
      onClose={onClose}
    />
  );
}
