import { useT } from "../../../lib/i18n/use-t.ts";
import type { ReviewPost } from "../api/posts.ts";
import { operationsText } from "../operations/i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type RejectPostDialogProps = {
  post: ReviewPost | null;
  pending: boolean;
  onReject: (reason: string) => unknown;
  onClose: () => void;
};

// The member reads the reason next to their post, so one is always asked for.
export function RejectPostDialog({ post, pending, onReject, onClose }: RejectPostDialogProps) {
  const t = useT(operationsText);
  return (
    <ReasonDialog
      open={post !== null}
      formKey={post?.id}
      title={t("reject.title")}
      description={
        post
          ? t("reject.description", { title: post.title, member: post.memberName ?? t("common.formerMember") })
          : undefined
      }
      hint={t("reject.hint")}
      submitLabel={t("reject.submit")}
      pendingLabel={t("reject.pending")}
      pending={pending}
      multiline
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
