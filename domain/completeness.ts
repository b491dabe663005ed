// Profile completeness: a weighted share of the fields brands look at.
// Each field has a fixed weight; the percentage is earned weight over the sum of all weights,
// rounded, so a profile with every field filled is exactly 100.
import { SOCIAL_PLATFORMS } from "./profile-options.ts";

export type CompletenessField =
  | "firstName"
  | "lastName"
  | "email"
  | "phoneNumber"
  | "dateOfBirth"
  | "state"
  | "city"
  | "gender"
  | "ethnicity"
  | "bio"
  | "profilePicture"
  | "bankAccountHolderName"
  | "bankName"
  | "bankAccountNumber"
  | "deliveryAddressLine1"
  | "deliveryCity"
  | "deliveryState"
  | "deliveryPostalCode"
  | "socialMedia";

export const COMPLETENESS_WEIGHTS: ReadonlyArray<{ field: CompletenessField; label: string; weight: number }> = [
  { field: "firstName", label: "First Name", weight: 10 },
  { field: "lastName", label: "Last Name", weight: 10 },
  { field: "email", label: "Email", weight: 10 },
  { field: "phoneNumber", label: "Phone Number", weight: 10 },
  { field: "dateOfBirth", label: "Date of Birth", weight: 8 },
  { field: "state", label: "State", weight: 8 },
  { field: "city", label: "City", weight: 8 },
  { field: "gender", label: "Gender", weight: 8 },
  { field: "ethnicity", label: "Ethnicity", weight: 8 },
  { field: "bio", label: "Bio", weight: 10 },
  { field: "profilePicture", label: "Profile Picture", weight: 15 },
  { field: "bankAccountHolderName", label: "Account Holder Name", weight: 8 },
  { field: "bankName", label: "Bank Name", weight: 8 },
  { field: "bankAccountNumber", label: "Account Number", weight: 8 },
  { field: "deliveryAddressLine1", label: "Delivery Address", weight: 8 },
  { field: "deliveryCity", label: "Delivery City", weight: 6 },
  { field: "deliveryState", label: "Delivery State", weight: 6 },
  { field: "deliveryPostalCode", label: "Postal Code", weight: 6 },
  { field: "socialMedia", label: "Social Media", weight: 13 },
];

const TOTAL_WEIGHT = COMPLETENESS_WEIGHTS.reduce((sum, item) => sum + item.weight, 0);

/** The dashboard treats a profile as complete from here; the profile screen waits for 100. */
export const COMPLETE_AT = 90;
/** The completion modal opens below this score. */
export const MODAL_BELOW = 70;
/** The banner adds its "3x more offers" tip below this score. */
export const TIP_BELOW = 50;

export type CompletenessInput = Partial<Record<Exclude<CompletenessField, "socialMedia">, unknown>> & {
  socialMediaLinks?: unknown;
};

export type Completeness = {
  percent: number;
  /** Labels of the fields still empty, in the order of COMPLETENESS_WEIGHTS. */
  missing: ReadonlyArray<string>;
};

const isFilled = (value: unknown): boolean =>
  typeof value === "string" ? value.trim() !== "" : value !== null && value !== undefined;

const hasSocialProfile = (links: unknown): boolean => {
  if (typeof links !== "object" || links === null) return false;
  return SOCIAL_PLATFORMS.some((platform) => {
    const entry = (links as Record<string, unknown>)[platform];
    return typeof entry === "object" && entry !== null && isFilled((entry as { profileName?: unknown }).profileName);
  });
};

export const completenessOf = (profile: CompletenessInput): Completeness => {
  let earned = 0;
  const missing: string[] = [];
  for (const { field, label, weight } of COMPLETENESS_WEIGHTS) {
    const filled = field === "socialMedia" ? hasSocialProfile(profile.socialMediaLinks) : isFilled(profile[field]);
    if (filled) earned += weight;
    else missing.push(label);
  }
  return { percent: Math.round((earned * 100) / TOTAL_WEIGHT), missing };
};

export const completenessMessage = (percent: number): string =>
  percent >= 90
    ? "Your profile is complete! Brands will trust you more and you're ready for paid partnerships."
    : percent >= 70
      ? "Almost there! Complete your profile so brands can discover and hire you for paid jobs."
      : percent >= 40
        ? "You're halfway there! Complete profiles get 3x more brand partnership opportunities."
        : "Complete your profile to attract brands and unlock paid influencer opportunities.";

/** Badge colour bands of the profile screen: 70 and up yellow, 40-69 orange, below 40 red. */
export const completenessTone = (percent: number): "yellow" | "orange" | "red" =>
  percent >= 70 ? "yellow" : percent >= 40 ? "orange" : "red";

/** "A, B, C and 4 more": at most `shown` names, then a count of the rest. */
export const summariseMissing = (missing: ReadonlyArray<string>, shown = 3): string => {
  const head = missing.slice(0, shown).join(", ");
  const rest = missing.length - shown;
  return rest > 0 ? `${head} and ${rest} more` : head;
};
