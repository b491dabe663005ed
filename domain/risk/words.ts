import type { RiskRule, SignalKind } from "../events.ts";

// What each rule and each kind of signal is called: in the evidence the rules write, on the
// server's answers and in the Risk tab. Plain data, so the web app imports it without a schema.

export const RULE_TITLES: Readonly<Record<RiskRule, string>> = {
  shared_bank_account: "Shared bank account",
  self_referral: "Self-referral",
  registration_farm: "Registration farm",
  high_rejection_rate: "High rejection rate",
  submission_burst: "Submission burst",
  shared_handle: "Shared handle",
  handle_mismatch: "Handle mismatch",
};

export const SIGNAL_NAMES: Readonly<Record<SignalKind, string>> = {
  device: "device",
  network: "network address",
  bank_account: "bank account",
  delivery_address: "delivery address",
  phone: "phone number",
  post_link: "post link",
};

/** "device, bank account and delivery address". */
export const signalWords = (kinds: ReadonlyArray<SignalKind>): string => {
  const names = [...new Set(kinds)].map((k) => SIGNAL_NAMES[k]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};
