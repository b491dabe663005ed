// Names and places for demo members, drawn from Malaysia's communities.
export const FIRST_NAMES = [
  "Aisyah", "Nurul", "Siti", "Farah", "Amirah", "Hafiz", "Amir", "Syafiq", "Aiman", "Irfan",
  "Mei Ling", "Wei Jie", "Jia Hui", "Kah Wai", "Xin Yi", "Jun Hao", "Pei Shan", "Zi Xuan",
  "Priya", "Kavitha", "Arjun", "Ravi", "Deepa", "Suresh", "Anitha", "Vikram",
  "Jessica", "Daniel", "Sarah", "Adam", "Elena", "Ryan", "Nadia", "Izzati", "Haziq", "Balqis",
];
export const LAST_NAMES = [
  "Abdullah", "Rahman", "Ismail", "Hassan", "Ahmad", "Yusof", "Ibrahim", "Osman",
  "Tan", "Lim", "Lee", "Wong", "Ng", "Chong", "Teo", "Goh",
  "Subramaniam", "Muthu", "Krishnan", "Raj", "Pillai", "Nair",
  "Anak Jugah", "Gomez", "Fernandez", "Lojingki",
];
export const PLACES: ReadonlyArray<readonly [state: string, city: string]> = [
  ["Kuala Lumpur", "Kuala Lumpur"], ["Selangor", "Shah Alam"], ["Selangor", "Petaling Jaya"], ["Selangor", "Subang Jaya"],
  ["Penang (Pulau Pinang)", "George Town"], ["Johor", "Johor Bahru"], ["Perak", "Ipoh"], ["Sabah", "Kota Kinabalu"],
  ["Sarawak", "Kuching"], ["Malacca (Melaka)", "Melaka"], ["Kedah", "Alor Setar"], ["Pahang", "Kuantan"],
  ["Negeri Sembilan", "Seremban"], ["Kelantan", "Kota Bharu"], ["Terengganu", "Kuala Terengganu"], ["Putrajaya", "Putrajaya"],
];
export const POST_TITLES = [
  "Nasi lemak taste test", "Skincare routine for humid days", "Raya outfit haul", "Penang street food tour",
  "Budget travel: Langkawi", "Unboxing the new phone", "Morning workout at the park", "Café hopping in KL",
  "Deepavali kuih making", "Chinese New Year lou sang", "Review: local batik brand", "Weekend hike at Bukit Broga",
];
