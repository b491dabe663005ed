import type { MalaysianBank } from "../../../../domain/malaysian-banks.ts";
import type { DuitNowChecked, DuitNowInput } from "../../../../domain/payout-destination.ts";
import { countProblem, countRules, type CountField } from "../../../../domain/profile-input.ts";
import { textProblem, type SafeTextProblem, type TextShape } from "../../../../domain/safe-text-rule.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { profileText, type ProfileKey } from "../i18n.ts";

// The form's messages, in the reader's language (English in the tests). Counts and bank details
// are checked by the domain's rules (domain/profile-input.ts, domain/payout-destination.ts), the
// same the server applies; their bilingual messages are given here in the reader's language,
// chosen by which rule refused. A refusal these do not recognise keeps the domain's own words.

export const say = (key: ProfileKey, values?: Record<string, string | number>): string =>
  translate(profileText, key, values);

// A count's problem by which of the rule's messages it is.
const COUNT_KEYS: Record<CountField, Record<keyof ReturnType<typeof countRules>, ProfileKey>> = {
  numberOfChildren: {
    whole: "check.children.whole",
    negative: "check.children.negative",
    tooLarge: "check.children.tooLarge",
  },
  followers: {
    whole: "check.followers.whole",
    negative: "check.followers.negative",
    tooLarge: "check.followers.tooLarge",
  },
};

export function countMessage(field: CountField, typed: string): string | null {
  const problem = countProblem(field, typed);
  if (problem === null) return null;
  const rules = countRules(field);
  const rule = (Object.keys(rules) as Array<keyof typeof rules>).find((name) => rules[name] === problem);
  return rule ? say(COUNT_KEYS[field][rule]) : problem;
}

const digitsOf = (typed: string): string => typed.replace(/[\s-]/g, "");

/** "12", "10 to 16", "10, 12 or 14": the kind picks the words around the numbers in each language. */
function lengthsOf(bank: MalaysianBank): Record<string, string | number> {
  const all = bank.accountLengths;
  const first = all[0] ?? 0;
  const last = all.at(-1) ?? 0;
  if (all.length === 1) return { kind: "one", first, last, list: "" };
  const consecutive = all.every((n, i) => i === 0 || n === all[i - 1]! + 1);
  return { kind: consecutive ? "range" : "list", first, last, list: all.slice(0, -1).join(", ") };
}

/** Why an account number was refused for the bank chosen. */
export function lengthMessage(bank: MalaysianBank | null, typed: string, problem: string): string {
  if (!bank) return say("check.chooseBank");
  if (!/^\d+$/.test(digitsOf(typed))) return say("check.accountDigits");
  return bank.accountLengths.includes(digitsOf(typed).length)
    ? problem
    : say("check.accountLength", { bank: bank.name, ...lengthsOf(bank) });
}

const ID_KEYS: Readonly<Record<DuitNowInput["type"], ProfileKey>> = {
  mobile: "check.mobile",
  nric: "check.nricDigits",
  passport: "check.passport",
  business: "check.business",
};

/** Why a DuitNow ID (or its passport's country) was refused. */
export function duitNowMessage(input: DuitNowInput, refused: Extract<DuitNowChecked, { ok: false }>): string {
  if (refused.field === "duitNowIdCountry") return say("check.passportCountry");
  if (input.id.trim() === "") return say("check.duitNowId");
  // Twelve digits that were still refused: they do not start with a date of birth.
  if (input.type === "nric" && /^\d{12}$/.test(digitsOf(input.id.trim()))) return say("check.nricDate");
  const key = ID_KEYS[input.type];
  return key ? say(key) : refused.problem;
}

const TEXT_KEYS: Readonly<Record<SafeTextProblem, ProfileKey>> = {
  control: "check.text.control",
  lineBreak: "check.text.lineBreak",
  bidi: "check.text.bidi",
  invisible: "check.text.invisible",
};

/** Why typed text cannot be saved (domain/safe-text-rule.ts, the server's own rule), or null. */
export function textMessage(typed: string, shape: TextShape = "line"): string | null {
  const problem = textProblem(typed, shape);
  return problem === null ? null : say(TEXT_KEYS[problem]);
}
