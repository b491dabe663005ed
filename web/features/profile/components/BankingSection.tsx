import { useEffect, useMemo, useRef, type FocusEvent } from "react";
import { isMaskedAccount } from "../../../../domain/bank-account.ts";
import { useLanguage, useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import { profileText } from "../i18n.ts";
import { BANK_OPTIONS, duitNowTypeOptions, passportCountryOptions, paymentMethodOptions } from "../utils/banking.ts";
import { FieldGrid, SectionNote } from "./FieldGrid.tsx";
import { FormSelectField, FormTextField, useFormValue } from "./FormFields.tsx";

// Where payouts go: an account at a bank chosen from the list, or a DuitNow ID. Only the member
// and the admins who pay them ever see these details, the number or ID only as its last four
// digits; changing them asks for the password again.

// Typing replaces the masked value instead of adding to it.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();
const maskedProps = (value: string, hint: string) => (isMaskedAccount(value) ? { hint, onFocus: selectAll } : {});

// Examples of each kind of ID, written the same in every language.
const ID_EXAMPLES: Readonly<Record<string, string>> = {
  mobile: "012-345 6789",
  nric: "900101-14-5678",
  passport: "A12345678",
  business: "202301012345",
};

export function BankingSection({ form }: { form: ProfileFormApi }) {
  const t = useT(profileText);
  const language = useLanguage();
  // Some 250 names, sorted in the reader's language: made once per language.
  const countries = useMemo(() => passportCountryOptions(language), [language]);
  // What decides which fields show; the fields themselves render on their own changes.
  const paymentMethod = useFormValue(form, "paymentMethod");
  const duitNowIdType = useFormValue(form, "duitNowIdType");
  const bankCode = useFormValue(form, "bankCode");
  const bankName = useFormValue(form, "bankName");
  const example = ID_EXAMPLES[duitNowIdType];
  const duitNow = paymentMethod === "duitnow";
  // A bank name saved before the list that names none on it: the member picks theirs.
  const unverified = !duitNow && bankCode === "" && bankName !== "";
  const masked = (value: string) => maskedProps(value, t("banking.masked"));
  // The payout notices link here (/profile#payment-details); the section mounts once the profile
  // has loaded, so the browser's own jump to the fragment has found nothing by then.
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === "#payment-details") anchor.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div id="payment-details" ref={anchor}>
      <Card title={t("banking.title")}>
        <SectionNote>{t("banking.note")}</SectionNote>
        <FieldGrid>
          <FormTextField form={form} label={t("banking.holder")} autoComplete="name" name="bankAccountHolderName" />
          <FormSelectField
            form={form}
            label={t("banking.paidBy")}
            options={paymentMethodOptions(t)}
            name="paymentMethod"
          />
          {duitNow ? (
            <>
              <FormSelectField
                form={form}
                label={t("banking.duitNowType")}
                placeholder={t("banking.duitNowTypePlaceholder")}
                options={duitNowTypeOptions(t)}
                name="duitNowIdType"
              />
              <FormTextField
                form={form}
                label={t("banking.duitNowId")}
                autoComplete="off"
                maxLength={40}
                placeholder={example === undefined ? undefined : t("banking.example", { example })}
                name="duitNowId"
                valueProps={masked}
              />
              {duitNowIdType === "passport" ? (
                <FormSelectField
                  form={form}
                  label={t("banking.passportCountry")}
                  placeholder={t("banking.countryPlaceholder")}
                  options={countries}
                  name="duitNowIdCountry"
                />
              ) : null}
            </>
          ) : (
            <>
              <FormSelectField
                form={form}
                label={t("banking.bank")}
                placeholder={t("banking.bankPlaceholder")}
                options={BANK_OPTIONS}
                hint={unverified ? t("banking.unverified", { bank: bankName }) : undefined}
                name="bankCode"
              />
              <FormTextField
                form={form}
                label={t("banking.accountNumber")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={30}
                name="bankAccountNumber"
                valueProps={masked}
              />
            </>
          )}
        </FieldGrid>
      </Card>
    </div>
  );
}
