import type { FocusEvent } from "react";
import { isMaskedAccount } from "../../../../domain/bank-account.ts";
import { Card } from "../../../ui/Card.tsx";
import { TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import { FieldGrid, SectionNote } from "./FieldGrid.tsx";

// Where payouts go. Only the member and the admins who pay them ever see these details, and
// the account number only as its last four digits; changing them asks for the password again.
export function BankingSection({ editor }: { editor: ProfileEditor }) {
  const { bind } = editor;
  // The server shows a saved number masked (•••• 5566); sending it back keeps the number.
  const masked = isMaskedAccount(bind("bankAccountNumber").value);
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
          {...(masked
            ? {
                hint: "Only the last 4 digits are shown. Type a new number to change it. (Hanya 4 digit terakhir dipaparkan.)",
                // Typing replaces the masked value instead of adding to it.
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              }
            : {})}
          {...bind("bankAccountNumber")}
        />
      </FieldGrid>
    </Card>
  );
}
