import { formatRM, fromRinggit } from "../../domain/money.ts";

// The API carries ringgit as JSON numbers or decimal strings; screens always show "RM 1,234.00".
export const rm = (amount: number | string | null | undefined): string => formatRM(fromRinggit(amount ?? 0));

// "RM 1,234": whole ringgit, for places the spec shows without sen (e.g. "Your Override").
export const rmWhole = (amount: number | string | null | undefined): string =>
  rm(Math.round(fromRinggit(amount ?? 0) / 100)).replace(/\.00$/, "");

export const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined): string =>
  [person?.firstName, person?.lastName].map((part) => part?.trim() ?? "").filter(Boolean).join(" ");

// Dates are shown in Malaysian style (day month year), in the viewer's own time zone.
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return "-";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : date.toLocaleDateString("en-MY", { day: "numeric", month: "short", year: "numeric" });
};

export const formatNumber = (value: number | null | undefined): string => (value ?? 0).toLocaleString("en-MY");
