import { Card } from "../../../ui/Card.tsx";
import { Field, SelectField, TextArea, TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import {
  ethnicityOptions,
  genderOptions,
  maritalStatusOptions,
  stateOptions,
  TIMEZONE_OPTIONS,
} from "../utils/option-labels.ts";
import { ageOn, isoDate } from "../utils/profile-form.ts";
import { FieldGrid, Wide } from "./FieldGrid.tsx";
import { PictureUploader } from "./PictureUploader.tsx";

type BasicInfoSectionProps = { editor: ProfileEditor; email: string };

export function BasicInfoSection({ editor, email }: BasicInfoSectionProps) {
  const t = useT(profileText);
  const { form, bind } = editor;
  const bio = bind("bio");
  const today = new Date();
  const age = ageOn(form.dateOfBirth, today);
  return (
    <Card title={t("basic.title")}>
      <FieldGrid>
        <Wide>
          <PictureUploader editor={editor} />
        </Wide>
        <TextField label={t("basic.firstName")} required autoComplete="given-name" {...bind("firstName")} />
        <TextField label={t("basic.lastName")} required autoComplete="family-name" {...bind("lastName")} />
        <TextField label={t("basic.email")} type="email" value={email} readOnly hint={t("basic.emailHint")} />
        <TextField
          label={t("basic.phone")}
          required
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          {...bind("phoneNumber")}
        />
        <TextField
          label={t("basic.dateOfBirth")}
          type="date"
          autoComplete="bday"
          max={isoDate(today)}
          hint={age === null ? undefined : t("basic.age", { age })}
          {...bind("dateOfBirth")}
        />
        <SelectField
          label={t("basic.gender")}
          placeholder={t("basic.genderPlaceholder")}
          options={genderOptions(t)}
          {...bind("gender")}
        />
        <SelectField
          label={t("basic.ethnicity")}
          placeholder={t("basic.ethnicityPlaceholder")}
          options={ethnicityOptions(t)}
          {...bind("ethnicity")}
        />
        <SelectField
          label={t("basic.maritalStatus")}
          placeholder={t("basic.maritalStatusPlaceholder")}
          options={maritalStatusOptions(t)}
          {...bind("maritalStatus")}
        />
        <TextField
          label={t("basic.children")}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...bind("numberOfChildren")}
        />
        <SelectField
          label={t("basic.state")}
          placeholder={t("basic.statePlaceholder")}
          options={stateOptions(t)}
          {...bind("state")}
        />
        <TextField label={t("basic.city")} autoComplete="address-level2" {...bind("city")} />
        <SelectField label={t("basic.timezone")} options={TIMEZONE_OPTIONS} {...bind("timezone")} />
        <Wide>
          <Field label={t("basic.bio")} hint={t("basic.bioHint")} error={bio.error}>
            {(ids) => (
              <TextArea {...ids} name={bio.name} value={bio.value} onChange={bio.onChange} maxLength={1000} rows={4} />
            )}
          </Field>
        </Wide>
      </FieldGrid>
    </Card>
  );
}
