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
import type { Translate } from "../../../lib/i18n/use-t.ts";
import { CATEGORY_KEYS, LANGUAGE_KEYS } from "../../../lib/profile-option-keys.ts";
import type { ProfileKey } from "../i18n.ts";

// What members read for each stored option value, in their language: the value is what is
// stored and sent, the label comes from the catalog. The records are typed by the option lists,
// so a new option without a label fails the type check.
export type Option = { value: string; label: string };
type T = Translate<ProfileKey>;

type Keys<L extends ReadonlyArray<string>> = Record<L[number], ProfileKey>;

const GENDER_KEYS: Keys<typeof GENDERS> = {
  male: "gender.male",
  female: "gender.female",
  other: "gender.other",
  "prefer-not-to-say": "gender.preferNotToSay",
};

const MARITAL_STATUS_KEYS: Keys<typeof MARITAL_STATUSES> = {
  single: "marital.single",
  married: "marital.married",
  divorced: "marital.divorced",
  widowed: "marital.widowed",
  "prefer-not-to-say": "marital.preferNotToSay",
};

const ETHNICITY_KEYS: Keys<typeof ETHNICITIES> = {
  malay: "ethnicity.malay",
  chinese: "ethnicity.chinese",
  indian: "ethnicity.indian",
  iban: "ethnicity.iban",
  kadazan_dusun: "ethnicity.kadazanDusun",
  bajau: "ethnicity.bajau",
  melanau: "ethnicity.melanau",
  bidayuh: "ethnicity.bidayuh",
  orang_asli: "ethnicity.orangAsli",
  eurasian: "ethnicity.eurasian",
  mixed: "ethnicity.mixed",
  other: "ethnicity.other",
  "prefer-not-to-say": "ethnicity.preferNotToSay",
};

// Place names, written as each language writes them ("Melaka" in Malay, "马六甲" in Chinese).
const STATE_KEYS: Keys<typeof STATES> = {
  Johor: "state.johor",
  Kedah: "state.kedah",
  Kelantan: "state.kelantan",
  "Kuala Lumpur": "state.kualaLumpur",
  Labuan: "state.labuan",
  "Malacca (Melaka)": "state.malacca",
  "Negeri Sembilan": "state.negeriSembilan",
  Pahang: "state.pahang",
  "Penang (Pulau Pinang)": "state.penang",
  Perak: "state.perak",
  Perlis: "state.perlis",
  Putrajaya: "state.putrajaya",
  Sabah: "state.sabah",
  Sarawak: "state.sarawak",
  Selangor: "state.selangor",
  Terengganu: "state.terengganu",
};

const COUNTRY_KEYS: Keys<typeof DELIVERY_COUNTRIES> = {
  Malaysia: "country.malaysia",
  Singapore: "country.singapore",
  Brunei: "country.brunei",
  Thailand: "country.thailand",
  Indonesia: "country.indonesia",
  Other: "country.other",
};

const options = <L extends ReadonlyArray<string>>(values: L, keys: Keys<L>, t: T): Option[] =>
  values.map((value: L[number]) => ({ value, label: t(keys[value]) }));

export const genderOptions = (t: T) => options(GENDERS, GENDER_KEYS, t);
export const maritalStatusOptions = (t: T) => options(MARITAL_STATUSES, MARITAL_STATUS_KEYS, t);
export const ethnicityOptions = (t: T) => options(ETHNICITIES, ETHNICITY_KEYS, t);
export const categoryOptions = (t: T) => options(INFLUENCER_CATEGORIES, CATEGORY_KEYS, t);
export const languageOptions = (t: T) => options(LANGUAGES, LANGUAGE_KEYS, t);
export const stateOptions = (t: T) => options(STATES, STATE_KEYS, t);
export const countryOptions = (t: T) => options(DELIVERY_COUNTRIES, COUNTRY_KEYS, t);
// Zone names are the tz database's own, in every language: "Asia/Kuala_Lumpur" reads as "Asia/Kuala Lumpur".
export const TIMEZONE_OPTIONS: Option[] = TIMEZONES.map((value) => ({ value, label: value.replace(/_/g, " ") }));
