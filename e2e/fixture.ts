import { Effect } from "effect";
import { register } from "../server/modules/auth/handlers.ts";
import { loadConfig } from "../server/platform/config/config.ts";
import { makeLogger } from "../server/platform/logging/logger.ts";
import { setAdmin } from "../server/modules/members/handlers.ts";
import { markVerified } from "../server/modules/credentials/session.ts";
import { hashToken } from "../server/modules/credentials/tokens.ts";
import { Database } from "../server/platform/db/database.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { updateProfile, withoutSession } from "../server/modules/profile/handlers.ts";
import type { ProfileBody } from "../server/modules/profile/validation.ts";
import { makeRuntime } from "../server/app/runtime.ts";
import { evaluateAllPending } from "../server/modules/risk/evaluate.ts";
import { PAYEE, seedPayee } from "./payee.ts";
import { accountDigits, lastFour, maskAccount } from "../domain/bank-account.ts";
import { seedBankResult, type BankResultFixture } from "./bank-result.ts";

// The people the browser suite signs in as. Figures are chosen so every money amount the
// screens show is known in advance and needs a thousands separator somewhere.
export type SeededMember = {
  email: string;
  password: string;
  firstName: string;
  token: string;
  user: Record<string, unknown>;
};

export type Fixture = {
  leader: SeededMember;
  admin: SeededMember;
  // For tests that change data (profile edits, password resets), so others are unaffected.
  editor: SeededMember;
  resetter: SeededMember;
  // No team, no income, a bare profile: the empty states and the completion modal.
  newcomer: SeededMember;
  // A chain of three apart from the leader's team, for post review: the child's post is pending,
  // so approving it pays the child, the parent and the grandparent (RM 200, RM 30, RM 10).
  review: { grandparent: SeededMember; parent: SeededMember; child: SeededMember; pendingPostTitle: string };
  // The privacy suite downloads the member's data and then deletes her account; her referrer's
  // team and income stay the same, with her shown as a former member.
  eraser: { member: SeededMember; referrer: SeededMember; bankAccountNumber: string };
  // Paid for earlier months through the real close and mark-paid handlers, with income still
  // unpaid: the payouts screen (e2e/payee.ts).
  payee: SeededMember;
  // Two issued payouts of a closed month, for the admin's bank result upload (e2e/bank-result.ts).
  bankResult: BankResultFixture;
  // One approved post this month and no team, for the reversal suite (e2e/reversals.e2e.ts).
  reverser: { member: SeededMember; postTitle: string };
  // Two bank accounts each given by several members, for the Risk tab (e2e/risk.e2e.ts): a
  // referral chain of three (one approved post each) to confirm, and two siblings to clear.
  risk: RiskFixture;
  level1Names: string[];
  level2Names: string[];
};

export type RiskFixture = {
  // The chain from the top: each referred the next, and each has one approved post.
  ring: Array<{ id: number; name: string; email: string; postTitle: string }>;
  siblings: Array<{ id: number; name: string }>;
};

export const PASSWORD = "Jemput#E2E-2026";
const PENDING_POST_TITLE = "Teh tarik taste test";
const ERASER_ACCOUNT = "2144 5566 0077 88";
const REVERSED_POST_TITLE = "Nasi lemak bungkus review";

// Leader: 6 approved posts (RM 1,200). Five direct recruits with 4 posts each (RM 4,000, so
// RM 600.00 Level 1 override); four Level 2 recruits under the first with 2 posts each
// (RM 1,600, so RM 80.00 Level 2 override). Total RM 1,880.00.
export const EXPECTED = {
  total: "RM\u00a01,880.00",
  personal: "RM\u00a01,200.00",
  level1: "RM\u00a0600.00",
  level2: "RM\u00a080.00",
  teamSize: 9,
} as const;

const LEVEL1 = [
  ["Hafiz", "Ismail"],
  ["Mei Ling", "Tan"],
  ["Priya", "Nair"],
  ["Amir", "Hakim"],
  ["Siti", "Aminah"],
] as const;
const LEVEL2 = [
  ["Daniel", "Wong"],
  ["Nurul", "Huda"],
  ["Kavitha", "Raj"],
  ["Jason", "Lee"],
] as const;

let phoneCounter = 0;
const nextPhone = () => `+6012${String(3_000_000 + ++phoneCounter).padStart(7, "0")}`;

const join = (firstName: string, lastName: string, email: string, referredByCode: string | null) =>
  register({ email, password: PASSWORD, firstName, lastName, phoneNumber: nextPhone(), referredByCode }, "e2e-fixture");

// Members who give one bank account for their payouts, through the profile form's handler; the
// rules (run before the server starts, as its evaluator would within seconds) raise the flags.
const RING = [
  ["Rosli", "Cincin", "Rendang tok taste test"],
  ["Bella", "Cincin", "Cendol stall ranking"],
  ["Chandra", "Cincin", "Banana leaf lunch"],
] as const;
const SIBLINGS = [
  ["Dewi", "Kembar"],
  ["Eka", "Kembar"],
] as const;

const withBankAccount = (
  auth: { user: Record<string, unknown> },
  [firstName, lastName]: readonly [string, string, ...unknown[]],
  account: string,
) =>
  updateProfile(withoutSession(Number(auth.user.id)), {
    firstName,
    lastName,
    phoneNumber: String(auth.user.phoneNumber),
    bankAccountHolderName: `${firstName} ${lastName}`.toUpperCase(),
    bankName: "Maybank",
    bankAccountNumber: account,
  });

const seedRisk = () =>
  Effect.gen(function* () {
    const ring: RiskFixture["ring"] = [];
    const codes: string[] = [];
    for (const [i, person] of RING.entries()) {
      const [firstName, lastName, postTitle] = person;
      const email = `ring-${i}@jemput.test`;
      const auth = yield* join(firstName, lastName, email, codes.at(-1) ?? null);
      codes.push(String(auth.user.referralId));
      yield* withBankAccount(auth, person, "8877 6655 4433");
      const id = Number(auth.user.id);
      const postId = yield* submitPost(
        id,
        { title: postTitle, url: `https://www.instagram.com/p/e2e-ring-${i}`, platform: "instagram" },
        { actor: id },
      );
      yield* approvePost(postId, { actor: "system" });
      ring.push({ id, name: `${firstName} ${lastName}`, email, postTitle });
    }
    const siblings: RiskFixture["siblings"] = [];
    for (const [i, person] of SIBLINGS.entries()) {
      const [firstName, lastName] = person;
      const auth = yield* join(firstName, lastName, `sibling-${i}@jemput.test`, null);
      yield* withBankAccount(auth, person, "5512 3400 9876");
      siblings.push({ id: Number(auth.user.id), name: `${firstName} ${lastName}` });
    }
    yield* evaluateAllPending();
    return { ring, siblings } satisfies RiskFixture;
  });

const approvedPosts = (memberId: number, count: number) =>
  Effect.gen(function* () {
    for (let i = 0; i < count; i++) {
      const postId = yield* submitPost(
        memberId,
        { title: `Review #${i + 1}`, url: `https://www.instagram.com/p/e2e${memberId}x${i}`, platform: "instagram" },
        { actor: memberId },
      );
      yield* approvePost(postId, { actor: "system" });
    }
  });

const seeded = (
  auth: { token: string; user: Record<string, unknown> },
  email: string,
  firstName: string,
): SeededMember => ({
  email,
  password: PASSWORD,
  firstName,
  token: auth.token,
  user: auth.user,
});

const program = () =>
  Effect.gen(function* () {
    const leaderAuth = yield* join("Aisyah", "Rahman", "aisyah@jemput.test", null);
    const leaderId = Number(leaderAuth.user.id);
    yield* approvedPosts(leaderId, 6);
    const level1: Array<{ id: number; code: string }> = [];
    for (const [i, [first, last]] of LEVEL1.entries()) {
      const auth = yield* join(first, last, `l1-${i}@jemput.test`, String(leaderAuth.user.referralId));
      level1.push({ id: Number(auth.user.id), code: String(auth.user.referralId) });
      yield* approvedPosts(Number(auth.user.id), 4);
    }
    // The first recruit has a full public profile, so the member dialog shows every section.
    const first = level1[0]!;
    const profile: ProfileBody = {
      firstName: "Hafiz",
      lastName: "Ismail",
      phoneNumber: "+60123000002",
      city: "Shah Alam",
      state: "Selangor",
      gender: "male",
      maritalStatus: "single",
      bio: "Food and travel creator from Shah Alam.",
      influencerCategories: ["Food & Lifestyle", "Travel"],
      socialMediaLinks: {
        instagram: { profileName: "hafiz.eats", followers: 12_500 },
        youtube: { profileName: "HafizTravels", followers: 3_400 },
      },
    };
    yield* updateProfile(withoutSession(first.id), profile);
    for (const [i, [firstName, last]] of LEVEL2.entries()) {
      const auth = yield* join(firstName, last, `l2-${i}@jemput.test`, first.code);
      yield* approvedPosts(Number(auth.user.id), 2);
    }
    const adminAuth = yield* join("Farah", "Admin", "admin@jemput.test", null);
    yield* setAdmin("admin@jemput.test", true, { actor: "cli" });
    // Admin sessions need a second factor (decision 19): the seeded one is marked verified, a
    // convenience like signing members up through the handler; e2e/two-factor.e2e.ts signs an
    // admin in through the code itself.
    yield* markVerified(yield* Database, hashToken(adminAuth.token));
    const editor = yield* join("Nadia", "Editor", "editor@jemput.test", null);
    const resetter = yield* join("Rashid", "Reset", "reset@jemput.test", null);
    const newcomer = yield* join("Zara", "Baru", "newcomer@jemput.test", null);
    const grandparent = yield* join("Kamal", "Grand", "review-grand@jemput.test", null);
    const parent = yield* join("Lina", "Parent", "review-parent@jemput.test", String(grandparent.user.referralId));
    const child = yield* join("Suresh", "Child", "review-child@jemput.test", String(parent.user.referralId));
    const eraseReferrer = yield* join("Yusuf", "Referrer", "erase-referrer@jemput.test", null);
    const eraser = yield* join("Intan", "Padam", "erase-me@jemput.test", String(eraseReferrer.user.referralId));
    yield* approvedPosts(Number(eraser.user.id), 1);
    yield* updateProfile(withoutSession(Number(eraser.user.id)), {
      firstName: "Intan",
      lastName: "Padam",
      phoneNumber: String(eraser.user.phoneNumber),
      city: "Kuantan",
      state: "Pahang",
      bankAccountHolderName: "INTAN BINTI PADAM",
      bankName: "RHB Bank",
      bankAccountNumber: ERASER_ACCOUNT,
    });
    yield* submitPost(
      Number(child.user.id),
      { title: PENDING_POST_TITLE, url: "https://www.tiktok.com/@suresh/video/1", platform: "tiktok" },
      { actor: Number(child.user.id) },
    );
    const reverser = yield* join("Razak", "Balik", "reversal@jemput.test", null);
    const reversedPost = yield* submitPost(
      Number(reverser.user.id),
      { title: REVERSED_POST_TITLE, url: "https://www.instagram.com/p/e2e-reversal", platform: "instagram" },
      { actor: Number(reverser.user.id) },
    );
    yield* approvePost(reversedPost, { actor: "system" });
    const risk = yield* seedRisk();
    const payee = yield* seedPayee(PASSWORD, nextPhone());
    // After the payee's closes: its own close pays only its own month's lines.
    const bankResult = yield* seedBankResult(PASSWORD, [nextPhone(), nextPhone()]);
    return {
      payee: seeded(payee, PAYEE.email, PAYEE.firstName),
      bankResult,
      reverser: { member: seeded(reverser, "reversal@jemput.test", "Razak"), postTitle: REVERSED_POST_TITLE },
      risk,
      review: {
        grandparent: seeded(grandparent, "review-grand@jemput.test", "Kamal"),
        parent: seeded(parent, "review-parent@jemput.test", "Lina"),
        child: seeded(child, "review-child@jemput.test", "Suresh"),
        pendingPostTitle: PENDING_POST_TITLE,
      },
      eraser: {
        member: seeded(eraser, "erase-me@jemput.test", "Intan"),
        referrer: seeded(eraseReferrer, "erase-referrer@jemput.test", "Yusuf"),
        // As the member's own screens and data export show it (decision 20).
        bankAccountNumber: maskAccount(lastFour(accountDigits(ERASER_ACCOUNT)))!,
      },
      leader: seeded(leaderAuth, "aisyah@jemput.test", "Aisyah"),
      admin: seeded({ ...adminAuth, user: { ...adminAuth.user, isAdmin: true } }, "admin@jemput.test", "Farah"),
      editor: seeded(editor, "editor@jemput.test", "Nadia"),
      resetter: seeded(resetter, "reset@jemput.test", "Rashid"),
      newcomer: seeded(newcomer, "newcomer@jemput.test", "Zara"),
      level1Names: LEVEL1.map(([f, l]) => `${f} ${l}`),
      level2Names: LEVEL2.map(([f, l]) => `${f} ${l}`),
    } satisfies Fixture;
  });

// Runs once before the server starts, on the same database, through the same handlers the API uses.
export async function seedFixture(env: NodeJS.ProcessEnv): Promise<Fixture> {
  const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const runtime = await makeRuntime(config, makeLogger("silent"));
  try {
    return await runtime.runPromise(program());
  } finally {
    await runtime.dispose();
  }
}
