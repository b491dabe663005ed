import { Clock, Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { registerMember } from "../../server/modules/members/handlers.ts";
import { approvePost, rejectPost, submitPost } from "../../server/modules/posts/handlers.ts";
import { recordSignals, type ClientSignals } from "../../server/modules/risk/signals.ts";
import type { FraudScenarios, FraudSeedRequest } from "./fraud.ts";
import { DAY, digits, HOUR, type Identities, type Person } from "./fraud-identities.ts";
import { FIRST_NAMES, LAST_NAMES, POST_TITLES } from "./names.ts";
import type { Rng } from "./random.ts";

// The four fraud scenarios, played through the real handlers at the times they happened, so
// their signals are recorded as a request records them and a rule meets them as it would live.

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

interface Referrers {
  readonly pair: { readonly id: number; readonly person: Person };
  readonly farm: number;
  readonly poster: number;
  readonly ring: ReadonlyArray<number>;
}

export const addScenarios = (request: FraudSeedRequest, rng: Rng, ids: Identities, referrers: Referrers) =>
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
