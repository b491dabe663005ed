import type { Evidence, RiskRule, SignalKind } from "../events.ts";
import { handleMismatches, sharedHandles, type HandleClaim, type MismatchRecord } from "./handle-rules.ts";
import type { RiskThresholds } from "./thresholds.ts";
import { SIGNAL_NAMES, signalWords } from "./words.ts";

// The fraud rules (decision 18): pure functions from what is known about some members to
// findings with evidence. The server gathers a snapshot (every member, or one member and
// everyone who shares a signal with them or sits in their upline) and raises a flag per
// finding; the same finding found again changes nothing (domain/risk/flag.ts). Values are
// compared only as keyed hashes, and evidence names what is shared, never the value.
//
// A finding names everyone involved but holds only the members whose own actions made it
// (decision 41): whoever gave a bank account or delivery address another member already had
// (never that earlier member), the recruits of a farm (never their referrer), the poster of
// their own posts. A device id is whatever the browser sends, so anyone can copy it: a rule
// resting on it alone holds nobody, and holds a farm's recruits only when a signal the client
// cannot choose (their network address at registration, a bank account or a delivery address)
// ties them to another recruit of it.

export type SignalContext = "registration" | "login" | "profile" | "post";

export interface Signal {
  readonly memberId: number;
  readonly kind: SignalKind;
  readonly context: SignalContext;
  readonly hash: string;
  readonly firstSeenAt: string;
}

export interface MemberFacts {
  readonly memberId: number;
  readonly referrerId: number | null;
  readonly level2ReferrerId: number | null;
  readonly joinedAt: string;
}

/** A member's decided posts: reversed ones were approved and then taken back. */
export interface PostRecord {
  readonly memberId: number;
  readonly approved: number;
  readonly rejected: number;
  readonly reversed: number;
}

/** A member's submissions in the burst window, and in the baseline days before it. */
export interface SubmissionRecord {
  readonly memberId: number;
  readonly recent: number;
  readonly previous: number;
}

export interface RiskSnapshot {
  readonly members: ReadonlyArray<MemberFacts>;
  readonly signals: ReadonlyArray<Signal>;
  readonly posts: ReadonlyArray<PostRecord>;
  /** Over every member: the baseline a member's rejection rate is compared with. */
  readonly population: { readonly decided: number; readonly rejectedOrReversed: number };
  readonly submissions: ReadonlyArray<SubmissionRecord>;
  /** Every claim of a handle some member in the snapshot claims (domain/risk/handle-rules.ts). */
  readonly handles: ReadonlyArray<HandleClaim>;
  readonly mismatches: ReadonlyArray<MismatchRecord>;
}

export interface Finding {
  readonly rule: RiskRule;
  /** What the finding is about, stable across evaluations: the server keys the flag's stream by it. */
  readonly anchor: string;
  /** Every member involved, the one it is about first. */
  readonly memberIds: ReadonlyArray<number>;
  /** The members whose own actions made the finding: the ones a close holds. */
  readonly heldMemberIds: ReadonlyArray<number>;
  /** Members the finding now shows did not act (a handle's proven owner): an open flag holds them no more. */
  readonly releasedMemberIds?: ReadonlyArray<number>;
  readonly evidence: Evidence;
}

const SELF_REFERRAL_KINDS: ReadonlyArray<SignalKind> = ["device", "bank_account", "delivery_address"];
/** What a client cannot make up at will: only these hold anyone. */
const CORROBORATING_KINDS: ReadonlyArray<SignalKind> = ["network", "bank_account", "delivery_address"];

/** When each member first gave the value `hash` of `kind`. */
const firstSeen = (signals: ReadonlyArray<Signal>, kind: SignalKind, hash: string): Map<number, number> => {
  const at = new Map<number, number>();
  for (const s of signals) {
    if (s.kind !== kind || s.hash !== hash) continue;
    const t = Date.parse(s.firstSeenAt);
    at.set(s.memberId, Math.min(t, at.get(s.memberId) ?? t));
  }
  return at;
};
/** Members per hash of one kind. */
const holders = (signals: ReadonlyArray<Signal>, kind: SignalKind): Map<string, Set<number>> => {
  const byHash = new Map<string, Set<number>>();
  for (const s of signals) {
    if (s.kind !== kind) continue;
    const members = byHash.get(s.hash) ?? new Set<number>();
    members.add(s.memberId);
    byHash.set(s.hash, members);
  }
  return byHash;
};

/**
 * Two or more members paid into one bank account. The member who gave it first is named, not
 * held: anyone who knows an account number could otherwise freeze its owner's pay by typing it.
 */
export const sharedBankAccounts = (signals: ReadonlyArray<Signal>): Array<Finding> =>
  [...holders(signals, "bank_account")]
    .filter(([, members]) => members.size >= 2)
    .map(([hash, members]) => {
      const memberIds = [...members].toSorted((a, b) => a - b);
      const since = firstSeen(signals, "bank_account", hash);
      const [first] = memberIds.toSorted((a, b) => since.get(a)! - since.get(b)! || a - b);
      return {
        rule: "shared_bank_account" as const,
        anchor: `bank:${hash}`,
        memberIds,
        heldMemberIds: memberIds.filter((id) => id !== first),
        evidence: {
          summary: `${memberIds.length} members give the same bank account for their payouts`,
          shared: ["bank_account"],
          facts: [{ label: "Members on the account", value: String(memberIds.length) }],
        },
      };
    });

/** A recruit sharing a device, bank account or delivery address with their referrer or Level 2 upline. */
export const selfReferrals = (members: ReadonlyArray<MemberFacts>, signals: ReadonlyArray<Signal>): Array<Finding> => {
  const hashesOf = new Map<string, Set<string>>();
  for (const s of signals) {
    if (!SELF_REFERRAL_KINDS.includes(s.kind)) continue;
    const key = `${s.memberId}:${s.kind}`;
    const set = hashesOf.get(key) ?? new Set<string>();
    set.add(s.hash);
    hashesOf.set(key, set);
  }
  const common = (a: number, b: number, kind: SignalKind): Array<string> => {
    const mine = hashesOf.get(`${a}:${kind}`);
    const theirs = hashesOf.get(`${b}:${kind}`);
    return mine === undefined || theirs === undefined ? [] : [...mine].filter((h) => theirs.has(h));
  };
  // Whoever gave a shared value after the other did; the recruit when both gave it at once.
  const actors = (recruit: number, upline: number, kind: SignalKind): Array<number> =>
    common(recruit, upline, kind).map((hash) => {
      const since = firstSeen(signals, kind, hash);
      return since.get(upline)! > since.get(recruit)! ? upline : recruit;
    });
  const findings: Array<Finding> = [];
  for (const m of members) {
    const uplines = [
      { id: m.referrerId, level: 1 },
      { id: m.level2ReferrerId, level: 2 },
    ] as const;
    for (const { id, level } of uplines) {
      if (id === null) continue;
      const shared = SELF_REFERRAL_KINDS.filter((kind) => common(m.memberId, id, kind).length > 0);
      if (shared.length === 0) continue;
      const upline = level === 1 ? "their referrer" : "their Level 2 upline";
      const held = new Set(
        shared.filter((k) => CORROBORATING_KINDS.includes(k)).flatMap((k) => actors(m.memberId, id, k)),
      );
      findings.push({
        rule: "self_referral",
        anchor: `self:${m.memberId}:${id}`,
        memberIds: [m.memberId, id],
        heldMemberIds: [m.memberId, id].filter((x) => held.has(x)),
        evidence: {
          summary: `A Level ${level} recruit shares a ${signalWords(shared)} with ${upline}`,
          shared,
          facts: [
            { label: "Recruit", value: `#${m.memberId}` },
            { label: level === 1 ? "Referrer" : "Level 2 upline", value: `#${id}` },
          ],
        },
      });
    }
  }
  return findings;
};

const HOUR_MS = 3_600_000;

/** The recruits of a device farm that a signal the client cannot choose ties to another of them. */
const corroborated = (recruits: ReadonlyArray<number>, signals: ReadonlyArray<Signal>): Array<number> => {
  const group = new Set(recruits);
  const byValue = new Map<string, Set<number>>();
  for (const s of signals) {
    if (!group.has(s.memberId) || !CORROBORATING_KINDS.includes(s.kind)) continue;
    if (s.kind === "network" && s.context !== "registration") continue;
    const key = `${s.kind}:${s.hash}`;
    byValue.set(key, (byValue.get(key) ?? new Set()).add(s.memberId));
  }
  const tied = new Set([...byValue.values()].filter((m) => m.size >= 2).flatMap((m) => [...m]));
  return recruits.filter((id) => tied.has(id));
};

/** Many registrations under one referrer from one device, or one network address, within a short window. */
export const registrationFarms = (
  members: ReadonlyArray<MemberFacts>,
  signals: ReadonlyArray<Signal>,
  thresholds: RiskThresholds,
): Array<Finding> => {
  const joined = new Map(members.map((m) => [m.memberId, m]));
  const groups = new Map<string, { referrerId: number; kind: SignalKind; hash: string; at: Array<[number, number]> }>();
  for (const s of signals) {
    if (s.context !== "registration" || (s.kind !== "device" && s.kind !== "network")) continue;
    const m = joined.get(s.memberId);
    if (!m || m.referrerId === null) continue;
    const key = `${m.referrerId}:${s.kind}:${s.hash}`;
    const group = groups.get(key) ?? { referrerId: m.referrerId, kind: s.kind, hash: s.hash, at: [] };
    group.at.push([Date.parse(m.joinedAt), m.memberId]);
    groups.set(key, group);
  }
  const windowMs = thresholds.farmWindowHours * HOUR_MS;
  const findings: Array<Finding> = [];
  for (const { referrerId, kind, hash, at } of groups.values()) {
    const min = kind === "device" ? thresholds.farmDeviceMin : thresholds.farmNetworkMin;
    if (at.length < min) continue;
    at.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    // Every registration inside some window of `windowMs` holding at least `min` of them.
    const caught = new Set<number>();
    let first = 0;
    for (let last = 0; last < at.length; last++) {
      while (at[last]![0] - at[first]![0] > windowMs) first++;
      if (last - first + 1 >= min) for (let i = first; i <= last; i++) caught.add(at[i]![1]);
    }
    if (caught.size === 0) continue;
    const recruits = [...caught].toSorted((a, b) => a - b);
    findings.push({
      rule: "registration_farm",
      anchor: `farm:${referrerId}:${kind}:${hash}`,
      memberIds: [referrerId, ...recruits],
      // The recruits made it; their referrer's public code is all a farm needs of them.
      heldMemberIds: kind === "device" ? corroborated(recruits, signals) : recruits,
      evidence: {
        summary: `${recruits.length} accounts joined under one referrer from one ${SIGNAL_NAMES[kind]} within ${thresholds.farmWindowHours} hours`,
        shared: [kind],
        facts: [
          { label: "Referrer", value: `#${referrerId}` },
          { label: "Registrations", value: String(recruits.length) },
        ],
      },
    });
  }
  return findings;
};

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** A member whose posts are rejected or reversed far more often than everyone's. */
export const highRejectionRates = (
  posts: ReadonlyArray<PostRecord>,
  population: RiskSnapshot["population"],
  thresholds: RiskThresholds,
): Array<Finding> => {
  const populationPercent = (population.rejectedOrReversed * 100) / Math.max(1, population.decided);
  const bar = Math.max(thresholds.rejectionMinPercent, thresholds.rejectionFactor * populationPercent);
  return posts.flatMap((p) => {
    const bad = p.rejected + p.reversed;
    const decided = p.approved + bad;
    if (decided < thresholds.rejectionMinDecided || (bad * 100) / decided < bar) return [];
    return [
      {
        rule: "high_rejection_rate" as const,
        anchor: `rejection:${p.memberId}`,
        memberIds: [p.memberId],
        heldMemberIds: [p.memberId],
        evidence: {
          summary: `${bad} of ${decided} decided posts rejected or reversed (${percent(bad, decided)}%), against ${Math.round(populationPercent)}% across all members`,
          shared: [],
          facts: [
            { label: "Rejected", value: String(p.rejected) },
            { label: "Reversed", value: String(p.reversed) },
            { label: "Approved", value: String(p.approved) },
          ],
        },
      },
    ];
  });
};

/** Far more submissions within the window than the member's own history makes usual. `day` keys the burst. */
export const submissionBursts = (
  submissions: ReadonlyArray<SubmissionRecord>,
  thresholds: RiskThresholds,
  day: string,
): Array<Finding> =>
  submissions.flatMap((s) => {
    const usual = (s.previous / thresholds.burstBaselineDays) * (thresholds.burstWindowHours / 24);
    if (s.recent < thresholds.burstMin || s.recent < thresholds.burstFactor * Math.max(1, usual)) return [];
    return [
      {
        rule: "submission_burst" as const,
        anchor: `burst:${s.memberId}:${day}`,
        memberIds: [s.memberId],
        heldMemberIds: [s.memberId],
        evidence: {
          summary: `${s.recent} posts submitted within ${thresholds.burstWindowHours} hours, against ${usual.toFixed(1)} usually`,
          shared: [],
          facts: [
            { label: "Submitted in the window", value: String(s.recent) },
            { label: `Submitted in the ${thresholds.burstBaselineDays} days before`, value: String(s.previous) },
          ],
        },
      },
    ];
  });

/**
 * A self-referral found only through a bank account both members already share in a
 * shared-account finding says nothing new: it is folded into that finding, which names how
 * many of its members recruited one another, so a ring along its own referral line is one
 * flag to review rather than one per link.
 */
const foldBankOnlySelfReferrals = (banks: Array<Finding>, selfRefs: Array<Finding>): Array<Finding> => {
  // The recruits among the account's members whose referrer or Level 2 upline is one of them.
  const recruits = new Map<Finding, Set<number>>();
  const rest = selfRefs.filter((f) => {
    if (f.evidence.shared.length !== 1 || f.evidence.shared[0] !== "bank_account") return true;
    const bank = banks.find((b) => f.memberIds.every((id) => b.memberIds.includes(id)));
    if (!bank) return true;
    recruits.set(bank, (recruits.get(bank) ?? new Set()).add(f.memberIds[0]!));
    return false;
  });
  const folded = banks.map((bank) => {
    const n = recruits.get(bank)?.size;
    if (n === undefined) return bank;
    const facts = [
      ...bank.evidence.facts,
      { label: "Recruited by one another", value: `${n} ${n === 1 ? "member" : "members"}` },
    ];
    return { ...bank, evidence: { ...bank.evidence, facts } };
  });
  return [...folded, ...rest];
};

/** Every finding of every rule over the snapshot; `day` is the Malaysian date of the evaluation. */
export const evaluate = (snapshot: RiskSnapshot, thresholds: RiskThresholds, day: string): Array<Finding> => [
  ...foldBankOnlySelfReferrals(sharedBankAccounts(snapshot.signals), selfReferrals(snapshot.members, snapshot.signals)),
  ...registrationFarms(snapshot.members, snapshot.signals, thresholds),
  ...highRejectionRates(snapshot.posts, snapshot.population, thresholds),
  ...submissionBursts(snapshot.submissions, thresholds, day),
  ...sharedHandles(snapshot.handles),
  ...handleMismatches(snapshot.mismatches, thresholds),
];
