import { Effect } from "effect";
import { urlOf } from "../../../domain/contract/endpoint.ts";
import { mailApi } from "../../../domain/contract/routes/mail.ts";
import { BLACKLIST_JOB } from "./blacklist-job.ts";
import { Brevo } from "../../platform/brevo/client.ts";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { hashToken, newToken } from "../credentials/tokens.ts";
import { enqueueJob } from "../../platform/jobs/store.ts";
import { markUnsubscribed } from "../profile/store.ts";

// Consent to campaign mail (PDPA s.43): every campaign mail carries a link with its own random
// token (only the hash is kept); following it stops campaigns to that member for good, and
// Brevo is told to blacklist the address too.
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${urlOf(mailApi.unsubscribeLink.path, {}, { token })}`;

export const issueUnsubscribeToken = (sql: Sql, memberId: number) =>
  Effect.gen(function* () {
    const token = newToken();
    yield* sql.query(`INSERT INTO unsubscribe_tokens (token_hash, member_id) VALUES ($1, $2)`, [
      hashToken(token),
      memberId,
    ]);
    return token;
  });

export type UnsubscribeOutcome = "unsubscribed" | "already" | "unknown";

export const unsubscribe = Effect.fn("Mail.unsubscribe")(function* (token: string) {
  const db = yield* Database;
  const brevo = yield* Brevo;
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return "unknown" as UnsubscribeOutcome;
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const [owner] = yield* tx.query<{ member_id: number }>(
        `SELECT member_id FROM unsubscribe_tokens WHERE token_hash = $1`,
        [hashToken(token)],
      );
      if (!owner) return "unknown" as UnsubscribeOutcome;
      if (!(yield* markUnsubscribed(tx, owner.member_id, yield* now))) return "already" as UnsubscribeOutcome;
      if (brevo.configured) yield* enqueueJob(tx, { kind: BLACKLIST_JOB, payload: { memberId: owner.member_id } });
      return "unsubscribed" as UnsubscribeOutcome;
    }),
  );
});

const page = (title: string, english: string, malay: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Jemput</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${english}</p>
<p lang="ms">${malay}</p>
</main>
</body>
</html>
`;

export const unsubscribePage = (outcome: UnsubscribeOutcome): string =>
  outcome === "unknown"
    ? page(
        "This link is not valid",
        "This unsubscribe link is not valid. Please use the link from a recent Jemput email.",
        "Pautan berhenti melanggan ini tidak sah. Sila gunakan pautan daripada e-mel Jemput yang terkini.",
      )
    : page(
        "You are unsubscribed",
        "You will no longer receive campaign emails from Jemput. Emails about your account, such as password resets, still reach you.",
        "Anda tidak akan menerima e-mel kempen daripada Jemput lagi. E-mel tentang akaun anda, seperti tetapan semula kata laluan, masih akan dihantar.",
      );

/** Erasure: the member's links stop working, as there is no one left to unsubscribe. */
export const forgetUnsubscribeTokens = (tx: Sql, memberId: number) =>
  Effect.asVoid(tx.query(`DELETE FROM unsubscribe_tokens WHERE member_id = $1`, [memberId]));
