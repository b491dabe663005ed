import { Effect } from "effect";
import { payoutIdFor } from "../domain/payouts.ts";
import { monthOf, periodOf, periodStart, previousPeriod, yearOf } from "../domain/period.ts";
import { register } from "../server/modules/auth/handlers.ts";
import { closeMonth } from "../server/modules/payouts/handlers.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { updateProfile, withoutSession } from "../server/modules/profile/handlers.ts";
import { now } from "../server/platform/clock/now.ts";
import { withClock } from "../server/testing/clock.ts";

// Two payouts for the admin to settle with the bank's result file (e2e/payouts-admin.e2e.ts):
// Rosli's and Wati's posts were approved four months ago, and that month is closed here, after
// the payee's months (e2e/payee.ts), so it pays their RM 200 each and no one else's lines.
export interface BankResultFixture {
  readonly month: number;
  readonly year: number;
  /** Rosli's payout, which the test's file marks paid. */
  readonly paidId: string;
  /** Wati's, which the file marks failed. */
  readonly failedId: string;
}

export const BANK_RESULT_MEMBERS = [
  { firstName: "Rosli", lastName: "Hamid", email: "bank-paid@jemput.test", account: "5140 1234 5678" },
  { firstName: "Wati", lastName: "Sulaiman", email: "bank-failed@jemput.test", account: "8800 4455 6677" },
] as const;

export const seedBankResult = (password: string, phones: readonly [string, string]) =>
  Effect.gen(function* () {
    const period = previousPeriod(previousPeriod(previousPeriod(previousPeriod(periodOf(yield* now)))));
    const day = new Date(periodStart(period).getTime() + 9 * 86_400_000 + 10 * 3_600_000);
    const ids: Array<string> = [];
    for (const [i, m] of BANK_RESULT_MEMBERS.entries()) {
      const joined = yield* withClock(
        register({ ...m, password, phoneNumber: phones[i]!, referredByCode: null }, "e2e-fixture"),
        day,
      );
      const memberId = Number(joined.user.id);
      yield* updateProfile(withoutSession(memberId), {
        firstName: m.firstName,
        lastName: m.lastName,
        phoneNumber: phones[i]!,
        bankAccountHolderName: `${m.firstName} ${m.lastName}`.toUpperCase(),
        bankName: "Maybank",
        bankAccountNumber: m.account,
      });
      yield* withClock(
        Effect.gen(function* () {
          const postId = yield* submitPost(
            memberId,
            { title: "Bank day", url: `https://www.tiktok.com/@bank/video/7500000000000${i}`, platform: "tiktok" },
            { actor: memberId },
          );
          yield* approvePost(postId, { actor: "system" });
        }),
        day,
      );
      ids.push(payoutIdFor(period, memberId));
    }
    yield* closeMonth(period, { actor: "cli" });
    return {
      month: monthOf(period),
      year: yearOf(period),
      paidId: ids[0]!,
      failedId: ids[1]!,
    } satisfies BankResultFixture;
  });
