import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { rm } from "../../../lib/format.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import type { ReviewPost } from "../api/posts.ts";
import { ReasonForm } from "./RejectPostDialog.tsx";

type ReversePostDialogProps = {
  post: ReviewPost | null;
  pending: boolean;
  onReverse: (reason: string) => void;
  onClose: () => void;
};

// Reversing takes money back from three members and cannot be undone, so the dialog says how
// much and asks why: the member reads the reason next to their post.
export function ReversePostDialog({ post, pending, onReverse, onClose }: ReversePostDialogProps) {
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reverse Post"
      description={
        post
          ? `“${post.title}” by ${post.memberName ?? FORMER_MEMBER}: ${rm(post.earnings)} and its uplines' overrides are taken back this month. This cannot be undone.`
          : undefined
      }
    >
      {post ? (
        <ReasonForm
          key={post.id}
          pending={pending}
          onSubmit={onReverse}
          submitLabel="Reverse Post"
          pendingLabel="Reversing..."
          hint="Taken down, fake, bought views: shown to the member with their post"
        />
      ) : null}
    </Dialog>
  );
}
