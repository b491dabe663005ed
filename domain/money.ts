// Money is integer sen everywhere inside Jemput; RM appears only at the edges.
export type Sen = number;

export const POST_REWARD_SEN: Sen = 20_000;
/** Override rates in basis points, so the arithmetic stays in integers. */
export const LEVEL1_RATE_BPS = 1_500;
export const LEVEL2_RATE_BPS = 500;

/** A rate in basis points as people read it: 1_500 is "15%". */
export const percentLabel = (rateBps: number): string => `${rateBps / 100}%`;
export const LEVEL1_RATE_LABEL = percentLabel(LEVEL1_RATE_BPS);
export const LEVEL2_RATE_LABEL = percentLabel(LEVEL2_RATE_BPS);

/** Share of an amount at a rate in basis points, rounded half up to a whole sen. */
export const overrideOf = (amount: Sen, rateBps: number): Sen => {
  const scaled = amount * rateBps;
  const whole = Math.floor(scaled / 10_000);
  return scaled % 10_000 >= 5_000 ? whole + 1 : whole;
};

/** "1234.50": two decimals, no grouping — the shape APIs and CSV files carry. */
export const toDecimalString = (amount: Sen): string => {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const ringgit = Math.floor(abs / 100);
  const sen = abs % 100;
  return `${sign}${ringgit}.${sen.toString().padStart(2, "0")}`;
};

/** "RM 1,234.50": what a person reads. */
export const formatRM = (amount: Sen): string => {
  const [whole = "0", cents = "00"] = toDecimalString(Math.abs(amount)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}RM ${grouped}.${cents}`;
};

/**
 * "RM 1,234.00" with a non-breaking space, for words read on a screen: a narrow one never ends a
 * line on "RM" and starts the next with the figure. Mails, statements and files keep formatRM.
 */
export const formatRMJoined = (amount: Sen): string => formatRM(amount).replace("RM ", "RM\u00a0");

/** RM as a JSON number for screens that compute with it; exact for any sen amount below 2^53. */
export const toRinggit = (amount: Sen): number => Number(toDecimalString(amount));

/** Parses "12", "12.3" or "12.30" ringgit into sen; anything else is rejected. */
export const parseRinggit = (text: string): Sen | null => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};

/** Sen from a ringgit amount as the API carries it (a JSON number or a decimal string). */
export const fromRinggit = (amount: number | string): Sen => {
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
