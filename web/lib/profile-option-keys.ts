import type { GENDERS, INFLUENCER_CATEGORIES, LANGUAGES, MARITAL_STATUSES } from "../../domain/profile-options.ts";
import { optionLabel } from "./member-details.ts";

// The catalog keys of stored profile values that every screen showing them names alike: each
// feature's catalog holds these keys in its own words (the profile form, the team view and the
// admin's filters), and the type check fails where a catalog lacks one or a value lacks a key.

// Bilingual in English ("Beauty & Fashion (Kecantikan & Fesyen)"); the English name alone is stored.
export const CATEGORY_KEYS = {
  "Beauty & Fashion": "category.beautyFashion",
  "Food & Lifestyle": "category.foodLifestyle",
  Technology: "category.technology",
  "Health & Fitness": "category.healthFitness",
  Travel: "category.travel",
  Education: "category.education",
  Entertainment: "category.entertainment",
  Business: "category.business",
  Sports: "category.sports",
  Parenting: "category.parenting",
  "Art & Photography": "category.artPhotography",
  Music: "category.music",
  Gaming: "category.gaming",
  Finance: "category.finance",
  "DIY & Crafts": "category.diyCrafts",
} as const satisfies Record<(typeof INFLUENCER_CATEGORIES)[number], `category.${string}`>;

export const LANGUAGE_KEYS = {
  "Bahasa Malaysia": "language.malay",
  English: "language.english",
  Mandarin: "language.mandarin",
  Tamil: "language.tamil",
  Cantonese: "language.cantonese",
  Hokkien: "language.hokkien",
  Hakka: "language.hakka",
  Arabic: "language.arabic",
  Hindi: "language.hindi",
  Thai: "language.thai",
  Indonesian: "language.indonesian",
  Japanese: "language.japanese",
  Korean: "language.korean",
  French: "language.french",
  Spanish: "language.spanish",
  German: "language.german",
  Portuguese: "language.portuguese",
} as const satisfies Record<(typeof LANGUAGES)[number], `language.${string}`>;

// A gender or marital status where both are read side by side (team and admin views).
export const OPTION_KEYS = {
  male: "option.male",
  female: "option.female",
  other: "option.other",
  "prefer-not-to-say": "option.preferNotToSay",
  single: "option.single",
  married: "option.married",
  divorced: "option.divorced",
  widowed: "option.widowed",
} as const satisfies Record<(typeof GENDERS)[number] | (typeof MARITAL_STATUSES)[number], `option.${string}`>;

/**
 * Words for stored values through `keys` in the reader's catalog; a value the catalog does not
 * know (written by an older form) is shown by `otherwise`, as stored unless told.
 */
export const wordsOf =
  <K extends string>(keys: Readonly<Record<string, K>>, otherwise: (value: string) => string = (value) => value) =>
  (value: string, t: (key: K) => string): string => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? t(key) : otherwise(value);
  };

/** A gender or marital status: "prefer-not-to-say" reads "Prefer not to say". */
export const optionWords = wordsOf(OPTION_KEYS, optionLabel);
export const categoryWords = wordsOf(CATEGORY_KEYS);
export const languageWords = wordsOf(LANGUAGE_KEYS);
