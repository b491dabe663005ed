import { Effect } from "effect";
import { monthOf, periodOf, periodStart, previousPeriod, yearOf } from "../domain/period.ts";
import { login, register } from "../server/modules/auth/handlers.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { updateProfile, withoutSession } from "../server/modules/profile/handlers.ts";
import { evaluateAllPending } from "../server/modules/risk/evaluate.ts";
import { now } from "../server/platform/clock/now.ts";
import { withClock } from "../server/testing/clock.ts";
import { withDb } from "../server/testing/harness.ts";
import type { AppServices } from "../server/platform/runtime.ts";
import { E2E_KEYS } from "./bank-data-key.ts";

// The world of e2e/payouts-safety.e2e.ts, made by that test through the same handlers an admin's
// and members' clicks reach: six months ago (a month no other suite closes) Mei, with an account
// at Maybank, Nordin, with no payment details, and Farid, who then gave Mei's account number as
// his own (the rules hold him, not Mei: decision 41), each had one post approved. The month stays
// open for the test to close.
const MEI_ACCOUNT = "5140 9988 7766";
export const SAFETY = [
  { firstName: "Mei", lastName: "Lin", email: "safety-mei@jemput.test", phone: "+60123450701", account: MEI_ACCOUNT },
  { firstName: "Nordin", lastName: "Ali", email: "safety-nordin@jemput.test", phone: "+60123450702", account: null },
  {
    firstName: "Farid",
    lastName: "Osman",
    email: "safety-farid@jemput.test",
    phone: "+60123450703",
    account: MEI_ACCOUNT,
  },
] as const;
const PASSWORD = "Safety-Pass-2026!";

export type SafetyWorld = {
  month: number;
  year: number;
  members: Record<"mei" | "nordin" | "farid", { id: number; token: string; user: Record<string, unknown> }>;
};

const run = <A, E>(databaseUrl: string, effect: Effect.Effect<A, E, AppServices>) =>
  withDb(
    {
      DATABASE_URL: databaseUrl,
      ...E2E_KEYS,
      PUBLIC_APP_URL: "https://app.jemput.my",
      LOG_LEVEL: "silent",
    },
    effect,
  );

const dayIn = (period: number, day: number) => new Date(periodStart(period).getTime() + (day - 1) * 86_400_000 + 36e6);

let posts = 0;
/** One more approved post of a member in the month: RM 200 more to pay. */
export const approveIn = (databaseUrl: string, memberId: number, period: number) =>
  run(
    databaseUrl,
    withClock(
      Effect.gen(function* () {
        const postId = yield* submitPost(
          memberId,
          {
            title: `Safety review ${++posts}`,
            url: `https://www.tiktok.com/@safety/video/76000000000${memberId}${posts}`,
            platform: "tiktok",
          },
          { actor: memberId },
        );
        yield* approvePost(postId, { actor: "system" });
      }),
      dayIn(period, 10),
    ),
  );

export const seedSafety = async (databaseUrl: string): Promise<SafetyWorld & { period: number }> => {
  const period = await run(
    databaseUrl,
    Effect.map(now, (at) => {
      let p = periodOf(at);
      for (let i = 0; i < 6; i++) p = previousPeriod(p);
      return p;
    }),
  );
  const members = {} as SafetyWorld["members"];
  for (const m of SAFETY) {
    const joined = await run(
      databaseUrl,
      withClock(
        register(
          {
            email: m.email,
            password: PASSWORD,
            firstName: m.firstName,
            lastName: m.lastName,
            phoneNumber: m.phone,
            referredByCode: null,
          },
          "e2e-safety",
        ),
        dayIn(period, 2),
      ),
    );
    const id = Number(joined.user.id);
    if (m.account !== null)
      await run(
        databaseUrl,
        updateProfile(withoutSession(id), {
          firstName: m.firstName,
          lastName: m.lastName,
          phoneNumber: m.phone,
          bankAccountHolderName: `${m.firstName} ${m.lastName}`.toUpperCase(),
          bankCode: "MBBEMYKL",
          bankAccountNumber: m.account,
        }),
      );
    await approveIn(databaseUrl, id, period);
    const session = await run(databaseUrl, login(m.email, PASSWORD));
    members[m.firstName.toLowerCase() as "mei" | "nordin" | "farid"] = {
      id,
      token: session.token,
      user: session.user as Record<string, unknown>,
    };
  }
  // The rules see the account Farid copied: an open flag that holds him and names Mei.
  await run(databaseUrl, evaluateAllPending());
  return { period, month: monthOf(period), year: yearOf(period), members };
};
