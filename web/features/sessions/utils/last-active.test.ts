import { describe, expect, it } from "vitest";
import type { Language } from "../../../../domain/languages.ts";
import { sessionsText } from "../i18n.ts";
import { lastActive as lastActiveIn } from "./last-active.ts";

const now = new Date("2026-03-10T08:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const wordsIn =
  (language: Language) => (key: Parameters<typeof sessionsText.text>[1], values?: Record<string, string | number>) =>
    sessionsText.text(language, key, values);
const lastActive = (iso: string, at: Date) => lastActiveIn(iso, at, wordsIn("en"));

describe("lastActive", () => {
  it("says 'Active now' within two minutes, a clock slightly ahead included", () => {
    expect(lastActive(ago(0), now)).toBe("Active now");
    expect(lastActive(ago(119_000), now)).toBe("Active now");
    expect(lastActive(ago(-30_000), now)).toBe("Active now");
  });

  it("counts minutes, hours and days within the week", () => {
    expect(lastActive(ago(2 * 60_000), now)).toBe("Last active 2 minutes ago");
    expect(lastActive(ago(3_600_000), now)).toBe("Last active 1 hour ago");
    expect(lastActive(ago(5 * 3_600_000 + 59 * 60_000), now)).toBe("Last active 5 hours ago");
    expect(lastActive(ago(30 * 3_600_000), now)).toBe("Last active yesterday");
    expect(lastActive(ago(6 * 86_400_000), now)).toBe("Last active 6 days ago");
  });

  it("gives the date for anything older, and admits an unreadable time", () => {
    expect(lastActive("2026-02-14T08:00:00.000Z", now)).toMatch(/^Last active 14 Feb 2026$/);
    expect(lastActive("not a time", now)).toBe("Last active: unknown");
  });

  it("says the same in the member's language", async () => {
    await sessionsText.pending("ms");
    expect(lastActiveIn(ago(3_600_000), now, wordsIn("ms"))).toBe("Aktif terakhir 1 jam lalu");
    expect(lastActiveIn(ago(30 * 3_600_000), now, wordsIn("ms"))).toBe("Aktif terakhir semalam");
  });
});
