// Readable, unique referral codes: up to five letters of the first name, then a number derived
// from the member id. Letters-then-digits parses one way only, so two members never share one.
export const referralCodeFor = (memberId: number, firstName: string): string => {
  const letters = firstName
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 5);
  return `${letters || "JEM"}${memberId + 1000}`;
};
