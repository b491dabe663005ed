// Share templates and message catalogs write a member's details as {{ name }} placeholders. A
// translation is the English text in other words: one that drops {{referralLink}} would share an
// invite without the link, so the server refuses it and the admin's editor warns before saving,
// both with this one reading.

/** The placeholders a text holds ({{ name }} as the Invite page reads them), each once, in order. */
export const placeholdersOf = (content: string): ReadonlyArray<string> => [
  ...new Set(Array.from(content.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => `{{${match[1]}}}`)),
];

/** What `translation` lacks of `english`'s placeholders and what it holds that `english` does not. */
export function placeholderDifference(english: string, translation: string) {
  const expected = placeholdersOf(english);
  const found = placeholdersOf(translation);
  return {
    missing: expected.filter((p) => !found.includes(p)),
    extra: found.filter((p) => !expected.includes(p)),
  };
}
