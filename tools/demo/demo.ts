import crypto from "node:crypto";
import { Effect } from "effect";
import { hashPassword } from "../../server/modules/credentials/password.ts";
import { now } from "../../server/platform/clock/now.ts";
import { Database } from "../../server/platform/db/database.ts";
import { registerMember, setAdmin } from "../../server/modules/members/handlers.ts";
import { seedDatabase } from "../seed/write.ts";
import { issueSetupCode } from "../../server/modules/two-factor/setup-code.ts";

// A first start on an empty embedded database gets a small world to look at: an admin and
// about fifty members over two levels with three months of posts. One random password is
// shared by the demo accounts and printed once, with the admin's one-time setup code.
export const DEMO_ADMIN_EMAIL = "admin@demo.jemput.my";

export const seedDemoIfEmpty = Effect.fn("Demo.seedIfEmpty")(function* () {
  const db = yield* Database;
  const [row] = yield* db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles`);
  if ((row?.n ?? 0) > 0) return null;
  const password = crypto.randomBytes(9).toString("base64url");
  const passwordHash = yield* Effect.promise(() => hashPassword(password));
  const admin = yield* registerMember(
    {
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
      firstName: "Aminah",
      lastName: "Admin",
      phoneNumber: "+60123000001",
      referredByCode: null,
    },
    {},
  );
  yield* setAdmin(DEMO_ADMIN_EMAIL, true, { actor: "system" });
  // The demo admin enrols an authenticator as every admin does: with a setup code (decision 43),
  // printed with the logins as an operator would hand it over.
  const setup = yield* issueSetupCode(db, admin.memberId, yield* now);
  const seeded = yield* seedDatabase({ members: 50, months: 3, seed: 2026, now: yield* now, passwordHash });
  return {
    password,
    adminEmail: DEMO_ADMIN_EMAIL,
    adminId: admin.memberId,
    memberEmail: seeded.emails[0] ?? "",
    setupCode: setup.code,
    setupCodeExpiresAt: setup.expiresAt.toISOString(),
  };
});
