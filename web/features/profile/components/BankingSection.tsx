import { Card } from "../../../ui/Card.tsx";
import { TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import { FieldGrid, SectionNote } from "./FieldGrid.tsx";

// Where payouts go. Only the member and the admins who pay them ever see these details.
export function BankingSection({ editor }: { editor: ProfileEditor }) {
  const { bind } = editor;
  return (
    <Card title="Banking Details (Maklumat Bank)">
      <SectionNote>Your monthly income is paid into this account.</SectionNote>
      <FieldGrid>
        <TextField
          label="Account Holder Name (Nama Pemegang Akaun)"
          autoComplete="name"
          {...bind("bankAccountHolderName")}
        />
        <TextField label="Bank Name (Nama Bank)" placeholder="e.g. Maybank" autoComplete="off" {...bind("bankName")} />
        <TextField
          label="Account Number (Nombor Akaun)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          {...bind("bankAccountNumber")}
        />
      </FieldGrid>
    </Card>
  );
}
