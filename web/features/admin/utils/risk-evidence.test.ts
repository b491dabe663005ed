import { afterEach, describe, expect, it } from "vitest";
import type { SignalKind } from "../../../../domain/events.ts";
import { evaluate, type RiskSnapshot, type Signal } from "../../../../domain/risk/rules.ts";
import { DEFAULT_THRESHOLDS } from "../../../../domain/risk/thresholds.ts";
import type { Language } from "../../../../domain/languages.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { operationsText } from "../operations/i18n.ts";
import { evidenceLabel, evidenceSummary, evidenceValue } from "./risk-evidence.ts";

const at = (hours: number): string =>
  new Date(Date.parse("2026-11-10T00:00:00.000Z") + hours * 3_600_000).toISOString();
const signal = (memberId: number, kind: SignalKind, hash: string, context: Signal["context"] = "profile"): Signal => ({
  memberId,
  kind,
  hash,
  context,
  firstSeenAt: at(0),
});

// One finding of every rule: a bank account shared by a referral line (folded into one flag),
// a recruit sharing a device and delivery address with a Level 2 upline, a device farm, a poor
// rejection record and a burst of submissions.
const snapshot: RiskSnapshot = {
  members: [
    { memberId: 1, referrerId: null, level2ReferrerId: null, joinedAt: at(0) },
    { memberId: 2, referrerId: 1, level2ReferrerId: null, joinedAt: at(1) },
    { memberId: 3, referrerId: 2, level2ReferrerId: 1, joinedAt: at(2) },
    ...[10, 11, 12].map((memberId) => ({ memberId, referrerId: 1, level2ReferrerId: null, joinedAt: at(memberId) })),
  ],
  signals: [
    signal(1, "bank_account", "bank-a"),
    signal(2, "bank_account", "bank-a"),
    signal(3, "device", "device-a"),
    signal(1, "device", "device-a"),
    signal(3, "delivery_address", "home-a"),
    signal(1, "delivery_address", "home-a"),
    ...[10, 11, 12].map((id) => signal(id, "device", "device-farm", "registration")),
  ],
  posts: [{ memberId: 2, approved: 2, rejected: 7, reversed: 1 }],
  population: { decided: 400, rejectedOrReversed: 20 },
  submissions: [{ memberId: 3, recent: 20, previous: 9 }],
  handles: [
    { memberId: 20, platform: "tiktok", handle: "siti.cooks", claimedAt: at(0), verifiedAt: null },
    { memberId: 21, platform: "tiktok", handle: "siti.cooks", claimedAt: at(1), verifiedAt: at(2) },
  ],
  mismatches: [{ memberId: 22, count: 4, postIds: ["p-4", "p-3", "p-2", "p-1"] }],
};

const findings = evaluate(snapshot, DEFAULT_THRESHOLDS, "2026-11-10");
const summaries = findings.map((finding) => finding.evidence.summary);
const facts = findings.flatMap((finding) => finding.evidence.facts);

const speak = async (language: Language) => {
  appStore.set(languageAtom, language);
  await operationsText.ready(language);
};

afterEach(() => appStore.set(languageAtom, "en"));

describe("evidence in English", () => {
  it("finds every rule in the snapshot", () => {
    expect(new Set(findings.map((finding) => finding.rule))).toEqual(
      new Set([
        "shared_bank_account",
        "self_referral",
        "registration_farm",
        "high_rejection_rate",
        "submission_burst",
        "shared_handle",
        "handle_mismatch",
      ]),
    );
    expect(facts.map((fact) => fact.label)).toContain("Recruited by one another");
  });

  it("reads every summary, label and value back exactly as the rules wrote it", () => {
    for (const summary of summaries) expect(evidenceSummary(summary)).toBe(summary);
    for (const { label, value } of facts) {
      expect(evidenceLabel(label)).toBe(label);
      expect(evidenceValue(value)).toBe(value);
    }
  });

  it("shows a text of an unknown shape as it came", () => {
    expect(evidenceSummary("Something the rules will say one day")).toBe("Something the rules will say one day");
    expect(evidenceSummary("A Level 1 recruit shares a telepathy with their referrer")).toBe(
      "A Level 1 recruit shares a telepathy with their referrer",
    );
    expect(evidenceLabel("A new fact")).toBe("A new fact");
    expect(evidenceSummary("1 post names another author than the member's handle on the platform")).toBe(
      "1 post names another author than the member's handle on the platform",
    );
    expect(evidenceSummary("2 members claim the same Myspace handle")).toBe("2 members claim the same Myspace handle");
    expect(evidenceValue("#42")).toBe("#42");
  });
});

// The words of the English text that are left in its translation; "bank", "upline" and
// "platform" are Malay words too ("akaun bank", "upline Tahap 2"), and a platform's name is its own.
const SHARED = new Set(["bank", "upline", "platform", "instagram", "tiktok", "youtube", "facebook", "twitter"]);
const englishLeft = (english: string, text: string): Array<string> => {
  const words = new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !SHARED.has(word)));
  return (english.toLowerCase().match(/[a-z]{2,}/g) ?? []).filter((word) => words.has(word));
};

describe.each(["ms", "zh", "ta"] as const)("evidence in %s", (language) => {
  it("keeps the figures and leaves no English words", async () => {
    await speak(language);
    for (const summary of summaries) {
      const text = evidenceSummary(summary);
      expect(text).not.toBe(summary);
      for (const figure of summary.match(/\d+(\.\d+)?/g) ?? []) expect(text).toContain(figure);
      expect(englishLeft(summary, text), text).toEqual([]);
    }
    for (const { label, value } of facts) {
      expect(englishLeft(label, evidenceLabel(label)), label).toEqual([]);
      expect(englishLeft(value, evidenceValue(value)), value).toEqual([]);
    }
  });

  it("groups large figures and still shows an unknown text as it came", async () => {
    await speak(language);
    expect(
      evidenceSummary("1200 of 1500 decided posts rejected or reversed (80%), against 5% across all members"),
    ).toMatch(/1,200.*1,500|1,500.*1,200/);
    expect(evidenceSummary("Something the rules will say one day")).toBe("Something the rules will say one day");
  });
});
