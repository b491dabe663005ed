import { Card } from "../../../ui/Card.tsx";
import { Field, SelectField, TextArea, TextField } from "../../../ui/Field.tsx";
import type { ProfileEditor } from "../hooks/use-profile-form.ts";
import {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  STATE_OPTIONS,
  TIMEZONE_OPTIONS,
} from "../utils/option-labels.ts";
import { ageOn, isoDate } from "../utils/profile-form.ts";
import { FieldGrid, Wide } from "./FieldGrid.tsx";
import { PictureUploader } from "./PictureUploader.tsx";

type BasicInfoSectionProps = { editor: ProfileEditor; email: string };

export function BasicInfoSection({ editor, email }: BasicInfoSectionProps) {
  const { form, bind } = editor;
  const bio = bind("bio");
  const today = new Date();
  const age = ageOn(form.dateOfBirth, today);
  return (
    <Card title="Basic Information (Maklumat Asas)">
      <FieldGrid>
        <Wide>
          <PictureUploader editor={editor} />
        </Wide>
        <TextField label="First Name (Nama Pertama)" required autoComplete="given-name" {...bind("firstName")} />
        <TextField label="Last Name (Nama Akhir)" required autoComplete="family-name" {...bind("lastName")} />
        <TextField
          label="Email (E-mel)"
          type="email"
          value={email}
          readOnly
          hint="Email cannot be changed for security reasons (E-mel tidak boleh ditukar atas sebab keselamatan)"
        />
        <TextField
          label="Phone Number (Nombor Telefon)"
          required
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          {...bind("phoneNumber")}
        />
        <TextField
          label="Date of Birth (Tarikh Lahir)"
          type="date"
          autoComplete="bday"
          max={isoDate(today)}
          hint={age === null ? undefined : `Age: ${age} (Umur: ${age})`}
          {...bind("dateOfBirth")}
        />
        <SelectField
          label="Gender (Jantina)"
          placeholder="Select gender"
          options={GENDER_OPTIONS}
          {...bind("gender")}
        />
        <SelectField
          label="Ethnicity (Bangsa)"
          placeholder="Select ethnicity"
          options={ETHNICITY_OPTIONS}
          {...bind("ethnicity")}
        />
        <SelectField
          label="Marital Status (Status Perkahwinan)"
          placeholder="Select marital status"
          options={MARITAL_STATUS_OPTIONS}
          {...bind("maritalStatus")}
        />
        <TextField
          label="Number of Children (Bilangan Anak)"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...bind("numberOfChildren")}
        />
        <SelectField label="State (Negeri)" placeholder="Select state" options={STATE_OPTIONS} {...bind("state")} />
        <TextField label="City (Bandar)" autoComplete="address-level2" {...bind("city")} />
        <SelectField label="Timezone (Zon Waktu)" options={TIMEZONE_OPTIONS} {...bind("timezone")} />
        <Wide>
          <Field
            label="Bio"
            hint="Tell brands who you are and what you create (Ceritakan tentang diri dan kandungan anda)"
            error={bio.error}
          >
            {(ids) => (
              <TextArea {...ids} name={bio.name} value={bio.value} onChange={bio.onChange} maxLength={1000} rows={4} />
            )}
          </Field>
        </Wide>
      </FieldGrid>
    </Card>
  );
}
