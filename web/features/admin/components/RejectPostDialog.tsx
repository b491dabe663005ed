import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Field, TextArea } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import type { ReviewPost } from "../api/posts.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const REASON_MAX_LENGTH = 500;

type RejectPostDialogProps = {
  post: ReviewPost | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
};

// The member reads the reason next to their post, so one is always asked for.
export function RejectPostDialog({ post, pending, onReject, onClose }: RejectPostDialogProps) {
  return (
    <Dialog
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Post"
      description={post ? `“${post.title}” by ${post.memberName ?? FORMER_MEMBER}` : undefined}
    >
      {post ? (
        <ReasonForm
          key={post.id}
          pending={pending}
          onSubmit={onReject}
          submitLabel="Reject Post"
          pendingLabel="Rejecting..."
          hint="Shown to the member with their post"
        />
      ) : null}
    </Dialog>
  );
}

type ReasonFormProps = {
  pending: boolean;
  onSubmit: (reason: string) => void;
  submitLabel: string;
  pendingLabel: string;
  hint: string;
};

/** A required reason, trimmed; the reversal dialog asks for one the same way. */
export function ReasonForm({ pending, onSubmit, submitLabel, pendingLabel, hint }: ReasonFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") setError("Please give a reason");
    else onSubmit(reason.trim());
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Field label="Reason" hint={hint} error={error} required>
        {(ids) => (
          <TextArea
            {...ids}
            required
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
