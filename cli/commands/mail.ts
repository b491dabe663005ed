import { Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { recentOutbox } from "../../server/platform/mail/outbox.ts";
import { withRuntime, type CliIo } from "../context.ts";

// The outbox, newest first: where mail waits when no Brevo key is set (reset links included).
export const mailOutboxCommand = async (io: CliIo, opts: { limit: number }) => {
  const mails = await withRuntime(
    io,
    Effect.gen(function* () {
      return yield* recentOutbox(yield* Database, opts.limit);
    }),
  );
  if (mails.length === 0) {
    io.out("the outbox is empty\n");
    return;
  }
  for (const mail of mails) {
    io.out(
      `#${mail.id}  ${mail.createdAt}  to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n\n${"-".repeat(72)}\n`,
    );
  }
  io.out(`${mails.length} ${mails.length === 1 ? "mail" : "mails"}, newest first\n`);
};
