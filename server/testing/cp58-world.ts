import { Effect } from "effect";
import type { Language } from "../../domain/languages.ts";
import { registerMember } from "../modules/members/handlers.ts";
import { savePayee } from "../modules/payee/save.ts";
import type { PayeeDetails } from "../modules/payee/sealing.ts";
import { closeMonth } from "../modules/payouts/handlers.ts";
import { approvePost, reversePost, submitPost } from "../modules/posts/handlers.ts";
import { BankVault } from "../platform/crypto/bank-vault.ts";
import { Database } from "../platform/db/database.ts";
import { withClock } from "./clock.ts";
import { newMember } from "./harness.ts";

// A team paid through 2025 for the CP58 suites (decision 63), one member in each language:
// Aisyah (en) above RM 5,000 with her own posts and both overrides; Mei (zh), her recruit, with
// a post reversed in the year; Kumar (ta), Mei's recruit; Siti (ms) above RM 5,000 without payee
// details; Ravi, whose only post is in 2026. Figures, in sen, are stated beside each.

export const CP58_YEAR = 2025;
/** 26 posts (RM 5,200), Level 1 on Mei's 3 posts (RM 90), Level 2 on Kumar's 2 (RM 20), Mei's reversal taking back RM 30. */
export const AISYAH = { personal: 520_000, level1: 9_000 - 3_000, level2: 2_000, total: 528_000 };
/** 3 posts, one reversed in November (RM 400 left), Level 1 on Kumar's 2 posts (RM 60). */
export const MEI = { personal: 40_000, level1: 6_000, level2: 0, total: 46_000 };
export const KUMAR = { personal: 40_000, level1: 0, level2: 0, total: 40_000 };
export const SITI = { personal: 520_000, level1: 0, level2: 0, total: 520_000 };

export interface Cp58World {
  readonly aisyah: number;
  readonly mei: number;
  readonly kumar: number;
  readonly siti: number;
  readonly ravi: number;
  readonly emails: Readonly<Record<"aisyah" | "mei" | "kumar" | "siti", string>>;
}

export const AISYAH_PAYEE: PayeeDetails = {
  identityType: "mykad",
  identityNumber: "770625015324",
  identityCountry: null,
  tin: "IG12345678090",
  address: {
    line1: "12 Jalan Melur",
    line2: "Taman Melati",
    postcode: "53100",
    city: "Kuala Lumpur",
    state: "Kuala Lumpur",
    country: "MY",
  },
};
export const MEI_PAYEE: PayeeDetails = {
  identityType: "passport",
  identityNumber: "E12345678",
  identityCountry: "SG",
  tin: "IG98765432100",
  address: {
    line1: "3 Lorong Bunga",
    line2: null,
    postcode: "10200",
    city: "George Town",
    state: "Penang",
    country: "MY",
  },
};

const posts = (memberId: number, count: number, from: number) =>
  Effect.gen(function* () {
    const ids: Array<string> = [];
    for (let i = 0; i < count; i++) {
      const postId = yield* submitPost(
        memberId,
        {
          title: `Ulasan ${from + i}`,
          url: `https://www.tiktok.com/@jemput/video/${7_300_000 + from + i}`,
          platform: "tiktok",
        },
        { actor: memberId },
      );
      yield* approvePost(postId, { actor: "cli" });
      ids.push(postId);
    }
    return ids;
  });

const at = (iso: string) => new Date(iso);

export const seedCp58World = Effect.gen(function* () {
  const member = (name: string, code: string | null) => registerMember(newMember(name, code), { requestId: "test" });
  const [aisyah, siti, ravi] = [
    yield* member("Aisyah", null),
    yield* member("Siti", null),
    yield* member("Ravi", null),
  ];
  const mei = yield* member("Mei", aisyah.referralCode);
  const kumar = yield* member("Kumar", mei.referralCode);
  yield* withClock(
    Effect.gen(function* () {
      yield* posts(aisyah.memberId, 26, 0);
      yield* posts(siti.memberId, 26, 100);
      const meiPosts = yield* posts(mei.memberId, 3, 200);
      yield* posts(kumar.memberId, 2, 300);
      return meiPosts;
    }),
    at("2025-03-12T06:00:00.000Z"),
  ).pipe(
    Effect.flatMap((meiPosts) =>
      withClock(reversePost(meiPosts[0]!, "Duplicate post", { actor: "cli" }), at("2025-11-20T06:00:00.000Z")),
    ),
  );
  yield* withClock(posts(ravi.memberId, 1, 400), at("2026-01-15T06:00:00.000Z"));
  yield* withClock(closeMonth(202503, { actor: "cli" }), at("2025-04-02T06:00:00.000Z"));
  const db = yield* Database;
  const vault = yield* BankVault;
  const languages: Array<[number, Language]> = [
    [aisyah.memberId, "en"],
    [mei.memberId, "zh"],
    [kumar.memberId, "ta"],
    [siti.memberId, "ms"],
  ];
  for (const [id, language] of languages)
    yield* db.query(`UPDATE profiles SET language = $2 WHERE member_id = $1`, [id, language]);
  for (const [id, next] of [
    [aisyah.memberId, AISYAH_PAYEE],
    [mei.memberId, MEI_PAYEE],
  ] as const)
    yield* savePayee(
      db,
      vault,
      id,
      { next, changed: true, tinStatus: "unchecked", tinCheckedAt: null, readAt: null },
      at("2025-05-01T00:00:00.000Z"),
    );
  const emails = yield* db.query<{ member_id: number; email: string }>(
    `SELECT member_id, email FROM profiles WHERE member_id = ANY($1::int[])`,
    [[aisyah.memberId, mei.memberId, kumar.memberId, siti.memberId]],
  );
  const email = (id: number) => emails.find((e) => e.member_id === id)!.email;
  return {
    aisyah: aisyah.memberId,
    mei: mei.memberId,
    kumar: kumar.memberId,
    siti: siti.memberId,
    ravi: ravi.memberId,
    emails: {
      aisyah: email(aisyah.memberId),
      mei: email(mei.memberId),
      kumar: email(kumar.memberId),
      siti: email(siti.memberId),
    },
  } satisfies Cp58World;
});
