// The profile form's option lists, shared by the profile form and the server's validation.
export const GENDERS = ["male", "female", "other", "prefer-not-to-say"] as const;
export const MARITAL_STATUSES = ["single", "married", "divorced", "widowed", "prefer-not-to-say"] as const;
export const ETHNICITIES = [
  "malay", "chinese", "indian", "iban", "kadazan_dusun", "bajau", "melanau", "bidayuh", "orang_asli", "eurasian", "mixed", "other", "prefer-not-to-say",
] as const;
export const STATES = [
  "Johor", "Kedah", "Kelantan", "Kuala Lumpur", "Labuan", "Malacca (Melaka)", "Negeri Sembilan", "Pahang",
  "Penang (Pulau Pinang)", "Perak", "Perlis", "Putrajaya", "Sabah", "Sarawak", "Selangor", "Terengganu",
] as const;
export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "youtube", "facebook", "twitter"] as const;
export const INFLUENCER_CATEGORIES = [
  "Beauty & Fashion", "Food & Lifestyle", "Technology", "Health & Fitness", "Travel", "Education", "Entertainment",
  "Business", "Sports", "Parenting", "Art & Photography", "Music", "Gaming", "Finance", "DIY & Crafts",
] as const;
export const LANGUAGES = [
  "Bahasa Malaysia", "English", "Mandarin", "Tamil", "Cantonese", "Hokkien", "Hakka", "Arabic", "Hindi", "Thai",
  "Indonesian", "Japanese", "Korean", "French", "Spanish", "German", "Portuguese",
] as const;
export const TIMEZONES = [
  "Asia/Kuala_Lumpur", "Asia/Singapore", "Asia/Jakarta", "Asia/Bangkok", "Asia/Manila", "Asia/Hong_Kong", "Asia/Taipei",
  "Asia/Tokyo", "Asia/Seoul", "Australia/Sydney", "Pacific/Auckland", "America/New_York", "America/Los_Angeles",
  "Europe/London", "Europe/Paris", "UTC",
] as const;
export const DELIVERY_COUNTRIES = ["Malaysia", "Singapore", "Brunei", "Thailand", "Indonesia", "Other"] as const;
