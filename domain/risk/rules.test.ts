import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { SignalKind } from "../events.ts";
import { handleMismatches, sharedHandles, type HandleClaim, type MismatchRecord } from "./handle-rules.ts";
import {
  evaluate,
  highRejectionRates,
  registrationFarms,
  selfReferrals,
  sharedBankAccounts,
  submissionBursts,
  type Finding,
  type MemberFacts,
  type PostRecord,
  type RiskSnapshot,
  type Signal,
  type SignalContext,
  type SubmissionRecord,
} from "./rules.ts";
import { DEFAULT_THRESHOLDS } from "./thresholds.ts";

const HOUR = 3_600_000;
const START = Date.parse("2026-11-10T00:00:00.000Z");
const at = (hours: number): string => new Date(START + hours * HOUR).toISOString();

const signal = (
  memberId: number,
  kind: SignalKind,
  hash: string,
  context: SignalContext = "profile",
  firstSeenAt = at(0),
): Signal => ({ memberId, kind, hash, context, firstSeenAt });

const member = (
  memberId: number,
  referrerId: number | null = null,
  level2ReferrerId: number | null = null,
  joinedAt = at(0),
): MemberFacts => ({ memberId, referrerId, level2ReferrerId, joinedAt });

const byAnchor = (findings: ReadonlyArray<Finding>): Array<Finding> =>
  findings.toSorted((a, b) => a.anchor.localeCompare(b.anchor));

describe("sharedBankAccounts", () => {
  it("finds three members paid into one account, sorted, naming only the kind shared", () => {
    const signals = [
      signal(7, "bank_account", "bank-a"),
      signal(2, "bank_account", "bank-a"),
      signal(5, "bank_account", "bank-a"),
      signal(9, "bank_account", "bank-b"),
    ];
    const findings = sharedBankAccounts(signals);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "shared_bank_account", anchor: "bank:bank-a", memberIds: [2, 5, 7] });
    expect(findings[0]?.evidence.shared).toEqual(["bank_account"]);
    expect(findings[0]?.evidence.summary).toBe("3 members give the same bank account for their payouts");
    expect(JSON.stringify(findings[0]?.evidence)).not.toContain("bank-a");
  });

  it("finds the same thing whatever order the signals come in", () => {
    const signals = [
      signal(7, "bank_account", "bank-a"),
      signal(2, "bank_account", "bank-a"),
      signal(5, "bank_account", "bank-a"),
    ];
    expect(sharedBankAccounts(signals.toReversed())).toEqual(sharedBankAccounts(signals));
    expect(sharedBankAccounts([signals[1]!, signals[2]!, signals[0]!])).toEqual(sharedBankAccounts(signals));
  });

  it("finds nothing for two members with different accounts", () => {
    expect(sharedBankAccounts([signal(1, "bank_account", "bank-a"), signal(2, "bank_account", "bank-b")])).toEqual([]);
  });

  it("finds nothing for one member whose account was seen twice", () => {
    const signals = [
      signal(1, "bank_account", "bank-a", "profile"),
      signal(1, "bank_account", "bank-a", "registration"),
    ];
    expect(sharedBankAccounts(signals)).toEqual([]);
  });

  it("ignores other kinds carrying the same hash", () => {
    expect(sharedBankAccounts([signal(1, "bank_account", "h"), signal(2, "device", "h")])).toEqual([]);
  });
});

describe("who a shared bank account holds", () => {
  it("holds whoever gave the account after another member had it, never the one who had it first", () => {
    const signals = [
      signal(7, "bank_account", "bank-a", "profile", at(5)),
      signal(2, "bank_account", "bank-a", "profile", at(9)),
      signal(5, "bank_account", "bank-a", "profile", at(1)),
    ];
    const [finding] = sharedBankAccounts(signals);
    expect(finding).toMatchObject({ memberIds: [2, 5, 7], heldMemberIds: [2, 7] });
  });

  it("counts each member from the first time they gave the account", () => {
    const signals = [
      signal(3, "bank_account", "bank-a", "profile", at(2)),
      signal(3, "bank_account", "bank-a", "registration", at(0)),
      signal(4, "bank_account", "bank-a", "profile", at(1)),
    ];
    expect(sharedBankAccounts(signals)[0]?.heldMemberIds).toEqual([4]);
  });
});

describe("selfReferrals", () => {
  const chain = [member(1), member(2, 1), member(3, 2, 1)];

  it("finds a recruit sharing a device with their referrer", () => {
    const findings = selfReferrals(chain, [signal(2, "device", "dev-a"), signal(1, "device", "dev-a")]);
    expect(findings).toEqual([
      {
        rule: "self_referral",
        anchor: "self:2:1",
        memberIds: [2, 1],
        // A device id is whatever the browser sends: on its own it holds nobody.
        heldMemberIds: [],
        evidence: {
          summary: "A Level 1 recruit shares a device with their referrer",
          shared: ["device"],
          facts: [
            { label: "Recruit", value: "#2" },
            { label: "Referrer", value: "#1" },
          ],
        },
      },
    ]);
  });

  it("finds a recruit sharing a bank account with their Level 2 upline", () => {
    const findings = selfReferrals(chain, [signal(3, "bank_account", "bank-a"), signal(1, "bank_account", "bank-a")]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "self_referral", anchor: "self:3:1", memberIds: [3, 1] });
    expect(findings[0]?.evidence.summary).toBe("A Level 2 recruit shares a bank account with their Level 2 upline");
    expect(findings[0]?.evidence.facts).toContainEqual({ label: "Level 2 upline", value: "#1" });
  });

  it("holds whoever of the two gave the shared account or address last", () => {
    const recruitLast = selfReferrals(chain, [
      signal(1, "bank_account", "bank-a", "profile", at(0)),
      signal(2, "bank_account", "bank-a", "profile", at(3)),
    ]);
    expect(recruitLast[0]).toMatchObject({ memberIds: [2, 1], heldMemberIds: [2] });
    const uplineLast = selfReferrals(chain, [
      signal(2, "delivery_address", "addr-a", "profile", at(0)),
      signal(1, "delivery_address", "addr-a", "profile", at(3)),
      signal(2, "device", "dev-a", "login", at(0)),
      signal(1, "device", "dev-a", "login", at(0)),
    ]);
    expect(uplineLast[0]).toMatchObject({ memberIds: [2, 1], heldMemberIds: [1] });
  });

  it("finds nothing when the recruit shares only a network address or a phone number", () => {
    const signals = [
      signal(2, "network", "net-a"),
      signal(1, "network", "net-a"),
      signal(2, "phone", "phone-a"),
      signal(1, "phone", "phone-a"),
    ];
    expect(selfReferrals(chain, signals)).toEqual([]);
  });

  it("finds nothing for two members sharing a device outside each other's upline", () => {
    const members = [member(1), member(2, 1), member(3, 1)];
    expect(selfReferrals(members, [signal(2, "device", "dev-a"), signal(3, "device", "dev-a")])).toEqual([]);
  });

  it("names every kind shared in its summary", () => {
    const signals = (["device", "bank_account", "delivery_address"] as const).flatMap((kind) => [
      signal(2, kind, `${kind}-x`),
      signal(1, kind, `${kind}-x`),
    ]);
    const [finding] = selfReferrals(chain, signals);
    expect(finding?.evidence.shared).toEqual(["device", "bank_account", "delivery_address"]);
    expect(finding?.evidence.summary).toBe(
      "A Level 1 recruit shares a device, bank account and delivery address with their referrer",
    );
  });

  it("finds the referrer and the Level 2 upline separately when the recruit shares with both", () => {
    const signals = [signal(3, "device", "dev-a"), signal(2, "device", "dev-a"), signal(1, "device", "dev-a")];
    const anchors = selfReferrals(chain, signals).map((f) => f.anchor);
    expect(anchors).toContain("self:3:2");
    expect(anchors).toContain("self:3:1");
  });
});

describe("registrationFarms", () => {
  const recruits = (hours: ReadonlyArray<number>, kind: SignalKind, hash: string, firstId = 2) => ({
    members: hours.map((h, i) => member(firstId + i, 1, null, at(h))),
    signals: hours.map((h, i) => signal(firstId + i, kind, hash, "registration", at(h))),
  });
  const farms = (world: { members: ReadonlyArray<MemberFacts>; signals: ReadonlyArray<Signal> }) =>
    registrationFarms([member(1), ...world.members], world.signals, DEFAULT_THRESHOLDS);

  it("finds three registrations under one referrer from one device within a day", () => {
    const findings = farms(recruits([0, 5, 23], "device", "dev-a"));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: "registration_farm",
      anchor: "farm:1:device:dev-a",
      memberIds: [1, 2, 3, 4],
    });
    expect(findings[0]?.evidence).toEqual({
      summary: "3 accounts joined under one referrer from one device within 24 hours",
      shared: ["device"],
      facts: [
        { label: "Referrer", value: "#1" },
        { label: "Registrations", value: "3" },
      ],
    });
  });

  it("holds nobody for a farm seen only through a device id, which any client can send", () => {
    const [finding] = farms(recruits([0, 5, 23], "device", "dev-a"));
    expect(finding).toMatchObject({ memberIds: [1, 2, 3, 4], heldMemberIds: [] });
  });

  it("holds the recruits a network address ties together, never their referrer", () => {
    const world = recruits([0, 5, 23], "device", "dev-a");
    const signals = [
      ...world.signals,
      signal(2, "network", "net-a", "registration"),
      signal(3, "network", "net-a", "registration"),
      signal(4, "network", "net-b", "registration"),
      // The referrer's own network is no tie: they did not make these accounts.
      signal(1, "network", "net-b", "registration"),
    ];
    const [finding] = farms({ members: world.members, signals });
    expect(finding).toMatchObject({ memberIds: [1, 2, 3, 4], heldMemberIds: [2, 3] });
  });

  it("holds every recruit of a network farm and never the referrer", () => {
    const [finding] = farms(recruits([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], "network", "net-a"));
    expect(finding?.heldMemberIds).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("counts a window of exactly the threshold's hours, and nothing past it", () => {
    expect(farms(recruits([0, 12, 24], "device", "dev-a"))).toHaveLength(1);
    expect(farms(recruits([0, 12, 24.001], "device", "dev-a"))).toEqual([]);
  });

  it("finds nothing for three registrations from one device spread over three days", () => {
    expect(farms(recruits([0, 30, 60], "device", "dev-a"))).toEqual([]);
  });

  it("catches only the registrations inside a crowded window", () => {
    const [finding] = farms(recruits([0, 100, 101, 102, 200], "device", "dev-a"));
    expect(finding?.memberIds).toEqual([1, 3, 4, 5]);
  });

  it("needs ten registrations from one network address, not nine", () => {
    const hours = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(farms(recruits(hours, "network", "net-a"))).toEqual([]);
    const [finding] = farms(recruits([...hours, 9], "network", "net-a"));
    expect(finding).toMatchObject({ anchor: "farm:1:network:net-a", memberIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
    expect(finding?.evidence.summary).toBe(
      "10 accounts joined under one referrer from one network address within 24 hours",
    );
  });

  it("ignores registrations without a referrer", () => {
    const members = [member(2, null, null, at(0)), member(3, null, null, at(1)), member(4, null, null, at(2))];
    const signals = members.map((m) => signal(m.memberId, "device", "dev-a", "registration", m.joinedAt));
    expect(registrationFarms(members, signals, DEFAULT_THRESHOLDS)).toEqual([]);
  });

  it("counts only signals seen at registration", () => {
    const world = recruits([0, 1, 2], "device", "dev-a");
    const logins = world.signals.map((s) => ({ ...s, context: "login" as const }));
    expect(farms({ members: world.members, signals: logins })).toEqual([]);
  });

  it("keeps recruits of different referrers apart", () => {
    const members = [
      member(1),
      member(9),
      member(2, 1, null, at(0)),
      member(3, 1, null, at(1)),
      member(4, 9, null, at(2)),
    ];
    const signals = [2, 3, 4].map((id) => signal(id, "device", "dev-a", "registration", at(0)));
    expect(registrationFarms(members, signals, DEFAULT_THRESHOLDS)).toEqual([]);
  });

  // Registrations under referrer 1 from a few devices and networks, at hours over a week.
  const registrations = fc.array(
    fc.record({
      hour: fc.integer({ min: 0, max: 24 * 7 }),
      kind: fc.constantFrom("device" as const, "network" as const),
      hash: fc.constantFrom("a", "b"),
    }),
    { maxLength: 40 },
  );
  type Registration = { hour: number; kind: "device" | "network"; hash: string };
  const worldOf = (regs: ReadonlyArray<Registration>, firstId = 2) => ({
    members: regs.map((r, i) => member(firstId + i, 1, null, at(r.hour))),
    signals: regs.map((r, i) => signal(firstId + i, r.kind, r.hash, "registration", at(r.hour))),
  });
  const caught = (findings: ReadonlyArray<Finding>): Set<number> =>
    new Set(findings.flatMap((f) => f.memberIds.slice(1)));

  it("catches exactly the registrations in some window holding enough of them", () => {
    fc.assert(
      fc.property(registrations, (regs) => {
        const expected = new Set<number>();
        regs.forEach((start) => {
          const min = start.kind === "device" ? DEFAULT_THRESHOLDS.farmDeviceMin : DEFAULT_THRESHOLDS.farmNetworkMin;
          const inside = regs
            .map((r, j) => ({ r, id: j + 2 }))
            .filter(
              ({ r }) =>
                r.kind === start.kind &&
                r.hash === start.hash &&
                r.hour >= start.hour &&
                r.hour - start.hour <= DEFAULT_THRESHOLDS.farmWindowHours,
            );
          if (inside.length >= min) for (const { id } of inside) expected.add(id);
        });
        expect([...caught(farms(worldOf(regs)))].toSorted((a, b) => a - b)).toEqual(
          [...expected].toSorted((a, b) => a - b),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("never lets a member already caught go when more registrations arrive", () => {
    fc.assert(
      fc.property(registrations, registrations, (regs, more) => {
        const before = caught(farms(worldOf(regs)));
        const extra = worldOf(more, regs.length + 2);
        const base = worldOf(regs);
        const after = caught(
          farms({ members: [...base.members, ...extra.members], signals: [...base.signals, ...extra.signals] }),
        );
        for (const id of before) expect(after.has(id)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("never lets a caught member go when registrations far outside every window arrive", () => {
    fc.assert(
      fc.property(registrations, registrations, (regs, more) => {
        const base = worldOf(regs);
        const before = farms(base);
        // A month later: no window reaches back to the first week.
        const extra = worldOf(
          more.map((r) => ({ ...r, hour: r.hour + 24 * 30 })),
          regs.length + 2,
        );
        const after = farms({
          members: [...base.members, ...extra.members],
          signals: [...base.signals, ...extra.signals],
        });
        const afterCaught = caught(after);
        for (const id of caught(before)) expect(afterCaught.has(id)).toBe(true);
        for (const f of before) {
          const same = after.find((g) => g.anchor === f.anchor);
          expect(same?.memberIds.filter((id) => id <= regs.length + 1)).toEqual(f.memberIds);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("finds the same whatever order members and signals come in", () => {
    fc.assert(
      fc.property(
        registrations.chain((regs) =>
          fc.tuple(
            fc.constant(regs),
            fc.shuffledSubarray(worldOf(regs).members, { minLength: regs.length, maxLength: regs.length }),
            fc.shuffledSubarray(worldOf(regs).signals, { minLength: regs.length, maxLength: regs.length }),
          ),
        ),
        ([regs, members, signals]) => {
          expect(byAnchor(farms({ members, signals }))).toEqual(byAnchor(farms(worldOf(regs))));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("highRejectionRates", () => {
  const post = (memberId: number, approved: number, rejected: number, reversed = 0): PostRecord => ({
    memberId,
    approved,
    rejected,
    reversed,
  });
  const tenPercent = { decided: 1_000, rejectedOrReversed: 100 };
  const thirtyPercent = { decided: 1_000, rejectedOrReversed: 300 };

  it("flags a member with 5 of 7 decided posts rejected against a 10% population", () => {
    const findings = highRejectionRates([post(4, 2, 5)], tenPercent, DEFAULT_THRESHOLDS);
    expect(findings).toEqual([
      {
        rule: "high_rejection_rate",
        anchor: "rejection:4",
        memberIds: [4],
        heldMemberIds: [4],
        evidence: {
          summary: "5 of 7 decided posts rejected or reversed (71%), against 10% across all members",
          shared: [],
          facts: [
            { label: "Rejected", value: "5" },
            { label: "Reversed", value: "0" },
            { label: "Approved", value: "2" },
          ],
        },
      },
    ]);
  });

  it("waits for enough decided posts", () => {
    expect(highRejectionRates([post(4, 2, 3)], tenPercent, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(highRejectionRates([post(4, 0, 5)], tenPercent, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(highRejectionRates([post(4, 0, 6)], tenPercent, DEFAULT_THRESHOLDS)).toHaveLength(1);
  });

  it("flags at the minimum share, not below it", () => {
    expect(highRejectionRates([post(4, 4, 6)], tenPercent, DEFAULT_THRESHOLDS)).toHaveLength(1);
    expect(highRejectionRates([post(4, 5, 5)], tenPercent, DEFAULT_THRESHOLDS)).toEqual([]);
  });

  it("raises the bar to three times a 30% population: 90%", () => {
    expect(highRejectionRates([post(4, 2, 5)], thirtyPercent, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(highRejectionRates([post(4, 1, 8)], thirtyPercent, DEFAULT_THRESHOLDS)).toEqual([]);
    expect(highRejectionRates([post(4, 1, 9)], thirtyPercent, DEFAULT_THRESHOLDS)).toHaveLength(1);
  });

  it("counts reversed posts as bad", () => {
    expect(highRejectionRates([post(4, 5, 2)], tenPercent, DEFAULT_THRESHOLDS)).toEqual([]);
    const [finding] = highRejectionRates([post(4, 2, 2, 3)], tenPercent, DEFAULT_THRESHOLDS);
    expect(finding?.evidence.summary).toBe(
      "5 of 7 decided posts rejected or reversed (71%), against 10% across all members",
    );
  });

  it("flags each member on their own", () => {
    const findings = highRejectionRates([post(1, 10, 0), post(2, 1, 6), post(3, 6, 1)], tenPercent, DEFAULT_THRESHOLDS);
    expect(findings.map((f) => f.memberIds)).toEqual([[2]]);
  });
});

describe("submissionBursts", () => {
  const day = "2026-11-10";
  const burst = (memberId: number, recent: number, previous: number): SubmissionRecord => ({
    memberId,
    recent,
    previous,
  });

  it("flags 15 submissions in the window from a member with none before", () => {
    expect(submissionBursts([burst(6, 15, 0)], DEFAULT_THRESHOLDS, day)).toEqual([
      {
        rule: "submission_burst",
        anchor: "burst:6:2026-11-10",
        memberIds: [6],
        heldMemberIds: [6],
        evidence: {
          summary: "15 posts submitted within 24 hours, against 0.0 usually",
          shared: [],
          facts: [
            { label: "Submitted in the window", value: "15" },
            { label: "Submitted in the 30 days before", value: "0" },
          ],
        },
      },
    ]);
  });

  it("lets a member who usually posts 10 a day post 15, but not 50", () => {
    expect(submissionBursts([burst(6, 15, 300)], DEFAULT_THRESHOLDS, day)).toEqual([]);
    expect(submissionBursts([burst(6, 49, 300)], DEFAULT_THRESHOLDS, day)).toEqual([]);
    const [finding] = submissionBursts([burst(6, 50, 300)], DEFAULT_THRESHOLDS, day);
    expect(finding?.evidence.summary).toBe("50 posts submitted within 24 hours, against 10.0 usually");
  });

  it("needs at least 12 in the window", () => {
    expect(submissionBursts([burst(6, 11, 0)], DEFAULT_THRESHOLDS, day)).toEqual([]);
    expect(submissionBursts([burst(6, 12, 0)], DEFAULT_THRESHOLDS, day)).toHaveLength(1);
  });

  it("takes a quiet history as at least one submission a day", () => {
    const lowBar = { ...DEFAULT_THRESHOLDS, burstMin: 2 };
    expect(submissionBursts([burst(6, 4, 3)], lowBar, day)).toEqual([]);
    expect(submissionBursts([burst(6, 5, 3)], lowBar, day)).toHaveLength(1);
  });

  it("keys the burst by its day", () => {
    const [today] = submissionBursts([burst(6, 15, 0)], DEFAULT_THRESHOLDS, day);
    const [tomorrow] = submissionBursts([burst(6, 15, 0)], DEFAULT_THRESHOLDS, "2026-11-11");
    expect(today?.anchor).toBe("burst:6:2026-11-10");
    expect(tomorrow?.anchor).toBe("burst:6:2026-11-11");
  });
});

describe("evaluate", () => {
  it("returns every rule's findings, rule by rule", () => {
    const snapshot: RiskSnapshot = {
      members: [member(1), member(2, 1, null, at(0)), member(3, 1, null, at(1)), member(4, 1, null, at(2))],
      signals: [
        signal(8, "bank_account", "bank-a"),
        signal(9, "bank_account", "bank-a"),
        signal(2, "device", "dev-a", "registration", at(0)),
        signal(3, "device", "dev-a", "registration", at(1)),
        signal(4, "device", "dev-a", "registration", at(2)),
        signal(1, "delivery_address", "addr-a"),
        signal(2, "delivery_address", "addr-a"),
      ],
      posts: [{ memberId: 5, approved: 1, rejected: 6, reversed: 0 }],
      population: { decided: 100, rejectedOrReversed: 10 },
      submissions: [{ memberId: 6, recent: 20, previous: 0 }],
      handles: [
        { memberId: 7, platform: "tiktok", handle: "siti.cooks", claimedAt: at(0), verifiedAt: null },
        { memberId: 8, platform: "tiktok", handle: "siti.cooks", claimedAt: at(1), verifiedAt: null },
      ],
      mismatches: [{ memberId: 9, count: 3, postIds: ["p-3", "p-2", "p-1"] }],
    };
    const findings = evaluate(snapshot, DEFAULT_THRESHOLDS, "2026-11-10");
    expect(findings.map((f) => f.rule)).toEqual([
      "shared_bank_account",
      "self_referral",
      "registration_farm",
      "high_rejection_rate",
      "submission_burst",
      "shared_handle",
      "handle_mismatch",
    ]);
    expect(findings).toEqual([
      ...sharedBankAccounts(snapshot.signals),
      ...selfReferrals(snapshot.members, snapshot.signals),
      ...registrationFarms(snapshot.members, snapshot.signals, DEFAULT_THRESHOLDS),
      ...highRejectionRates(snapshot.posts, snapshot.population, DEFAULT_THRESHOLDS),
      ...submissionBursts(snapshot.submissions, DEFAULT_THRESHOLDS, "2026-11-10"),
      ...sharedHandles(snapshot.handles),
      ...handleMismatches(snapshot.mismatches, DEFAULT_THRESHOLDS),
    ]);
  });

  it("folds a self-referral seen only through a shared bank account into that account's finding", () => {
    // 1 recruited 2, 2 recruited 3; all three on one account; 3 also shares a device with 2.
    const snapshot: RiskSnapshot = {
      members: [member(1), member(2, 1), member(3, 2, 1)],
      signals: [
        signal(1, "bank_account", "bank-r"),
        signal(2, "bank_account", "bank-r"),
        signal(3, "bank_account", "bank-r"),
        signal(2, "device", "dev-r"),
        signal(3, "device", "dev-r"),
      ],
      posts: [],
      population: { decided: 0, rejectedOrReversed: 0 },
      submissions: [],
      handles: [],
      mismatches: [],
    };
    const findings = evaluate(snapshot, DEFAULT_THRESHOLDS, "2026-11-10");
    expect(findings.map((f) => [f.rule, f.memberIds])).toEqual([
      ["shared_bank_account", [1, 2, 3]],
      ["self_referral", [3, 2]],
    ]);
    expect(findings[0]!.evidence.facts).toContainEqual({ label: "Recruited by one another", value: "2 members" });
    expect(findings[1]!.evidence.shared).toEqual(["device", "bank_account"]);
  });

  // Honest members: each their own device, bank account, delivery address and phone; a few
  // carriers' network addresses shared by many; joins at least three hours apart; few of
  // their posts rejected; no more than a handful submitted a day.
  const honestWorld: fc.Arbitrary<RiskSnapshot> = fc
    .array(
      fc.record({
        referrerPick: fc.option(fc.nat(), { nil: null }),
        gapHours: fc.integer({ min: 3, max: 72 }),
        carrier: fc.constantFrom("carrier-1", "carrier-2"),
        approved: fc.integer({ min: 0, max: 30 }),
        rejectedShare: fc.integer({ min: 0, max: 50 }),
        reversedOfBad: fc.integer({ min: 0, max: 100 }),
        recent: fc.integer({ min: 0, max: 11 }),
        previous: fc.integer({ min: 0, max: 150 }),
        verified: fc.boolean(),
        mismatched: fc.integer({ min: 0, max: 2 }),
      }),
      { minLength: 1, maxLength: 60 },
    )
    .map((people) => {
      const members: Array<MemberFacts> = [];
      const signals: Array<Signal> = [];
      const posts: Array<PostRecord> = [];
      const submissions: Array<SubmissionRecord> = [];
      const handles: Array<HandleClaim> = [];
      const mismatches: Array<MismatchRecord> = [];
      let hours = 0;
      people.forEach((p, i) => {
        const id = i + 1;
        hours += p.gapHours;
        const referrer = p.referrerPick === null || id === 1 ? null : members[p.referrerPick % (id - 1)]!;
        const joinedAt = at(hours);
        members.push(member(id, referrer?.memberId ?? null, referrer?.referrerId ?? null, joinedAt));
        signals.push(
          signal(id, "device", `device-${id}`, "registration", joinedAt),
          signal(id, "network", p.carrier, "registration", joinedAt),
          signal(id, "device", `device-${id}`, "login", joinedAt),
          signal(id, "network", p.carrier, "login", joinedAt),
          signal(id, "bank_account", `bank-${id}`, "profile", joinedAt),
          signal(id, "delivery_address", `address-${id}`, "profile", joinedAt),
          signal(id, "phone", `phone-${id}`, "registration", joinedAt),
          signal(id, "post_link", `link-${id}`, "post", joinedAt),
        );
        const bad = Math.floor((p.approved * p.rejectedShare) / 100);
        const reversed = Math.floor((bad * p.reversedOfBad) / 100);
        posts.push({ memberId: id, approved: p.approved, rejected: bad - reversed, reversed });
        submissions.push({ memberId: id, recent: p.recent, previous: p.previous });
        // Their own handle; a post or two shared from a brand's account.
        handles.push({
          memberId: id,
          platform: "tiktok",
          handle: `creator-${id}`,
          claimedAt: joinedAt,
          verifiedAt: p.verified ? joinedAt : null,
        });
        const postIds = Array.from({ length: p.mismatched }, (_, n) => `post-${id}-${n}`);
        if (postIds.length > 0) mismatches.push({ memberId: id, count: postIds.length, postIds });
      });
      const decided = posts.reduce((s, p) => s + p.approved + p.rejected + p.reversed, 0);
      const rejectedOrReversed = posts.reduce((s, p) => s + p.rejected + p.reversed, 0);
      return { members, signals, posts, population: { decided, rejectedOrReversed }, submissions, handles, mismatches };
    });

  it("finds nothing in a world of honest members", () => {
    fc.assert(
      fc.property(honestWorld, (snapshot) => {
        expect(evaluate(snapshot, DEFAULT_THRESHOLDS, "2026-11-10")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
