import type { SignalKind } from "../../domain/events.ts";
import type { SignalContext } from "../../domain/risk/rules.ts";
import { normalise } from "../../server/modules/risk/signals.ts";
import { PLACES } from "./names.ts";
import type { Rng } from "./random.ts";

// The makings of a seeded world's honest members as the fraud rules see them: the networks
// Malaysians connect from, the bank accounts and delivery addresses they give, and the signals
// each member leaves by joining, signing in and saving a profile. A file of its own because both
// the bulk write of honest signals and the scenarios draw on these makings.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

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
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");

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
export const makeIdentities = (rng: Rng) => {
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
export type Identities = ReturnType<typeof makeIdentities>;

/** A signal before it is hashed: the value as a browser or a form would send it. */
interface RawSignal {
  readonly kind: SignalKind;
  readonly context: SignalContext;
  readonly value: string;
  readonly firstSeen: number;
  readonly lastSeen: number;
}

export interface HonestMember {
  readonly member_id: number;
  readonly referrer_id: number | null;
  readonly joined_at: Date;
  readonly phone_number: string;
  readonly state: string | null;
  readonly city: string | null;
  readonly posts: boolean;
}

/** What a member's signals are made of: kept for the members a scenario borrows from. */
export interface Person {
  readonly device: string;
  readonly deliveryAddress: string | null;
}

/** A member's own signals, as their registration, later sign-ins and profile left them. */
export const honestSignals = (
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
export const registrationNetworks = (rng: Rng, ids: Identities) => {
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
