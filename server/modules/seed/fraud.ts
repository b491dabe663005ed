import { Clock, Effect } from "effect";
import type { RiskRule, SignalKind } from "../../../domain/events.ts";
import type { SignalContext } from "../../../domain/risk/rules.ts";
import { RiskSettings } from "../../platform/config/risk-settings.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { bulkWriter, type Column } from "../../platform/db/bulk.ts";
import { dropIndexes } from "../../platform/db/indexes.ts";
import { registerMember } from "../members/handlers.ts";
import { approvePost, rejectPost, submitPost } from "../posts/handlers.ts";
import { hashWith, normalise, recordSignals, shownOf, signalKey, type ClientSignals } from "../risk/signals.ts";
import { FIRST_NAMES, LAST_NAMES, PLACES, POST_TITLES } from "./names.ts";
import { makeRng, type Rng } from "./random.ts";

// What the fraud rules (decision 18) look at, for a seeded world: the signals honest members
// leave (their devices, the addresses their carriers and ISPs hand them, bank accounts,
// delivery addresses, phones), written in bulk with the same normalising and keyed hash as the
// live path, and four kinds of fraud added among new members through the real handlers, their
// signals recorded as a request records them. Both halves compare, so a rule that catches a
// seeded scenario catches the live one. Deterministic for a seed and the world's first id.

export interface FraudSeedRequest {
  readonly seed: number;
  /** The honest world this adds to: the members seeded from this id on. */
  readonly firstMemberId: number;
  readonly members: number;
  readonly now: Date;
  readonly passwordHash: string;
}

/** Who each scenario is: what a scan must flag, and nothing more. */
export interface FraudScenarios {
  /** Four accounts paid into one bank account, each joined under a different member. */
  readonly ring: ReadonlyArray<number>;
  /** A recruit on their referrer's own device, shipping to their referrer's address. */
  readonly selfReferral: { readonly recruit: number; readonly referrer: number };
  /** Twenty accounts under one referrer, made on one phone within a few hours. */
  readonly farm: { readonly referrer: number; readonly recruits: ReadonlyArray<number> };
  /** Eight posts, six of them rejected. */
  readonly poster: number;
}

export type FraudProgress = { readonly phase: "signals" | "scenarios"; readonly done: number; readonly total: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Where Malaysians come from on the internet. Home broadband is a fixed address per household
// out of a large block; mobile data leaves through a carrier's NAT, a few hundred public
// addresses per carrier that thousands of subscribers share. The blocks are in the style of the
// carriers' allocations, not a registry's list.
interface Carrier {
  readonly name: string;
  readonly share: number;
  readonly block: string;
  /** Public addresses of its carrier-grade NAT. */
  readonly pool: number;
}
const CARRIERS: ReadonlyArray<Carrier> = [
  { name: "Maxis", share: 0.3, block: "115.164.0.0/14", pool: 1024 },
  { name: "Celcom", share: 0.26, block: "203.82.64.0/18", pool: 512 },
  { name: "Digi", share: 0.24, block: "115.133.0.0/16", pool: 512 },
  { name: "U Mobile", share: 0.2, block: "110.159.0.0/16", pool: 256 },
];
const BROADBAND: ReadonlyArray<readonly [block: string, share: number]> = [
  ["175.136.0.0/13", 0.35], // TM Unifi
  ["60.48.0.0/13", 0.25], // TM Unifi
  ["58.26.0.0/16", 0.15], // Maxis Fibre
  ["202.185.0.0/16", 0.1], // TIME
  ["183.171.0.0/16", 0.15], // CelcomDigi Fibre
];
/** Members with home broadband; everyone has mobile data. */
const HOME_SHARE = 0.55;
/** Of those, who registered at home rather than on mobile data. */
const AT_HOME = 0.5;
/** Registrations from a household that another member registered from (a sibling, a spouse). */
const HOUSEHOLD = 0.03;
/** Registrations at a referrer's meetup, on the venue's Wi-Fi, and how many one meetup makes at most. */
const MEETUP_START = 0.01;
const MEETUP_JOIN = 0.5;
const MEETUP_MAX = 6;
const MEETUP_HOURS = 3;
/** Members who signed in again since joining, and who did so from a second device too. */
const RETURNING = 0.75;
const SECOND_DEVICE = 0.3;
/** Who gave a bank account: everyone who posts (to be paid), and some who have not posted yet. */
const BANK_WITHOUT_POSTS = 0.35;
/** Who gave a delivery address for brands' products. */
const DELIVERY = 0.45;

const ipOf = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
const blockOf = (cidr: string) => {
  const [base, bits] = cidr.split("/") as [string, string];
  const start = base.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
  return { start, size: 2 ** (32 - Number(bits)) };
};
/** An address inside the block that is neither its network nor its broadcast address. */
const addressIn = (rng: Rng, cidr: string) => {
  const { start, size } = blockOf(cidr);
  return ipOf(start + rng.int(1, size - 2));
};
const weighted = <T>(rng: Rng, items: ReadonlyArray<T>, weight: (item: T) => number): T => {
  let roll = rng.next() * items.reduce((sum, item) => sum + weight(item), 0);
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items.at(-1)!;
};

// Account lengths as the banks issue them, so a reviewer reading "ending 1234" sees a real shape.
const BANKS: ReadonlyArray<readonly [lead: string, digits: number, share: number]> = [
  ["1", 12, 0.3], // Maybank
  ["8", 14, 0.2], // CIMB
  ["3", 10, 0.15], // Public Bank
  ["2", 14, 0.1], // RHB
  ["0", 11, 0.08], // Hong Leong
  ["8", 13, 0.07], // AmBank
  ["1", 14, 0.05], // Bank Islam
  ["0", 16, 0.05], // BSN
];
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");

const STREETS = ["Jalan Mawar", "Jalan Melati", "Jalan Kenanga", "Jalan Cempaka", "Jalan Seroja", "Jalan Dahlia"];
const STREETS_2 = ["Jalan Bukit Indah", "Jalan Setia", "Jalan Harmoni", "Jalan Damai", "Jalan Sentosa", "Jalan Murni"];
const AREAS = ["Taman Sri Muda", "Taman Desa", "Bandar Baru", "Taman Universiti", "Taman Bahagia", "Taman Seri Indah"];
const POSTCODES: Readonly<Record<string, number>> = {
  "Kuala Lumpur": 50000,
  "Shah Alam": 40000,
  "Petaling Jaya": 46000,
  "Subang Jaya": 47500,
  "George Town": 10000,
  "Johor Bahru": 80000,
  Ipoh: 30000,
  "Kota Kinabalu": 88000,
  Kuching: 93000,
  Melaka: 75000,
  "Alor Setar": 5000,
  Kuantan: 25000,
  Seremban: 70000,
  "Kota Bharu": 15000,
  "Kuala Terengganu": 20000,
  Putrajaya: 62000,
};

/** The world's makings, each one new: device ids, bank accounts and delivery addresses are never reused by accident. */
const makeIdentities = (rng: Rng) => {
  const pools = CARRIERS.map((c) => Array.from({ length: c.pool }, () => addressIn(rng, c.block)));
  const accounts = new Set<string>();
  const addresses = new Set<string>();
  return {
    device: () => rng.uuid(),
    carrier: () => weighted(rng, CARRIERS, (c) => c.share),
    /** The carrier's NAT address this connection left by. */
    mobile: (carrier: Carrier) => rng.pick(pools[CARRIERS.indexOf(carrier)]!),
    broadband: () => addressIn(rng, weighted(rng, BROADBAND, ([, share]) => share)[0]),
    bankAccount: () => {
      for (;;) {
        const [lead, length] = weighted(rng, BANKS, ([, , share]) => share);
        const account = lead + digits(rng, length - 1);
        if (!accounts.has(account)) {
          accounts.add(account);
          return account;
        }
      }
    },
    deliveryAddress: (state: string, city: string) => {
      for (let tries = 0; ; tries++) {
        const street =
          rng.next() < 0.5
            ? `${rng.pick(STREETS)} ${rng.int(1, 12)}`
            : `${rng.pick(STREETS_2)} ${rng.int(1, 9)}/${rng.int(1, 20)}`;
        const unit = tries > 3 ? `Unit ${rng.int(1, 30)}-${rng.int(1, 12)}, ` : "";
        const postcode = String((POSTCODES[city] ?? 50000) + rng.int(0, 9) * 10).padStart(5, "0");
        const address = `${unit}No. ${rng.int(1, 250)}, ${street}, ${rng.pick(AREAS)}, ${postcode} ${city}, ${state}`;
        const key = normalise("delivery_address", address)!;
        if (!addresses.has(key)) {
          addresses.add(key);
          return address;
        }
      }
    },
  };
};
type Identities = ReturnType<typeof makeIdentities>;

/** A signal before it is hashed: the value as a browser or a form would send it. */
interface RawSignal {
  readonly kind: SignalKind;
  readonly context: SignalContext;
  readonly value: string;
  readonly firstSeen: number;
  readonly lastSeen: number;
}

interface HonestMember {
  readonly member_id: number;
  readonly referrer_id: number | null;
  readonly joined_at: Date;
  readonly phone_number: string;
  readonly state: string | null;
  readonly city: string | null;
  readonly posts: boolean;
}

/** What a member's signals are made of: kept for the members a scenario borrows from. */
interface Person {
  readonly device: string;
  readonly deliveryAddress: string | null;
}

/** A member's own signals, as their registration, later sign-ins and profile left them. */
const honestSignals = (
  rng: Rng,
  ids: Identities,
  m: HonestMember,
  registeredFrom: string,
  nowMs: number,
  /** A scenario borrows this member's phone and address: both in use lately, so still kept. */
  borrowed: boolean,
): { readonly signals: Array<RawSignal>; readonly person: Person } => {
  const joined = m.joined_at.getTime();
  const later = (from: number, within: number) => Math.min(nowMs, from + rng.next() * within);
  const lastSeen = (first: number) =>
    borrowed ? Math.max(first, later(nowMs - DAY, DAY)) : later(first, nowMs - first);
  const device = ids.device();
  const signals: Array<RawSignal> = [
    { kind: "device", context: "registration", value: device, firstSeen: joined, lastSeen: joined },
    { kind: "network", context: "registration", value: registeredFrom, firstSeen: joined, lastSeen: joined },
    { kind: "phone", context: "registration", value: m.phone_number, firstSeen: joined, lastSeen: joined },
  ];
  if (rng.next() < RETURNING || borrowed) {
    const first = later(joined + HOUR, 3 * DAY);
    const last = lastSeen(first);
    signals.push({ kind: "device", context: "login", value: device, firstSeen: first, lastSeen: last });
    const network = rng.next() < 0.5 ? ids.mobile(ids.carrier()) : ids.broadband();
    signals.push({ kind: "network", context: "login", value: network, firstSeen: first, lastSeen: last });
    if (rng.next() < SECOND_DEVICE) {
      const at = later(first, nowMs - first);
      signals.push({
        kind: "device",
        context: "login",
        value: ids.device(),
        firstSeen: at,
        lastSeen: later(at, nowMs - at),
      });
    }
  }
  // A profile save records the bank account, the delivery address and the phone together;
  // saving it again unchanged only moves their last-seen time.
  const bankAccount = m.posts || rng.next() < BANK_WITHOUT_POSTS ? ids.bankAccount() : null;
  let deliveryAddress: string | null = null;
  if (borrowed || rng.next() < DELIVERY) {
    const [state, city] = m.state && m.city ? [m.state, m.city] : rng.pick(PLACES);
    deliveryAddress = ids.deliveryAddress(state, city);
  }
  if (bankAccount !== null || deliveryAddress !== null) {
    const first = later(joined, 10 * DAY);
    const last = lastSeen(first);
    const saved = (kind: SignalKind, value: string | null) => {
      if (value !== null) signals.push({ kind, context: "profile", value, firstSeen: first, lastSeen: last });
    };
    saved("bank_account", bankAccount);
    saved("delivery_address", deliveryAddress);
    saved("phone", m.phone_number);
  }
  return { signals, person: { device, deliveryAddress } };
};

/**
 * Where each registration came from: mostly the member's own mobile data or home line, now and
 * then the home of a member who joined shortly before (a household), or the venue of a meetup
 * where a referrer signed up a few people in an afternoon, never as many as a farm.
 */
const registrationNetworks = (rng: Rng, ids: Identities) => {
  const homes: Array<string> = [];
  const meetups = new Map<number, { address: string; at: number; count: number }>();
  return (m: HonestMember): string => {
    const joined = m.joined_at.getTime();
    const meetup = m.referrer_id === null ? undefined : meetups.get(m.referrer_id);
    if (meetup && joined - meetup.at <= MEETUP_HOURS * HOUR && meetup.count < MEETUP_MAX && rng.next() < MEETUP_JOIN) {
      meetup.count += 1;
      return meetup.address;
    }
    if (m.referrer_id !== null && rng.next() < MEETUP_START) {
      const address = ids.broadband();
      meetups.set(m.referrer_id, { address, at: joined, count: 1 });
      return address;
    }
    if (homes.length > 0 && rng.next() < HOUSEHOLD)
      return homes[rng.int(Math.max(0, homes.length - 200), homes.length - 1)]!;
    if (rng.next() < HOME_SHARE * AT_HOME) {
      const home = ids.broadband();
      homes.push(home);
      if (homes.length > 2_000) homes.splice(0, 1_000);
      return home;
    }
    return ids.mobile(ids.carrier());
  };
};

interface SignalRow {
  readonly memberId: number;
  readonly kind: SignalKind;
  readonly context: SignalContext;
  readonly hash: string;
  readonly shown: string | null;
  readonly firstSeen: string;
  readonly lastSeen: string;
}
const signalColumns: ReadonlyArray<Column<SignalRow>> = [
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "kind", type: "text", value: (r) => r.kind },
  { name: "context", type: "text", value: (r) => r.context },
  { name: "value_hash", type: "text", value: (r) => r.hash },
  { name: "shown", type: "text", value: (r) => r.shown },
  { name: "first_seen_at", type: "timestamptz", value: (r) => r.firstSeen },
  { name: "last_seen_at", type: "timestamptz", value: (r) => r.lastSeen },
];

/** Members read and written per turn: a large world never sits in memory whole. */
const PAGE = 25_000;
/** From this many members (about six signals each) rebuilding the value index beats updating it. */
const REINDEX_FROM_MEMBERS = 20_000;

/** The honest members' signals, straight into risk_signals; answers the rows written and the people asked for. */
const writeHonestSignals = (
  request: FraudSeedRequest,
  rng: Rng,
  ids: Identities,
  borrowed: ReadonlySet<number>,
  onProgress: (p: FraudProgress) => void,
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const { retentionDays } = yield* RiskSettings;
    const nowMs = request.now.getTime();
    // Older than the retention, a signal would already have been deleted.
    const kept = nowMs - retentionDays * DAY;
    return yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const key = yield* signalKey(tx);
        // The key arrives in member order and costs little; the others are built once at the end.
        const restore =
          request.members >= REINDEX_FROM_MEMBERS
            ? yield* dropIndexes(tx, ["risk_signals"], ["risk_signals_pkey"])
            : Effect.void;
        const out = bulkWriter(tx);
        const networkOf = registrationNetworks(rng, ids);
        const people = new Map<number, Person>();
        const last = request.firstMemberId + request.members - 1;
        let written = 0;
        for (let from = request.firstMemberId; from <= last; from += PAGE) {
          const members = yield* honestPage(tx, from, Math.min(last, from + PAGE - 1));
          const rows: Array<SignalRow> = [];
          for (const m of members) {
            const wanted = borrowed.has(m.member_id);
            const { signals, person } = honestSignals(rng, ids, m, networkOf(m), nowMs, wanted);
            if (wanted) people.set(m.member_id, person);
            for (const s of signals) {
              const n = normalise(s.kind, s.value);
              if (n === null || s.lastSeen < kept) continue;
              rows.push({
                memberId: m.member_id,
                kind: s.kind,
                context: s.context,
                hash: hashWith(key, s.kind, n),
                shown: shownOf(s.kind, n),
                firstSeen: new Date(s.firstSeen).toISOString(),
                lastSeen: new Date(s.lastSeen).toISOString(),
              });
            }
          }
          yield* out.write("risk_signals", signalColumns, rows);
          written += rows.length;
          onProgress({
            phase: "signals",
            done: Math.min(last, from + PAGE - 1) - request.firstMemberId + 1,
            total: request.members,
          });
        }
        yield* out.done;
        yield* restore;
        return { written, people };
      }),
    );
  });

const honestPage = (sql: Sql, from: number, to: number) =>
  sql.query<HonestMember>(
    `SELECT m.member_id, m.referrer_id, m.joined_at, p.phone_number, p.details ->> 'state' AS state,
            p.details ->> 'city' AS city, EXISTS (SELECT 1 FROM posts po WHERE po.member_id = m.member_id) AS posts
       FROM members m JOIN profiles p USING (member_id)
      WHERE m.member_id BETWEEN $1 AND $2 ORDER BY m.member_id`,
    [from, to],
  );

/** Runs `effect` as if it were `at`: the handlers take their time from the clock, as a request does. */
const asOf =
  (instant: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => {
    // Events carry whole milliseconds.
    const at = Math.floor(instant);
    const system = Clock.Clock.defaultValue();
    const clock: Clock.Clock = {
      currentTimeMillisUnsafe: () => at,
      currentTimeMillis: Effect.succeed(at),
      currentTimeNanosUnsafe: () => BigInt(at) * 1_000_000n,
      currentTimeNanos: Effect.succeed(BigInt(at) * 1_000_000n),
      monotonicTimeNanosUnsafe: () => system.monotonicTimeNanosUnsafe(),
      monotonicTimeNanos: system.monotonicTimeNanos,
      sleep: (duration) => system.sleep(duration),
    };
    return Effect.provideService(effect, Clock.Clock, clock);
  };

const REJECTIONS = [
  "The post does not show the brand's product.",
  "The video is someone else's, reposted.",
  "The link opens a private account.",
  "The caption leaves out the brand's hashtag.",
];

/** Distinct honest members, as many as the world has (a tiny world lends one member twice). */
const pickHonest = (rng: Rng, request: FraudSeedRequest, n: number): Array<number> => {
  const picked: Array<number> = [];
  while (picked.length < n) {
    const id = request.firstMemberId + rng.int(0, request.members - 1);
    if (!picked.includes(id) || picked.length >= request.members) picked.push(id);
  }
  return picked;
};

/**
 * The honest members' signals, then the four scenarios. Needs signal recording on: a scenario
 * is recorded as a request records it, and with recording off nothing would be.
 */
export const seedFraud = Effect.fn("Seed.fraud")(function* (
  request: FraudSeedRequest,
  onProgress: (p: FraudProgress) => void = () => {},
) {
  if (!(yield* RiskSettings).recording)
    return yield* Effect.die(new Error("--fraud needs signal recording on (RISK_RECORDING)"));
  if (request.members < 1) return yield* Effect.die(new Error("--fraud needs an honest world to add to"));
  const rng = makeRng((request.seed ^ 0x46524155) + Math.imul(request.firstMemberId, 0x9e3779b1));
  const ids = makeIdentities(rng);
  // The referrers every scenario joins under; the self-referral borrows its referrer's device and address.
  const [pairReferrer, farmReferrer, posterReferrer, ...ringReferrers] = pickHonest(rng, request, 7) as [
    number,
    number,
    number,
    ...Array<number>,
  ];
  const { written, people } = yield* writeHonestSignals(request, rng, ids, new Set([pairReferrer]), onProgress);
  const scenarios = yield* addScenarios(request, rng, ids, {
    pair: { id: pairReferrer, person: people.get(pairReferrer)! },
    farm: farmReferrer,
    poster: posterReferrer,
    ring: ringReferrers,
  });
  onProgress({ phase: "scenarios", done: 4, total: 4 });
  return { signals: written, scenarios };
});

interface Referrers {
  readonly pair: { readonly id: number; readonly person: Person };
  readonly farm: number;
  readonly poster: number;
  readonly ring: ReadonlyArray<number>;
}

const addScenarios = (request: FraudSeedRequest, rng: Rng, ids: Identities, referrers: Referrers) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const all = [referrers.pair.id, referrers.farm, referrers.poster, ...referrers.ring];
    const upline = new Map(
      (yield* db.query<{ member_id: number; referral_code: string; joined_at: Date }>(
        `SELECT member_id, referral_code, joined_at FROM members WHERE member_id = ANY($1::int[])`,
        [all],
      )).map((r) => [r.member_id, r] as const),
    );
    // Every scenario happens in the last five weeks, after its referrers joined and before now.
    const to = request.now.getTime() - HOUR;
    const from = Math.max(to - 35 * DAY, ...[...upline.values()].map((r) => r.joined_at.getTime() + HOUR));
    const span = Math.max(HOUR, to - from);
    const when = (fraction: number) => Math.floor(from + fraction * span);

    let made = 0;
    const phones = new Map<number, string>();
    // Registered as the sign-up route registers: the connection's address and the app's device
    // id go in with the registration, and the handler records them with the phone.
    const register = (referrerId: number, at: number, client: ClientSignals) =>
      Effect.gen(function* () {
        const firstName = rng.pick(FIRST_NAMES);
        const lastName = rng.pick(LAST_NAMES);
        // Ids run on from the honest world, so these stay apart from every seed's members.
        const n = request.firstMemberId + request.members + made++;
        const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
        const registration = {
          email: `${slug}.${n}@demo.jemput.my`,
          passwordHash: request.passwordHash,
          firstName,
          lastName,
          phoneNumber: `+6017${String(n % 10_000_000).padStart(7, "0")}`,
          referredByCode: upline.get(referrerId)!.referral_code,
        };
        const { memberId } = yield* asOf(at)(registerMember(registration, {}, client));
        phones.set(memberId, registration.phoneNumber);
        return memberId;
      });
    // Saved as the profile form saves them: bank account, delivery address and phone together.
    const saveProfile = (
      memberId: number,
      at: number,
      saved: { readonly bankAccount?: string; readonly deliveryAddress?: string },
    ) =>
      recordSignals(
        db,
        memberId,
        "profile",
        [
          { kind: "bank_account", value: saved.bankAccount },
          { kind: "delivery_address", value: saved.deliveryAddress },
          { kind: "phone", value: phones.get(memberId) },
        ],
        new Date(at),
      );
    const own = (): ClientSignals => ({
      device: ids.device(),
      network: rng.next() < 0.5 ? ids.mobile(ids.carrier()) : ids.broadband(),
    });
    // (d) The poster joins first: eight posts over four weeks, each decided a day or two later.
    const poster = yield* register(referrers.poster, when(0), own());
    yield* saveProfile(poster, when(0.02), { bankAccount: ids.bankAccount() });
    const fates = ["rejected", "rejected", "approved", "rejected", "rejected", "rejected", "approved", "rejected"];
    for (const [i, fate] of fates.entries()) {
      const submitted = when(0.04 + i * 0.09);
      const handle = `${rng
        .pick(FIRST_NAMES)
        .toLowerCase()
        .replace(/[^a-z]/g, "")}${rng.int(10, 99)}`;
      const postId = yield* asOf(submitted)(
        submitPost(
          poster,
          {
            title: rng.pick(POST_TITLES),
            url: `https://www.tiktok.com/@${handle}/video/7${digits(rng, 18)}`,
            platform: "tiktok",
          },
          { actor: poster },
        ),
      );
      const decided = asOf(submitted + Math.min(span * 0.04, rng.int(6, 40) * HOUR));
      if (fate === "approved") yield* decided(approvePost(postId, { actor: "cli" }));
      else yield* decided(rejectPost(postId, rng.pick(REJECTIONS), { actor: "cli" }));
    }

    // (a) The ring: four accounts under four members, each on its own phone and network, all
    // paid into one account, typed as each of them typed it.
    const account = ids.bankAccount();
    const typed = [
      account,
      account.replace(/(\d{4})(?=\d)/g, "$1 "),
      account.replace(/(\d{4})(?=\d)/g, "$1-"),
      ` ${account} `,
    ];
    const ring: Array<number> = [];
    for (const [i, referrerId] of referrers.ring.entries()) {
      const at = when(0.2 + i * 0.15);
      const id = yield* register(referrerId, at, own());
      yield* saveProfile(id, at + Math.min(DAY, span * 0.02), { bankAccount: typed[i]! });
      ring.push(id);
    }

    // (b) The self-referral: a second account made on the referrer's own phone, shipping to
    // the referrer's own address, typed into the form's lines (the address compares by its words).
    const pair = referrers.pair;
    const recruitAt = when(0.8);
    const recruit = yield* register(pair.id, recruitAt, {
      device: pair.person.device.toUpperCase(),
      network: ids.mobile(ids.carrier()),
    });
    yield* saveProfile(recruit, recruitAt + Math.min(2 * HOUR, span * 0.01), {
      deliveryAddress: pair.person.deliveryAddress!.split(", ").join(" ").toUpperCase(),
      bankAccount: ids.bankAccount(),
    });

    // (c) The farm: twenty accounts under one referrer from one phone in a few hours; between
    // sign-ups the phone drops off mobile data and comes back on another NAT address.
    const farmDevice = ids.device();
    const carrier = ids.carrier();
    const step = Math.min(12 * 60_000, (span * 0.08) / 20);
    const farm: Array<number> = [];
    for (let i = 0; i < 20; i++) {
      const at = when(0.9) + Math.floor(i * step + rng.next() * step * 0.5);
      farm.push(yield* register(referrers.farm, at, { device: farmDevice, network: ids.mobile(carrier) }));
    }

    return {
      ring,
      selfReferral: { recruit, referrer: pair.id },
      farm: { referrer: referrers.farm, recruits: farm },
      poster,
    } satisfies FraudScenarios;
  });

/** What a scan must raise for each scenario: the rule, exactly these members, and what they share. */
export const expectedFlags = (
  s: FraudScenarios,
): ReadonlyArray<{
  readonly scenario: string;
  readonly rule: RiskRule;
  readonly memberIds: ReadonlyArray<number>;
  readonly shared: ReadonlyArray<SignalKind>;
}> => {
  const sorted = (ids: ReadonlyArray<number>) => [...ids].sort((a, b) => a - b);
  return [
    { scenario: "ring", rule: "shared_bank_account", memberIds: sorted(s.ring), shared: ["bank_account"] },
    {
      scenario: "self-referral",
      rule: "self_referral",
      memberIds: sorted([s.selfReferral.recruit, s.selfReferral.referrer]),
      shared: ["device", "delivery_address"],
    },
    {
      scenario: "farm",
      rule: "registration_farm",
      memberIds: sorted([s.farm.referrer, ...s.farm.recruits]),
      shared: ["device"],
    },
    { scenario: "poster", rule: "high_rejection_rate", memberIds: [s.poster], shared: [] },
  ];
};

/** Every member a scenario names (their honest referrers aside). */
export const scenarioMembers = (s: FraudScenarios): ReadonlySet<number> =>
  new Set(expectedFlags(s).flatMap((f) => f.memberIds));

export interface FlagRow {
  readonly flag_id: string;
  readonly rule: RiskRule;
  readonly member_ids: ReadonlyArray<number>;
  readonly evidence: { readonly summary: string; readonly shared: ReadonlyArray<SignalKind> };
}

/** Flags raised so far, rule by rule (every rule named, none raised or not). */
export const flagsPerRule = (sql: Sql) =>
  Effect.map(
    sql.query<{ rule: RiskRule; n: number }>(`SELECT rule, count(*)::int AS n FROM risk_flags GROUP BY rule`),
    (rows) => Object.fromEntries(RULES.map((rule) => [rule, rows.find((r) => r.rule === rule)?.n ?? 0])),
  );
const RULES: ReadonlyArray<RiskRule> = [
  "shared_bank_account",
  "self_referral",
  "registration_farm",
  "high_rejection_rate",
  "submission_burst",
];

export const openFlags = (sql: Sql) =>
  sql.query<FlagRow>(
    `SELECT flag_id, rule, member_ids, evidence FROM risk_flags WHERE status = 'open' ORDER BY flag_id`,
  );

/**
 * For each scenario, whether a flag of its rule names exactly its members and what they share;
 * and how many honest members (in `honest`) any flag names.
 */
export const judgeScan = (flags: ReadonlyArray<FlagRow>, scenarios: FraudScenarios, honest: number) => {
  const same = <T>(a: ReadonlyArray<T>, b: ReadonlyArray<T>) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const caught = expectedFlags(scenarios).map((expected) => ({
    ...expected,
    caught: flags.some(
      (f) =>
        f.rule === expected.rule && same(f.member_ids, expected.memberIds) && same(f.evidence.shared, expected.shared),
    ),
  }));
  const involved = scenarioMembers(scenarios);
  const honestFlagged = new Set(flags.flatMap((f) => f.member_ids).filter((id) => !involved.has(id))).size;
  return { caught, honestFlagged, honestShare: honest === 0 ? 0 : honestFlagged / honest };
};
