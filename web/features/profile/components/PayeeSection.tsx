import { useEffect, useMemo, useRef, type FocusEvent } from "react";
import { isMaskedIdentity, type PayeePart } from "../../../../domain/payee-identity.ts";
import { useLanguage, useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import { profileText, type ProfileKey } from "../i18n.ts";
import { passportCountryOptions } from "../utils/banking.ts";
import { stateOptions } from "../utils/option-labels.ts";
import { FieldGrid, SectionNote, Wide } from "./FieldGrid.tsx";
import { FormSelectField, FormTextField, useFormValue } from "./FormFields.tsx";

// Who payouts are paid to, as LHDN's e-invoices and statements name an individual (decision 58):
// a MyKad or passport, the income tax number and the home address. Shown only while the company
// e-invoices or once given; the numbers only as their last four, and changing them asks for the
// password again, as the bank details do.

const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

const MISSING_KEYS: Readonly<Record<PayeePart, ProfileKey>> = {
  identity: "payee.missing.identity",
  tin: "payee.missing.tin",
  address: "payee.missing.address",
};

export function PayeeSection({
  form,
  missing,
  checked,
}: {
  form: ProfileFormApi;
  missing: ReadonlyArray<PayeePart>;
  /** Whether MyInvois confirmed the TIN saved (false: its format alone was checked). */
  checked: boolean | null;
}) {
  const t = useT(profileText);
  const language = useLanguage();
  const countries = useMemo(() => passportCountryOptions(language), [language]);
  const identityType = useFormValue(form, "identityType");
  const country = useFormValue(form, "residentialCountry");
  // The payout notices link here (/profile#tax-details), after the section has mounted.
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === "#tax-details") anchor.current?.scrollIntoView({ block: "start" });
  }, []);
  const masked = (value: string) => (isMaskedIdentity(value) ? { hint: t("payee.masked"), onFocus: selectAll } : {});
  return (
    <div id="tax-details" ref={anchor}>
      <Card title={t("payee.title")}>
        <SectionNote>{t("payee.note")}</SectionNote>
        {missing.length > 0 ? (
          <SectionNote role="status">
            {t("payee.missing", { parts: missing.map((part) => t(MISSING_KEYS[part])).join(", ") })}
          </SectionNote>
        ) : null}
        {checked === false ? <SectionNote>{t("payee.unchecked")}</SectionNote> : null}
        <FieldGrid>
          <FormSelectField
            form={form}
            label={t("payee.identityType")}
            placeholder={t("payee.identityTypePlaceholder")}
            options={[
              { value: "mykad", label: t("payee.mykad") },
              { value: "passport", label: t("payee.passport") },
            ]}
            name="identityType"
          />
          <FormTextField
            form={form}
            label={identityType === "passport" ? t("payee.passportNumber") : t("payee.mykadNumber")}
            autoComplete="off"
            maxLength={40}
            placeholder={t("banking.example", {
              example: identityType === "passport" ? "A12345678" : "900101-14-5678",
            })}
            name="identityNumber"
            valueProps={masked}
          />
          {identityType === "passport" ? (
            <FormSelectField
              form={form}
              label={t("banking.passportCountry")}
              placeholder={t("banking.countryPlaceholder")}
              options={countries}
              name="identityCountry"
            />
          ) : null}
          <FormTextField
            form={form}
            label={t("payee.tin")}
            autoComplete="off"
            maxLength={40}
            placeholder={t("banking.example", { example: "IG12345678090" })}
            name="tin"
            valueProps={masked}
          />
          <Wide>
            <FormTextField
              form={form}
              label={t("payee.line1")}
              autoComplete="address-line1"
              name="residentialAddressLine1"
            />
          </Wide>
          <Wide>
            <FormTextField
              form={form}
              label={t("payee.line2")}
              autoComplete="address-line2"
              name="residentialAddressLine2"
            />
          </Wide>
          <FormTextField
            form={form}
            label={t("delivery.postalCode")}
            inputMode={country === "MY" ? "numeric" : undefined}
            autoComplete="postal-code"
            maxLength={10}
            name="residentialPostcode"
          />
          <FormTextField form={form} label={t("basic.city")} autoComplete="address-level2" name="residentialCity" />
          {country === "MY" ? (
            <FormSelectField
              form={form}
              label={t("basic.state")}
              placeholder={t("basic.statePlaceholder")}
              options={stateOptions(t)}
              name="residentialState"
            />
          ) : (
            <FormTextField form={form} label={t("basic.state")} autoComplete="address-level1" name="residentialState" />
          )}
          <FormSelectField
            form={form}
            label={t("delivery.country")}
            autoComplete="country"
            placeholder={t("banking.countryPlaceholder")}
            options={countries}
            name="residentialCountry"
          />
        </FieldGrid>
      </Card>
    </div>
  );
}
