import type { FocusEvent } from "react";
import { isMaskedAccount } from "../../../../domain/bank-account.ts";
import { Card } from "../../../ui/Card.tsx";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import {
  BANK_OPTIONS,
  DUITNOW_TYPE_OPTIONS,
  passportCountryOptions,
  PAYMENT_METHOD_OPTIONS,
} from "../utils/banking.ts";
import { FieldGrid, SectionNote } from "./FieldGrid.tsx";

// Where payouts go: an account at a bank chosen from the list, or a DuitNow ID. Only the member
// and the admins who pay them ever see these details, the number or ID only as its last four
// digits; changing them asks for the password again.

const MASKED_HINT =
  "Only the last 4 digits are shown. Type a new one to change it. (Hanya 4 digit terakhir dipaparkan.)";
// Typing replaces the masked value instead of adding to it.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();
const maskedProps = (value: string) => (isMaskedAccount(value) ? { hint: MASKED_HINT, onFocus: selectAll } : {});

const ID_PLACEHOLDERS: Readonly<Record<string, string>> = {
  mobile: "e.g. 012-345 6789",
  nric: "e.g. 900101-14-5678",
  passport: "e.g. A12345678",
  business: "e.g. 202301012345",
};

export function BankingSection({ editor }: { editor: ProfileEditor }) {
  const { bind, form } = editor;
  const duitNow = form.paymentMethod === "duitnow";
  // A bank name saved before the list that names none on it: the member picks theirs.
  const unverified = !duitNow && form.bankCode === "" && form.bankName !== "";
  return (
    <Card title="Banking Details (Maklumat Bank)">
      <SectionNote>Your monthly income is paid into this account.</SectionNote>
      <FieldGrid>
        <TextField
          label="Account Holder Name (Nama Pemegang Akaun)"
          autoComplete="name"
          {...bind("bankAccountHolderName")}
        />
        <SelectField label="Paid by (Dibayar melalui)" options={PAYMENT_METHOD_OPTIONS} {...bind("paymentMethod")} />
        {duitNow ? (
          <>
            <SelectField
              label="DuitNow ID type (Jenis ID DuitNow)"
              placeholder="Select ID type"
              options={DUITNOW_TYPE_OPTIONS}
              {...bind("duitNowIdType")}
            />
            <TextField
              label="DuitNow ID (ID DuitNow)"
              autoComplete="off"
              maxLength={40}
              placeholder={ID_PLACEHOLDERS[form.duitNowIdType]}
              {...maskedProps(form.duitNowId)}
              {...bind("duitNowId")}
            />
            {form.duitNowIdType === "passport" ? (
              <SelectField
                label="Passport issued by (Negara pengeluar pasport)"
                placeholder="Select country"
                options={passportCountryOptions()}
                {...bind("duitNowIdCountry")}
              />
            ) : null}
          </>
        ) : (
          <>
            <SelectField
              label="Bank Name (Nama Bank)"
              placeholder="Select your bank"
              options={BANK_OPTIONS}
              hint={
                unverified
                  ? `You saved "${form.bankName}", which is not on the list: please choose your bank. (Sila pilih bank anda.)`
                  : undefined
              }
              {...bind("bankCode")}
            />
            <TextField
              label="Account Number (Nombor Akaun)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              {...maskedProps(form.bankAccountNumber)}
              {...bind("bankAccountNumber")}
            />
          </>
        )}
      </FieldGrid>
    </Card>
  );
}
