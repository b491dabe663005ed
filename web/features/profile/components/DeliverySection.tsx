import { useId } from "react";
import { Card } from "../../../ui/Card.tsx";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import { COUNTRY_OPTIONS, STATE_OPTIONS } from "../utils/option-labels.ts";
import { FieldGrid, SectionNote, Wide } from "./FieldGrid.tsx";

// Where brands send products to review. The whole address is optional, but once started the
// starred fields are needed (see validateProfileForm).
export function DeliverySection({ editor }: { editor: ProfileEditor }) {
  const { bind } = editor;
  const statesId = useId();
  return (
    <Card title="Delivery Address (Alamat Penghantaran)">
      <SectionNote>For products brands send you. Fields marked * are needed once you add an address.</SectionNote>
      <FieldGrid>
        <Wide>
          <TextField
            label="Address Line 1 (Alamat Baris 1)"
            required
            autoComplete="address-line1"
            {...bind("deliveryAddressLine1")}
          />
        </Wide>
        <Wide>
          <TextField
            label="Address Line 2 (Alamat Baris 2)"
            autoComplete="address-line2"
            {...bind("deliveryAddressLine2")}
          />
        </Wide>
        <TextField label="City (Bandar)" required autoComplete="address-level2" {...bind("deliveryCity")} />
        {/* Free text with Malaysian suggestions: the address may be in another country. */}
        <TextField
          label="State (Negeri)"
          required
          autoComplete="address-level1"
          list={statesId}
          {...bind("deliveryState")}
        />
        <datalist id={statesId}>
          {STATE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} />
          ))}
        </datalist>
        <TextField
          label="Postal Code (Poskod)"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...bind("deliveryPostalCode")}
        />
        <SelectField
          label="Country (Negara)"
          required
          autoComplete="country-name"
          options={COUNTRY_OPTIONS}
          {...bind("deliveryCountry")}
        />
      </FieldGrid>
    </Card>
  );
}
