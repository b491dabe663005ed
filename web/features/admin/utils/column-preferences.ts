import { localStorageOrNone } from "../../../lib/local-storage.ts";

// The members table's ten selectable columns, in display order; labels are keys of the admin catalog.
export const MEMBER_COLUMNS = [
  { id: "name", label: "column.name" },
  { id: "email", label: "column.email" },
  { id: "phone", label: "column.phone" },
  { id: "location", label: "column.location" },
  { id: "referrer", label: "column.referrer" },
  { id: "directRecruits", label: "column.directRecruits" },
  { id: "totalTeam", label: "column.totalTeam" },
  { id: "monthlyIncome", label: "column.monthlyIncome" },
  { id: "joinedDate", label: "column.joinedDate" },
  { id: "status", label: "column.status" },
] as const;

export type MemberColumnId = (typeof MEMBER_COLUMNS)[number]["id"];
export type ColumnPreferences = Record<MemberColumnId, boolean>;

export const COLUMN_PREFERENCES_KEY = "jemput.admin.memberColumns";

export const DEFAULT_COLUMN_PREFERENCES: ColumnPreferences = Object.fromEntries(
  MEMBER_COLUMNS.map((column) => [column.id, true]),
) as ColumnPreferences;

/**
 * Reads stored preferences written by this or an older version of the app: unknown columns are
 * dropped, missing or malformed ones fall back to shown, and anything unreadable means defaults.
 */
export function parseColumnPreferences(raw: string | null): ColumnPreferences {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return { ...DEFAULT_COLUMN_PREFERENCES };
  const values = stored as Record<string, unknown>;
  const preferences = Object.fromEntries(
    MEMBER_COLUMNS.map(({ id }) => [id, typeof values[id] === "boolean" ? values[id] : true]),
  ) as ColumnPreferences;
  // A table with no columns is a dead end; it can only come from a hand-edited value.
  return Object.values(preferences).some(Boolean) ? preferences : { ...DEFAULT_COLUMN_PREFERENCES };
}

// Storage may be missing or refuse access (privacy settings); the table then keeps its choices
// for the visit only.
export function loadColumnPreferences(
  storage: Pick<Storage, "getItem"> | undefined = localStorageOrNone(),
): ColumnPreferences {
  try {
    return parseColumnPreferences(storage?.getItem(COLUMN_PREFERENCES_KEY) ?? null);
  } catch {
    return { ...DEFAULT_COLUMN_PREFERENCES };
  }
}

export function saveColumnPreferences(
  preferences: ColumnPreferences,
  storage: Pick<Storage, "setItem"> | undefined = localStorageOrNone(),
): void {
  try {
    storage?.setItem(COLUMN_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // See loadColumnPreferences.
  }
}

/** The last shown column cannot be hidden, so the picker never empties the table. */
export const canHide = (preferences: ColumnPreferences, id: MemberColumnId): boolean =>
  !preferences[id] || Object.values(preferences).filter(Boolean).length > 1;
