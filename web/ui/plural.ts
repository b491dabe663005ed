import { formatNumber } from "../lib/format.ts";

// "1 member", "9 members": counts shown in copy read as proper English.
export const plural = (count: number, one: string, many: string): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
