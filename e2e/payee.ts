import { Effect } from "effect";
import { payoutIdFor } from "../domain/payouts.ts";
import { periodOf, periodStart, previousPeriod } from "../domain/period.ts";
import { login, register } from "../server/modules/auth/handlers.ts";
import { closeMonth, markFailed, markPaid } from "../server/modules/payouts/handlers.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { now } from "../server/platform/clock/now.ts";
import { withClock } from "../server/testing/clock.ts";

// Rina's money, in Malaysian months counted back from today, written through the same handlers
// an admin's clicks reach, each at its own moment: three months ago one approved post (RM 200),
// whose payout failed; two months ago five (RM 1,000), closed together with the failed RM 200
// into one payout of RM 1,200, paid with a bank reference; last month one (RM 200), not closed
// yet, so it is the next payout; this month one more (RM 200), pending for the week of its
// holding period. Her unpaid balance: RM 400.
export const PAYEE = {
  email: "payee@jemput.test",
  firstName: "Rina",
  lastName: "Bayar",
  reference: "MBB-TRX-0042119",
  paid: "RM\u00a01,200.00",
  failed: "RM\u00a0200.00",
  unpaidBalance: "RM\u00a0400.00",
  nextPayout: "RM\u00a0200.00",
  pending: "RM\u00a0200.00",
} as const;

// 10:00 in Kuala Lumpur on a day of a month.
const dayOf = (period: number, day: number) =>
  new Date(periodStart(period).getTime() + (day - 1) * 86_400_000 + 36e5 * 10);

const ACTOR = { actor: "cli" } as const;

/** Seeds Rina and answers a live session of hers (her registration's own has long expired). */
export const seedPayee = (password: string, phoneNumber: string) =>
  Effect.gen(function* () {
    const today = periodOf(yield* now);
    const lastMonth = previousPeriod(today);
    const twoAgo = previousPeriod(lastMonth);
    const threeAgo = previousPeriod(twoAgo);
    const { email, firstName, lastName } = PAYEE;
    const joined = yield* withClock(
      register({ email, password, firstName, lastName, phoneNumber, referredByCode: null }, "e2e-fixture"),
      dayOf(threeAgo, 2),
    );
    const memberId = Number(joined.user.id);
    let posted = 0;
    const approved = (count: number, at: Date) =>
      withClock(
        Effect.gen(function* () {
          for (let i = 0; i < count; i++) {
            const postId = yield* submitPost(
              memberId,
              {
                title: `Payday review #${++posted}`,
                url: `https://www.tiktok.com/@rina/video/74000000000001${posted}`,
                platform: "tiktok",
              },
              { actor: memberId },
            );
            yield* approvePost(postId, { actor: "system" });
          }
        }),
        at,
      );

    yield* approved(1, dayOf(threeAgo, 10));
    yield* withClock(closeMonth(threeAgo, ACTOR), dayOf(twoAgo, 1));
    yield* withClock(markFailed(payoutIdFor(threeAgo, memberId), "Account number not found", ACTOR), dayOf(twoAgo, 3));
    yield* approved(5, dayOf(twoAgo, 10));
    yield* withClock(closeMonth(twoAgo, ACTOR), dayOf(lastMonth, 1));
    yield* withClock(markPaid(payoutIdFor(twoAgo, memberId), PAYEE.reference, ACTOR), dayOf(lastMonth, 3));
    yield* approved(1, dayOf(lastMonth, 10));
    yield* approved(1, yield* now);
    return yield* login(email, password);
  });
