import { describe, expect, it } from "vitest";
import {
  canHide,
  COLUMN_PREFERENCES_KEY,
  DEFAULT_COLUMN_PREFERENCES,
  loadColumnPreferences,
  parseColumnPreferences,
  saveColumnPreferences,
} from "./column-preferences.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("column preferences", () => {
  it("shows every column by default", () => {
    expect(Object.values(loadColumnPreferences(memoryStorage()))).toEqual(Array(10).fill(true));
  });

  it("survives a save and a load", () => {
    const storage = memoryStorage();
    saveColumnPreferences({ ...DEFAULT_COLUMN_PREFERENCES, phone: false, status: false }, storage);
    const loaded = loadColumnPreferences(storage);
    expect(loaded.phone).toBe(false);
    expect(loaded.status).toBe(false);
    expect(loaded.email).toBe(true);
    expect(JSON.parse(storage.items.get(COLUMN_PREFERENCES_KEY)!)).toMatchObject({ phone: false, status: false });
  });

  it.each(["{not json", "null", "[false]", '"phone"', "42"])("falls back to defaults for a stored %s", (raw) => {
    expect(parseColumnPreferences(raw)).toEqual(DEFAULT_COLUMN_PREFERENCES);
  });

  it("keeps known columns, ignores unknown ones and non-boolean values", () => {
    const parsed = parseColumnPreferences(JSON.stringify({ email: false, location: "no", shoeSize: false }));
    expect(parsed.email).toBe(false);
    expect(parsed.location).toBe(true);
    expect(parsed).not.toHaveProperty("shoeSize");
  });

  it("never hides every column", () => {
    const allHidden = Object.fromEntries(Object.keys(DEFAULT_COLUMN_PREFERENCES).map((id) => [id, false]));
    expect(parseColumnPreferences(JSON.stringify(allHidden))).toEqual(DEFAULT_COLUMN_PREFERENCES);
  });

  it("uses defaults when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadColumnPreferences(broken)).toEqual(DEFAULT_COLUMN_PREFERENCES);
    expect(() =>
      saveColumnPreferences(DEFAULT_COLUMN_PREFERENCES, {
        setItem: () => {
          throw new Error("full");
        },
      }),
    ).not.toThrow();
  });

  it("lets the last shown column stay", () => {
    const onlyName = Object.fromEntries(
      Object.keys(DEFAULT_COLUMN_PREFERENCES).map((id) => [id, id === "name"]),
    ) as typeof DEFAULT_COLUMN_PREFERENCES;
    expect(canHide(onlyName, "name")).toBe(false);
    expect(canHide(onlyName, "email")).toBe(true);
    expect(canHide(DEFAULT_COLUMN_PREFERENCES, "name")).toBe(true);
  });
});
