import type { SignalKind } from "../../../../domain/events.ts";
import { PLATFORM_NAMES } from "../../../../domain/post-link.ts";
import { SIGNAL_NAMES } from "../../../../domain/risk/words.ts";
import { currentLocale } from "../../../lib/i18n/locale.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";

// A flag's evidence is written in English by the fraud rules (domain/risk/rules.ts) and kept
// with the flag in the event log, so it cannot be stored in the reader's language. Each summary
// the rules write has a fixed shape: recognised here, its figures and the kinds of signal it
// names are taken out and put into the same sentence from the catalog. A text of a shape not
// known here (an older or newer rule) is shown as the server wrote it.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const KIND_BY_NAME = new Map(Object.entries(SIGNAL_NAMES).map(([kind, name]) => [name, kind as SignalKind]));
// Longest first, so "network address" is not read as a shorter name that starts it.
const NAMES = [...KIND_BY_NAME.keys()]
  .toSorted((a, b) => b.length - a.length)
  .map(escape)
  .join("|");

const grouped = (digits: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(Number(digits));

const PLATFORMS = Object.values(PLATFORM_NAMES).map(escape).join("|");

const signalName = (name: string): string | null => {
  const kind = KIND_BY_NAME.get(name);
  return kind === undefined ? null : say(`signal.${kind}`);
};

/** "device, bank account and delivery address" (signalWords' list) in the reader's language. */
const signalList = (words: string): string | null => {
  const parts = words.split(/, | and /);
  const names = parts.map(signalName);
  if (names.some((name) => name === null)) return null;
  const known = names as string[];
  if (known.length === 1) return known[0]!;
  return say("evidence.and", { rest: known.slice(0, -1).join(say("evidence.comma")), last: known.at(-1)! });
};

type Shape = { pattern: RegExp; read: (parts: ReadonlyArray<string>) => string | null };

const SHAPES: ReadonlyArray<Shape> = [
  {
    pattern: /^(\d+) members give the same bank account for their payouts$/,
    read: ([count]) => say("evidence.sharedBank", { count: Number(count) }),
  },
  {
    pattern: /^A Level ([12]) recruit shares a (.+) with their (referrer|Level 2 upline)$/,
    read: ([level, words, upline]) => {
      const signals = signalList(words!);
      if (signals === null || (level === "1") !== (upline === "referrer")) return null;
      return say(level === "1" ? "evidence.selfReferral1" : "evidence.selfReferral2", { signals });
    },
  },
  {
    pattern: new RegExp(`^(\\d+) accounts joined under one referrer from one (${NAMES}) within (\\d+) hours$`),
    read: ([count, name, hours]) => {
      const signal = signalName(name!);
      return signal === null ? null : say("evidence.farm", { count: Number(count), signal, hours: Number(hours) });
    },
  },
  {
    pattern: /^(\d+) of (\d+) decided posts rejected or reversed \((\d+)%\), against (\d+)% across all members$/,
    read: ([bad, decided, percent, population]) =>
      say("evidence.rejection", {
        bad: grouped(bad!),
        decided: Number(decided),
        percent: grouped(percent!),
        population: grouped(population!),
      }),
  },
  {
    pattern: /^(\d+) posts submitted within (\d+) hours, against (\d+\.\d) usually$/,
    read: ([count, hours, usual]) =>
      say("evidence.burst", { count: Number(count), hours: Number(hours), usual: grouped(usual!, 1) }),
  },
  {
    pattern: new RegExp(`^(\\d+) members claim the same (${PLATFORMS}) handle$`),
    read: ([count, platform]) => say("evidence.sharedHandle", { count: Number(count), platform: platform! }),
  },
  {
    pattern: /^(\d+) posts? names? another author than the member's handle on the platform$/,
    read: ([count]) => say("evidence.mismatch", { count: Number(count) }),
  },
];

/** An evidence summary in the reader's language; as it came when its shape is not known. */
export function evidenceSummary(summary: string): string {
  for (const { pattern, read } of SHAPES) {
    const match = pattern.exec(summary);
    if (match) return read(match.slice(1)) ?? summary;
  }
  return summary;
}

const FACT_LABELS: Readonly<Record<string, OperationsKey>> = {
  "Members on the account": "fact.membersOnAccount",
  Recruit: "fact.recruit",
  Referrer: "fact.referrer",
  "Level 2 upline": "fact.level2Upline",
  Registrations: "fact.registrations",
  Rejected: "fact.rejected",
  Reversed: "fact.reversed",
  Approved: "fact.approved",
  "Submitted in the window": "fact.submittedInWindow",
  "Recruited by one another": "fact.recruitedByOneAnother",
  Platform: "fact.platform",
  "First to claim it": "fact.firstToClaim",
  "Verified by": "fact.verifiedBy",
  "Posts by another author": "fact.postsByAnotherAuthor",
};

/** A fact's label in the reader's language; as it came when not known. */
export function evidenceLabel(label: string): string {
  if (Object.hasOwn(FACT_LABELS, label)) return say(FACT_LABELS[label]!);
  const before = /^Submitted in the (\d+) days before$/.exec(label);
  return before ? say("fact.submittedBefore", { days: Number(before[1]) }) : label;
}

/** A fact's value: "2 members" and "nobody" in the reader's language, member numbers, counts and platforms as they are. */
export function evidenceValue(value: string): string {
  if (value === "nobody") return say("fact.nobody");
  const members = /^(\d+) members?$/.exec(value);
  return members ? say("fact.members", { count: Number(members[1]) }) : value;
}
