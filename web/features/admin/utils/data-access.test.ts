import { describe, expect, it } from "vitest";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { adminText } from "../i18n.ts";
import type { DataAccessEntry } from "../api/data-access.ts";
import { accessAction, accessScope } from "./data-access.ts";

const entry = (changes: Partial<DataAccessEntry>): DataAccessEntry => ({
  id: 1,
  action: "member_list_view",
  actorId: 1,
  actorName: "Farah Admin",
  memberId: null,
  memberName: null,
  rows: null,
  detail: {},
  at: "2026-05-04T03:07:00.000Z",
  ...changes,
});

describe("accessAction", () => {
  it("names each kind of access, and shows an unknown one as it is", () => {
    expect(accessAction("bank_file_export")).toBe("Downloaded a bank file");
    expect(accessAction("own_data_erasure")).toBe("Deleted their own account");
    expect(accessAction("something_new")).toBe("something_new");
  });
});

describe("accessScope", () => {
  it("says which month and how many payouts", () => {
    expect(accessScope(entry({ action: "bank_file_export", rows: 3, detail: { period: "2026-05" } }))).toBe(
      "May 2026 · 3 payouts",
    );
    expect(accessScope(entry({ action: "payout_list_view", rows: 1, detail: { period: "2026-12" } }))).toBe(
      "December 2026 · 1 payout",
    );
  });

  it("names the filters of a member list once each, never their values", () => {
    expect(accessScope(entry({ rows: 12, detail: { filters: ["search", "minIncomeSen", "maxIncomeSen"] } }))).toBe(
      "12 members · filtered by search, income",
    );
    expect(accessScope(entry({ rows: 1_500, detail: { filters: [] } }))).toBe("1,500 members · no filters");
  });

  it("says an export covered every member, in its format", () => {
    expect(accessScope(entry({ action: "member_export", detail: { format: "csv" } }))).toBe("all members · CSV");
  });

  it("leaves a member's own export to the name already shown as who", () => {
    expect(accessScope(entry({ action: "own_data_export", memberId: 7, memberName: "Siti Aminah", rows: 1 }))).toBe("");
    expect(accessScope(entry({ action: "member_details", memberId: 7, memberName: null }))).toBe("Former member (#7)");
  });
});

describe("in another language", () => {
  it("says what was done and to how many in Malay, an erased member included", async () => {
    try {
      appStore.set(languageAtom, "ms");
      await adminText.ready("ms");
      expect(accessAction("bank_file_export")).toBe("Memuat turun fail bank");
      expect(accessScope(entry({ action: "bank_file_export", rows: 3, detail: { period: "2026-05" } }))).toBe(
        "Mei 2026 · 3 pembayaran",
      );
      expect(accessScope(entry({ rows: 1_500, detail: { filters: ["states", "joinedFrom", "joinedBefore"] } }))).toBe(
        "1,500 ahli · ditapis mengikut negeri, tarikh menyertai",
      );
      expect(accessScope(entry({ action: "member_details", memberId: 7, memberName: "Former member" }))).toBe(
        "Bekas ahli (#7)",
      );
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
