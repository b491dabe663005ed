import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { ReviewPost } from "../api/posts.ts";
import { operationsText } from "../operations/i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type ReversePostDialogProps = {
  post: ReviewPost | null;
  pending: boolean;
  onReverse: (reason: string) => unknown;
  onClose: () => void;
};

// Reversing takes money back from three members and cannot be undone, so the dialog says how
// much and asks why: the member reads the reason next to their post.
export function ReversePostDialog({ post, pending, onReverse, onClose }: ReversePostDialogProps) {
  const t = useT(operationsText);
  return (
    <ReasonDialog
      open={post !== null}
      formKey={post?.id}
      title={t("reverse.title")}
      description={
        post
          ? t("reverse.description", {
              title: post.title,
              member: post.memberName ?? t("common.formerMember"),
              amount: rm(post.earnings),
            })
          : undefined
      }
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
