import crypto from "node:crypto";
import { Effect } from "effect";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { openSession } from "../../modules/auth/handlers.ts";
import { hashPassword } from "../../modules/credentials/password.ts";
import { hashToken, newToken } from "../../modules/credentials/tokens.ts";
import { Database } from "../../platform/db/database.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { saveAccount } from "../../modules/bank-accounts/store.ts";
import { enqueueJob } from "../../platform/jobs/store.ts";
import { issueUnsubscribeToken } from "../../modules/mail/unsubscribe.ts";
import { registerMember, setAdmin } from "../../modules/members/handlers.ts";
import { closeMonth } from "../../modules/payouts/handlers.ts";
import { issuePaymentFile } from "../../modules/payouts/payment-files.ts";
import { approvePost, submitPost } from "../../modules/posts/handlers.ts";
import { evaluateAllPending } from "../../modules/risk/evaluate.ts";
import { recordSignals } from "../../modules/risk/signals.ts";
import { setupCodeForAdmin } from "../../modules/two-factor/setup-code.ts";
import { codeAt } from "../../modules/two-factor/totp.ts";
import { verifySession } from "../../testing/admin.ts";
import { newMember, type TestApp } from "../../testing/harness.ts";
import type { Account, Fixture } from "../../testing/route-access.ts";

// The world both security suites call into: an owner in the middle of a two-level team, with a
// post approved last month (so income and a payout), two pending posts, bank details that only
// admins may see; a member outside that team; an admin; an image and a job to name by id.
export const PASSWORD = "Fixture-Password-2026";
/** What only the owner and admins may see: not even the owner's own team. */
export const OWNER_PRIVATE = {
  // The account number itself is shown to no one, the owner included (only the bank file has it).
  bankAccountHolderName: "PEMILIK RAHSIA 7D1F",
  deliveryAddressLine1: "Lot 7, Jalan Rahsia 3",
  dateOfBirth: "1991-04-17",
} as const;
const OWNER_POST_TITLE = "Owner-only post 7d1f";

export interface SecurityFixture extends Fixture {
  /** The owner's referrer: the owner is in its Level 1. */
  readonly upline: Account;
  /** A new account of that kind, for routes that end or change the caller's account. */
  readonly freshAccount: (kind: "member" | "admin") => Promise<Account>;
  /** Everything an answer to a member outside the owner's team must not contain. */
  readonly ownerSecrets: ReadonlyArray<string>;
}

export const setUpFixture = async (app: TestApp): Promise<SecurityFixture> => {
  const passwordHash = await hashPassword(PASSWORD);
  const account = (firstName: string, referredByCode: string | null = null, now?: Date) =>
    app.run(
      Effect.gen(function* () {
        const registration = { ...newMember(firstName, referredByCode), passwordHash };
        const { memberId, referralCode } = yield* registerMember(registration, { requestId: "fixture" });
        const token = yield* openSession(yield* Database, memberId, new Date());
        return {
          id: memberId,
          token,
          code: referralCode,
          email: registration.email,
          phoneNumber: registration.phoneNumber,
          password: PASSWORD,
        } satisfies Account;
      }),
      now,
    );
  const adminAccount = async (firstName: string) => {
    const who = await account(firstName);
    await app.run(setAdmin(who.email, true, { actor: "cli" }));
    // An admin's session with its second factor given (testing/admin.ts says why directly).
    await verifySession(app, who.token);
    return who;
  };

  const lastMonth = previousPeriod(periodOf(new Date()));
  const inLastMonth = new Date(Date.UTC(yearOf(lastMonth), monthOf(lastMonth) - 1, 10, 3));
  const upline = await account("Upline", null, inLastMonth);
  const owner = await account("Owner", upline.code, inLastMonth);
  const recruit = await account("Recruit", owner.code, inLastMonth);
  await account("Second", recruit.code, inLastMonth);
  const outsider = await account("Outsider");
  const admin = await adminAccount("Admin");

  // A link pays once, so each post is a video of its own.
  let videos = 0;
  const post = (title: string, now?: Date) =>
    app.run(
      submitPost(
        owner.id,
        { title, url: `https://tiktok.com/@owner/video/${++videos}`, platform: "tiktok" },
        { actor: owner.id },
      ),
      now,
    );
  await app.run(approvePost(await post(OWNER_POST_TITLE, inLastMonth), { actor: admin.id }), inLastMonth);
  // Before the close, so the owner's payout is issued to these bank details.
  const { bankAccountHolderName, ...details } = OWNER_PRIVATE;
  await app.sql(`UPDATE profiles SET details = details || $2::jsonb WHERE member_id = $1`, [
    owner.id,
    JSON.stringify(details),
  ]);
  await app.run(
    Effect.gen(function* () {
      const vault = yield* BankVault;
      const account = { holder: bankAccountHolderName, bank: "Maybank", account: "7788 1122 9900" };
      yield* (yield* Database).transaction((tx) => saveAccount(tx, vault, owner.id, account, inLastMonth));
    }),
  );
  // The month before, closed on its own: one payout at a bank on the list that no other row pays
  // or fails, so each issue of that month's payment file has a payment to hold.
  const fileMonth = previousPeriod(lastMonth);
  const inFileMonth = new Date(Date.UTC(yearOf(fileMonth), monthOf(fileMonth) - 1, 10, 3));
  const payee = await account("Payee", null, inFileMonth);
  const payeePost = await app.run(
    submitPost(
      payee.id,
      { title: "Payee post", url: "https://tiktok.com/@payee/video/7001234", platform: "tiktok" },
      {
        actor: payee.id,
      },
    ),
    inFileMonth,
  );
  await app.run(approvePost(payeePost, { actor: admin.id }), inFileMonth);
  await app.run(
    Effect.gen(function* () {
      const vault = yield* BankVault;
      const account = { holder: "PAYEE", bankCode: "MBBEMYKL", account: "5140 1234 5678" };
      yield* (yield* Database).transaction((tx) => saveAccount(tx, vault, payee.id, account, inFileMonth));
    }),
  );
  await app.run(closeMonth(fileMonth, { actor: admin.id }));
  await app.run(closeMonth(lastMonth, { actor: admin.id }));
  const pendingPostIds = [await post("Pending one"), await post("Pending two")] as const;
  const [image] = await app.sql<{ id: number }>(
    `INSERT INTO images (filename, original_name, description, content_type, size_bytes, uploaded_by)
     VALUES ('fixture.png', 'fixture.png', 'Fixture', 'image/png', 1, $1) RETURNING id`,
    [admin.id],
  );
  const jobId = await app.run(
    Effect.gen(function* () {
      return yield* enqueueJob(yield* Database, { kind: "fixture.noop", payload: {} });
    }),
  );

  // The file month's payment file with an issue open, or issued (directly: the re-issue has its own tests).
  const paymentFile = async (state: "open" | "taken") => {
    if (state === "open")
      await app.sql(
        `INSERT INTO payment_files (period, seq, close_id, issued_at, reissued_by, reason)
           SELECT period, seq + 1, close_id, now(), $2, 'Security suite'
             FROM (SELECT * FROM payment_files WHERE period = $1 ORDER BY seq DESC LIMIT 1) latest
            WHERE downloaded_at IS NOT NULL`,
        [lastMonth, admin.id],
      );
    else {
      await app.sql(
        `INSERT INTO payment_files (period, seq, close_id, issued_at)
           SELECT $1, 1, position, now() FROM events WHERE stream_id = $2 AND type = 'PayoutMonthClosed'
           ON CONFLICT DO NOTHING`,
        [lastMonth, `payouts-${lastMonth}`],
      );
      await app.sql(
        `UPDATE payment_files SET downloaded_at = now(), file_name = 'security-suite-' || period || '-' || seq || '.csv'
            WHERE period = $1 AND downloaded_at IS NULL`,
        [lastMonth],
      );
    }
  };
  return {
    owner,
    outsider,
    admin,
    upline,
    pendingPostIds,
    approvedPostId: async () => {
      const poster = await account("Reversible");
      const postId = await app.run(
        submitPost(
          poster.id,
          { title: "To reverse", url: `https://tiktok.com/@owner/video/${++videos}`, platform: "tiktok" },
          { actor: poster.id },
        ),
      );
      await app.run(approvePost(postId, { actor: admin.id }));
      return postId;
    },
    openFlagId: async () => {
      // Two new members on one bank account: a flag of their own, open.
      const pair = [await account("Ringone"), await account("Ringtwo")];
      const account_ = `70${String(pair[0]!.id).padStart(10, "0")}`;
      await app.run(
        Effect.gen(function* () {
          const db = yield* Database;
          for (const m of pair)
            yield* recordSignals(db, m.id, "profile", [{ kind: "bank_account", value: account_ }], new Date());
          yield* evaluateAllPending(true);
        }),
      );
      const [flag] = await app.sql<{ flag_id: string }>(
        `SELECT flag_id FROM risk_flags WHERE member_ids @> $1::jsonb`,
        [JSON.stringify([pair[0]!.id])],
      );
      return flag!.flag_id;
    },
    teamMemberId: recruit.id,
    payoutId: `PO-${lastMonth}-${owner.id}`,
    uplinePayoutId: `PO-${lastMonth}-${upline.id}`,
    imageId: image!.id,
    jobId,
    closedMonth: { month: monthOf(lastMonth), year: yearOf(lastMonth) },
    fileMonth: { month: monthOf(fileMonth), year: yearOf(fileMonth) },
    paymentFile,
    issuedPaymentFile: async () => {
      await paymentFile("open");
      const file = await app.run(
        issuePaymentFile(lastMonth, "csv", admin.id, { name: null, account: null, bic: null }),
      );
      return file.id;
    },
    newRegistration: () => {
      const { email, firstName, lastName, phoneNumber } = newMember("Fresh");
      return { email, password: PASSWORD, firstName, lastName, phoneNumber };
    },
    resetToken: async () => {
      const who = await account("Forgetful");
      const token = newToken();
      await app.sql(
        `INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 hour')`,
        [hashToken(token), who.id],
      );
      return token;
    },
    unsubscribeToken: async () => {
      const who = await account("Unsubscriber");
      return app.run(
        Effect.gen(function* () {
          return yield* issueUnsubscribeToken(yield* Database, who.id);
        }),
      );
    },
    twoFactor: async (caller, { enabled, pending }) => {
      if (caller === null) return "000000";
      const secret = crypto.randomBytes(20);
      const at = new Date();
      await app.sql(
        `INSERT INTO two_factor (member_id, secret, created_at, enabled_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, enabled_at = EXCLUDED.enabled_at, last_step = NULL`,
        [caller.id, secret, at, enabled ? at : null],
      );
      if (pending)
        await app.sql(`UPDATE sessions SET second_factor = 'pending' WHERE token_hash = $1`, [hashToken(caller.token)]);
      return codeAt(new Uint8Array(secret), at);
    },
    setupCode: async (caller) =>
      caller === null ? undefined : ((await app.run(setupCodeForAdmin(caller.email)))?.code ?? undefined),
    stepUp: async (caller) => {
      // Directly, as the second factor is given above: the step-up itself has its own tests.
      if (caller !== null)
        await app.sql(`UPDATE sessions SET stepped_up_at = $2 WHERE token_hash = $1`, [
          hashToken(caller.token),
          new Date(),
        ]);
    },
    ownerSessionId: async () => {
      const token = await app.run(Effect.flatMap(Database, (db) => openSession(db, owner.id, new Date())));
      const [row] = await app.sql<{ id: string }>(`SELECT public_id::text AS id FROM sessions WHERE token_hash = $1`, [
        hashToken(token),
      ]);
      return row!.id;
    },
    freshAccount: (kind) => (kind === "admin" ? adminAccount("Fresh") : account("Fresh")),
    ownerSecrets: [owner.email, owner.phoneNumber, OWNER_POST_TITLE, ...Object.values(OWNER_PRIVATE)],
  };
};
