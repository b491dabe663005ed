import { Effect } from "effect";
import pg from "pg";
import { makeRuntime } from "../server/app/runtime.ts";
import { register } from "../server/modules/auth/handlers.ts";
import { submitPost } from "../server/modules/posts/handlers.ts";
import { updateProfile, withoutSession } from "../server/modules/profile/handlers.ts";
import { evaluateAllPending } from "../server/modules/risk/evaluate.ts";
import { loadConfig } from "../server/platform/config/config.ts";
import { makeLogger } from "../server/platform/logging/logger.ts";
import { E2E_KEYS } from "./bank-data-key.ts";
import { PASSWORD } from "./fixture.ts";

// The data e2e/admin-money-clicks.e2e.ts clicks at, made in the suite's database by the same
// handlers the fixture uses: members of their own (no upline, so an approval is one ledger line
// of RM 200) with a pending post each, and pairs of members paid into one bank account, each
// pair an open flag of its own once the rules have run.

export type ClickPost = { id: string; title: string; member: string };
export type ClickFlag = { names: [string, string] };

let people = 0;
const nextPhone = () => `+6012${String(5_000_000 + ++people).padStart(7, "0")}`;

const join = (firstName: string, lastName: string) =>
  register(
    {
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${people}@clicks.jemput.test`,
      password: PASSWORD,
      firstName,
      lastName,
      phoneNumber: nextPhone(),
      referredByCode: null,
    },
    "e2e-clicks",
  );

const POSTERS = ["Siti", "Amir", "Wei Ling", "Kavitha", "Farah", "Jason", "Nurul", "Arjun", "Mei", "Hakim"];
const PAIRS = [
  ["Zul", "Zainab", "7001 2233 4455"],
  ["Yati", "Yusof", "7001 2233 5566"],
  ["Xin", "Xavier", "7001 2233 6677"],
] as const;

const program = Effect.gen(function* () {
  const posts: ClickPost[] = [];
  for (const [i, firstName] of POSTERS.entries()) {
    const auth = yield* join(firstName, "Klik");
    const memberId = Number(auth.user.id);
    const title = `Click test ${i + 1}: ${firstName}'s kopitiam`;
    const id = yield* submitPost(
      memberId,
      { title, url: `https://www.tiktok.com/@klik${memberId}/video/${9_100_000 + i}`, platform: "tiktok" },
      { actor: memberId },
    );
    posts.push({ id, title, member: `${firstName} Klik` });
  }
  const flags: ClickFlag[] = [];
  for (const [a, b, account] of PAIRS) {
    for (const firstName of [a, b]) {
      const auth = yield* join(firstName, "Berkongsi");
      yield* updateProfile(withoutSession(Number(auth.user.id)), {
        firstName,
        lastName: "Berkongsi",
        phoneNumber: String(auth.user.phoneNumber),
        bankAccountHolderName: `${firstName} BERKONGSI`.toUpperCase(),
        bankName: "Maybank",
        bankAccountNumber: account,
      });
    }
    flags.push({ names: [`${a} Berkongsi`, `${b} Berkongsi`] });
  }
  yield* evaluateAllPending();
  return { posts, flags };
});

export async function seedClicks(databaseUrl: string) {
  const env = { DATABASE_URL: databaseUrl, ...E2E_KEYS, JEMPUT_DEMO: "0" };
  const config = loadConfig({ ...env, PUBLIC_APP_URL: "https://app.jemput.my", LOG_LEVEL: "silent" });
  const runtime = await makeRuntime(config, makeLogger("silent"));
  try {
    return await runtime.runPromise(program);
  } finally {
    await runtime.dispose();
  }
}

/** One query on the suite's database. */
export async function query<R extends pg.QueryResultRow>(databaseUrl: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}
