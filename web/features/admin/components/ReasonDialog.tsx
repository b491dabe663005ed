import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { useSingleFire } from "../../../ui/use-single-fire.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Field, Input, TextArea } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import { operationsText } from "../operations/i18n.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

type ReasonDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  /** The field's label and hint; "Reason" unless the answer is something else (a bank reference). */
  label?: string;
  hint: string;
  /** What is said when the field is left empty. */
  missing?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  maxLength?: number;
  /** A few lines to write in, for a reason the member reads; else one line. */
  multiline?: boolean;
  /** Starts the form afresh when it changes (another post, payout or flag). */
  formKey?: string | number;
  /** While a returned promise runs, the form sends nothing more. */
  onSubmit: (text: string) => unknown;
  onClose: () => void;
};

// One required answer, trimmed, before an action that is recorded with it: why a post is
// rejected, a flag cleared or a bank file given again, or the bank's reference for a payment.
export function ReasonDialog({ open, title, description, formKey, onClose, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description}>
      {open ? <ReasonForm key={formKey} {...form} /> : null}
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, "open" | "title" | "description" | "formKey" | "onClose">;

function ReasonForm({
  label,
  hint,
  missing,
  submitLabel,
  pendingLabel,
  pending,
  maxLength = 500,
  multiline = false,
  onSubmit,
}: ReasonFormProps) {
  const t = useT(operationsText);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const once = useSingleFire();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "") setError(missing ?? t("reason.missing"));
    else once.fire(() => onSubmit(text.trim()));
  }

  const control = {
    required: true,
    maxLength,
    value: text,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      setError(undefined);
    },
  };
  return (
    <Form onSubmit={submit} noValidate>
      <Field label={label ?? t("reason.label")} hint={hint} error={error} required>
        {(ids) =>
          multiline ? <TextArea {...ids} {...control} rows={4} /> : <Input {...ids} {...control} autoComplete="off" />
        }
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("common.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || once.busy}>
          {pending || once.busy ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
