import type { GENDERS, MARITAL_STATUSES, STATES } from "../../../../domain/profile-options.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import { optionLabel } from "../../../lib/member-details.ts";
import { CATEGORY_KEYS, LANGUAGE_KEYS } from "../../../lib/profile-option-keys.ts";
import type { AdminKey } from "../i18n.ts";

// The stored values of a member's profile (domain/profile-options.ts) in the reader's language.
// Values stay as stored in filters and queries; only their labels change. A value the catalog
// does not know (written by an older form) is shown as it is stored.

const STATE_KEYS: Record<(typeof STATES)[number], AdminKey> = {
  Johor: "state.johor",
  Kedah: "state.kedah",
  Kelantan: "state.kelantan",
  "Kuala Lumpur": "state.kualaLumpur",
  Labuan: "state.labuan",
  "Malacca (Melaka)": "state.melaka",
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

const OPTION_KEYS: Record<(typeof GENDERS)[number] | (typeof MARITAL_STATUSES)[number], AdminKey> = {
  male: "option.male",
  female: "option.female",
  other: "option.other",
  "prefer-not-to-say": "option.preferNotToSay",
  single: "option.single",
  married: "option.married",
  divorced: "option.divorced",
  widowed: "option.widowed",
};

type Words = (value: string, t: Translate<AdminKey>) => string;

const wordsOf =
  (keys: Readonly<Record<string, AdminKey>>, otherwise: (value: string) => string = (value) => value): Words =>
  (value, t) => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? t(key) : otherwise(value);
  };

export const stateWords = wordsOf(STATE_KEYS);
/** A gender or marital status: "prefer-not-to-say" reads "Prefer not to say". */
export const optionWords = wordsOf(OPTION_KEYS, optionLabel);
export const languageWords = wordsOf(LANGUAGE_KEYS);
export const categoryWords = wordsOf(CATEGORY_KEYS);
