import { Effect } from "effect";
import { mailApi } from "../../../domain/contract/routes/mail.ts";
import { Database } from "../../platform/db/database.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { hideLinkTokens, recentOutbox } from "../../platform/mail/outbox.ts";
import { unsubscribe, unsubscribePage } from "./unsubscribe.ts";

// The unsubscribe link is public (it arrives by mail, signed in or not); its token is the proof.
// POST is the one-click form mail apps use (RFC 8058, `List-Unsubscribe-Post`).
const unsubscribed = (token: string | undefined) =>
  Effect.gen(function* () {
    const outcome = yield* unsubscribe(token ?? "");
    return answer(outcome === "unknown" ? 400 : 200, unsubscribePage(outcome), {
      "Content-Type": "text/html; charset=utf-8",
      "Referrer-Policy": "no-referrer",
    });
  });

export const mailRoutes = implement(mailApi, {
  outbox: ({ query: { limit } }) =>
    Effect.gen(function* () {
      const mails = yield* recentOutbox(yield* Database, Number(limit ?? 50));
      return mails.map((mail) => ({ ...mail, text: hideLinkTokens(mail.text), html: hideLinkTokens(mail.html) }));
    }),
  unsubscribeLink: ({ query }) => unsubscribed(query.token),
  unsubscribeOneClick: ({ query }) => unsubscribed(query.token),
});
