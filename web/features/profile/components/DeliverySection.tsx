import { useId } from "react";
import { Card } from "../../../ui/Card.tsx";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import { countryOptions, stateOptions } from "../utils/option-labels.ts";
import { FieldGrid, SectionNote, Wide } from "./FieldGrid.tsx";

// Where brands send products to review. The whole address is optional, but once started the
// starred fields are needed (see validateProfileForm).
export function DeliverySection({ editor }: { editor: ProfileEditor }) {
  const t = useT(profileText);
  const { bind } = editor;
  const statesId = useId();
  return (
    <Card title={t("delivery.title")}>
      <SectionNote>{t("delivery.note")}</SectionNote>
      <FieldGrid>
        <Wide>
          <TextField
            label={t("delivery.line1")}
            required
            autoComplete="address-line1"
            {...bind("deliveryAddressLine1")}
          />
        </Wide>
        <Wide>
          <TextField label={t("delivery.line2")} autoComplete="address-line2" {...bind("deliveryAddressLine2")} />
        </Wide>
        <TextField label={t("basic.city")} required autoComplete="address-level2" {...bind("deliveryCity")} />
        {/* Free text with Malaysian suggestions: the address may be in another country. The value
            stays the English name (what is stored), the suggestion shows it in the reader's language. */}
        <TextField
          label={t("basic.state")}
          required
          autoComplete="address-level1"
          list={statesId}
          {...bind("deliveryState")}
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
        <TextField
          label={t("delivery.postalCode")}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...bind("deliveryPostalCode")}
        />
        <SelectField
          label={t("delivery.country")}
          required
          autoComplete="country-name"
          options={countryOptions(t)}
          {...bind("deliveryCountry")}
        />
      </FieldGrid>
    </Card>
  );
}
