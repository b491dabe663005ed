/** The modal's "Still needed" badges: the first few field names, then how many more. */
export function stillNeeded(missing: ReadonlyArray<string>, shown = 4): { names: string[]; more: string | null } {
  const rest = missing.length - shown;
  return { names: missing.slice(0, shown), more: rest > 0 ? `+${rest} more` : null };
}
