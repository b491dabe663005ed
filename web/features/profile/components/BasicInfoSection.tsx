import { Card } from "../../../ui/Card.tsx";
import { Field, TextArea, TextField } from "../../../ui/Field.tsx";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
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
import { bound, FormSelectField, FormTextField } from "./FormFields.tsx";
import { PictureUploader } from "./PictureUploader.tsx";

type BasicInfoSectionProps = { form: ProfileFormApi; email: string };

export function BasicInfoSection({ form, email }: BasicInfoSectionProps) {
  const t = useT(profileText);
  const today = new Date();
  return (
    <Card title={t("basic.title")}>
      <FieldGrid>
        <Wide>
          <PictureUploader form={form} />
        </Wide>
        <FormTextField form={form} label={t("basic.firstName")} required autoComplete="given-name" name="firstName" />
        <FormTextField form={form} label={t("basic.lastName")} required autoComplete="family-name" name="lastName" />
        <TextField label={t("basic.email")} type="email" value={email} readOnly hint={t("basic.emailHint")} />
        <FormTextField
          form={form}
          label={t("basic.phone")}
          required
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          name="phoneNumber"
        />
        <FormTextField
          form={form}
          label={t("basic.dateOfBirth")}
          type="date"
          autoComplete="bday"
          max={isoDate(today)}
          name="dateOfBirth"
          valueProps={(value) => {
            const age = ageOn(value, today);
            return { hint: age === null ? undefined : t("basic.age", { age }) };
          }}
        />
        <FormSelectField
          form={form}
          label={t("basic.gender")}
          placeholder={t("basic.genderPlaceholder")}
          options={genderOptions(t)}
          name="gender"
        />
        <FormSelectField
          form={form}
          label={t("basic.ethnicity")}
          placeholder={t("basic.ethnicityPlaceholder")}
          options={ethnicityOptions(t)}
          name="ethnicity"
        />
        <FormSelectField
          form={form}
          label={t("basic.maritalStatus")}
          placeholder={t("basic.maritalStatusPlaceholder")}
          options={maritalStatusOptions(t)}
          name="maritalStatus"
        />
        <FormTextField
          form={form}
          label={t("basic.children")}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          name="numberOfChildren"
        />
        <FormSelectField
          form={form}
          label={t("basic.state")}
          placeholder={t("basic.statePlaceholder")}
          options={stateOptions(t)}
          name="state"
        />
        <FormTextField form={form} label={t("basic.city")} autoComplete="address-level2" name="city" />
        <FormSelectField form={form} label={t("basic.timezone")} options={TIMEZONE_OPTIONS} name="timezone" />
        <Wide>
          <form.Field name="bio">
            {(field) => {
              const { error, ...bio } = bound(field);
              return (
                <Field label={t("basic.bio")} hint={t("basic.bioHint")} error={error}>
                  {(ids) => <TextArea {...ids} {...bio} maxLength={1000} rows={4} />}
                </Field>
              );
            }}
          </form.Field>
        </Wide>
      </FieldGrid>
    </Card>
  );
}
