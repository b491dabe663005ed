// Words guessed first against a Malaysian site that zxcvbn's common dictionary (some 30,000
// breached passwords, which covers the English and numeric favourites) does not rank: the
// product's own name, the country, and Malay words of endearment and faith. Given to the
// strength check as one more dictionary, so "Sayang2025" or "JEMPUT123" score as the word and a
// year they are, whatever their case.
export const LOCAL_WORDS: ReadonlyArray<string> = [
  "jemput",
  "jemput123",
  "malaysia",
  "kualalumpur",
  "merdeka",
  "sayang",
  "sayangku",
  "cinta",
  "cintaku",
  "rahsia",
  "bismillah",
  "alhamdulillah",
  "insyaallah",
  "assalamualaikum",
  "selamat",
  "terimakasih",
];
