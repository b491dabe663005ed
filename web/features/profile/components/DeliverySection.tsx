import { useId } from "react";
import { Card } from "../../../ui/Card.tsx";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import { countryOptions, stateOptions } from "../utils/option-labels.ts";
import { FieldGrid, SectionNote, Wide } from "./FieldGrid.tsx";
import { FormSelectField, FormTextField } from "./FormFields.tsx";

// Where brands send products to review. The whole address is optional, but once started the
// starred fields are needed (see validateProfileForm).
export function DeliverySection({ form }: { form: ProfileFormApi }) {
  const t = useT(profileText);
  const statesId = useId();
  return (
    <Card title={t("delivery.title")}>
      <SectionNote>{t("delivery.note")}</SectionNote>
      <FieldGrid>
        <Wide>
          <FormTextField
            form={form}
            label={t("delivery.line1")}
            required
            autoComplete="address-line1"
            name="deliveryAddressLine1"
          />
        </Wide>
        <Wide>
          <FormTextField
            form={form}
            label={t("delivery.line2")}
            autoComplete="address-line2"
            name="deliveryAddressLine2"
          />
        </Wide>
        <FormTextField form={form} label={t("basic.city")} required autoComplete="address-level2" name="deliveryCity" />
        {/* Free text with Malaysian suggestions: the address may be in another country. The value
            stays the English name (what is stored), the suggestion shows it in the reader's language. */}
        <FormTextField
          form={form}
          label={t("basic.state")}
          required
          autoComplete="address-level1"
          list={statesId}
          name="deliveryState"
        />
        <datalist id={statesId}>
          {stateOptions(t).map((option) => (
            <option
              key={option.value}
              value={option.value}
              label={option.label === option.value ? undefined : option.label}
            />
          ))}
        </datalist>
        <FormTextField
          form={form}
          label={t("delivery.postalCode")}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          name="deliveryPostalCode"
        />
        <FormSelectField
          form={form}
          label={t("delivery.country")}
          required
          autoComplete="country-name"
          options={countryOptions(t)}
          name="deliveryCountry"
        />
      </FieldGrid>
    </Card>
  );
}
