import {
  DELIVERY_COUNTRIES,
  ETHNICITIES,
  GENDERS,
  INFLUENCER_CATEGORIES,
  LANGUAGES,
  MARITAL_STATUSES,
  STATES,
  TIMEZONES,
} from "../../../../domain/profile-options.ts";

// What members read for each stored option value. The records are typed by the option lists,
// so a new option without a label fails the type check.
export type Option = { value: string; label: string };

type Labels<L extends ReadonlyArray<string>> = Record<L[number], string>;

const GENDER_LABELS: Labels<typeof GENDERS> = {
  male: "Male",
  female: "Female",
  other: "Other",
  "prefer-not-to-say": "Prefer not to say",
};

const MARITAL_STATUS_LABELS: Labels<typeof MARITAL_STATUSES> = {
  single: "Single",
  married: "Married",
  divorced: "Divorced",
  widowed: "Widowed",
  "prefer-not-to-say": "Prefer not to say",
};

const ETHNICITY_LABELS: Labels<typeof ETHNICITIES> = {
  malay: "Malay",
  chinese: "Chinese",
  indian: "Indian",
  iban: "Iban",
  kadazan_dusun: "Kadazan-Dusun",
  bajau: "Bajau",
  melanau: "Melanau",
  bidayuh: "Bidayuh",
  orang_asli: "Orang Asli",
  eurasian: "Eurasian",
  mixed: "Mixed",
  other: "Other",
  "prefer-not-to-say": "Prefer not to say",
};

// Bilingual on screen; the English name alone is what is stored.
const CATEGORY_LABELS: Labels<typeof INFLUENCER_CATEGORIES> = {
  "Beauty & Fashion": "Beauty & Fashion (Kecantikan & Fesyen)",
  "Food & Lifestyle": "Food & Lifestyle (Makanan & Gaya Hidup)",
  Technology: "Technology (Teknologi)",
  "Health & Fitness": "Health & Fitness (Kesihatan & Kecergasan)",
  Travel: "Travel (Pelancongan)",
  Education: "Education (Pendidikan)",
  Entertainment: "Entertainment (Hiburan)",
  Business: "Business (Perniagaan)",
  Sports: "Sports (Sukan)",
  Parenting: "Parenting (Keibubapaan)",
  "Art & Photography": "Art & Photography (Seni & Fotografi)",
  Music: "Music (Muzik)",
  Gaming: "Gaming (Permainan)",
  Finance: "Finance (Kewangan)",
  "DIY & Crafts": "DIY & Crafts (DIY & Kraf)",
};

const options = <L extends ReadonlyArray<string>>(values: L, labels: Labels<L>): Option[] =>
  values.map((value: L[number]) => ({ value, label: labels[value] }));
const asIs = (values: ReadonlyArray<string>): Option[] => values.map((value) => ({ value, label: value }));

export const GENDER_OPTIONS = options(GENDERS, GENDER_LABELS);
export const MARITAL_STATUS_OPTIONS = options(MARITAL_STATUSES, MARITAL_STATUS_LABELS);
export const ETHNICITY_OPTIONS = options(ETHNICITIES, ETHNICITY_LABELS);
export const CATEGORY_OPTIONS = options(INFLUENCER_CATEGORIES, CATEGORY_LABELS);
export const LANGUAGE_OPTIONS = asIs(LANGUAGES);
export const STATE_OPTIONS = asIs(STATES);
export const COUNTRY_OPTIONS = asIs(DELIVERY_COUNTRIES);
// "Asia/Kuala_Lumpur" reads as "Asia/Kuala Lumpur".
export const TIMEZONE_OPTIONS = TIMEZONES.map((value) => ({ value, label: value.replace(/_/g, " ") }));
