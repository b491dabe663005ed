import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { rm } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import type { Payout } from "../api/payouts.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

type MarkPaidDialogProps = {
  payout: Payout | null;
  pending: boolean;
  onPaid: (reference: string) => void;
  onClose: () => void;
};

// The bank's reference for the transfer, so the payment can be traced from either side.
export function MarkPaidDialog({ payout, pending, onPaid, onClose }: MarkPaidDialogProps) {
  return (
    <Dialog
      open={payout !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Mark Payout as Paid"
      description={payout ? `${rm(payout.amount)} to ${payout.memberName}` : undefined}
    >
      {payout ? <ReferenceForm key={payout.id} pending={pending} onPaid={onPaid} /> : null}
    </Dialog>
  );
}

function ReferenceForm({ pending, onPaid }: { pending: boolean; onPaid: (reference: string) => void }) {
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reference.trim() === "") setError("Please enter the bank reference");
    else onPaid(reference.trim());
  }

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label="Bank Reference"
        hint="As it appears on the bank's transfer record"
        required
        maxLength={100}
        autoComplete="off"
        value={reference}
        error={error}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Mark Paid"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
