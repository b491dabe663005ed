import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

type ReissueFileDialogProps = {
  open: boolean;
  monthTitle: string;
  pending: boolean;
  onReissue: (reason: string) => void;
  onClose: () => void;
};

// A month's payment file is given once; another download needs a reason, which the data-access
// log keeps beside the admin's name, because the same payouts could go to the bank twice.
export function ReissueFileDialog({ open, monthTitle, pending, onReissue, onClose }: ReissueFileDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Re-issue Bank File"
      description={`Allow one more download of the ${monthTitle} bank file. Upload only one of them to the bank.`}
    >
      {open ? <ReasonForm pending={pending} onReissue={onReissue} /> : null}
    </Dialog>
  );
}

function ReasonForm({ pending, onReissue }: { pending: boolean; onReissue: (reason: string) => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === "") setError("Please say why the file is needed again");
    else onReissue(reason.trim());
  }

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label="Reason"
        hint="e.g. The bank rejected the upload"
        required
        maxLength={500}
        autoComplete="off"
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Re-issuing..." : "Re-issue"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
