import { describe, expect, it } from "vitest";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { adminText } from "../i18n.ts";
import { endedSessionsDetail, endedSessionsTitle, endSessionsCopy } from "./member-sessions.ts";

describe("the words around ending a member's sessions", () => {
  it("counts the sessions ended in the toast's title", () => {
    expect(endedSessionsTitle(3)).toBe("Ended 3 sessions");
    expect(endedSessionsTitle(1)).toBe("Ended 1 session");
    expect(endedSessionsTitle(0)).toBe("Ended 0 sessions");
    expect(endedSessionsTitle(1200)).toBe("Ended 1,200 sessions");
  });

  it("says who is signed out, and that the admin's own session stays", () => {
    expect(endedSessionsDetail(2, false)).toBe("They need their password to sign in again on each device.");
    expect(endedSessionsDetail(2, true)).toBe("Your other devices are signed out; this one stays signed in.");
    expect(endedSessionsDetail(0, false)).toBe("No session was open.");
  });

  it("names the member in the question, or tells the admin their current session stays", () => {
    expect(endSessionsCopy("Aisyah Rahman", false).question).toBe(
      "End all sessions of Aisyah Rahman? They will be signed out on every device and need their password to sign in again.",
    );
    expect(endSessionsCopy("Farah Admin", true).hint).toBe(
      "Signs you out on every other device. This one stays signed in.",
    );
  });

  it("speaks the reader's language outside a screen too", async () => {
    appStore.set(languageAtom, "ms");
    try {
      await adminText.ready("ms");
      expect(endedSessionsTitle(3)).toBe("3 sesi ditamatkan");
      expect(endSessionsCopy("Aisyah Rahman", false).question).toMatch(/^Tamatkan semua sesi Aisyah Rahman\?/);
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
