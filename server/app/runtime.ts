import { Effect, Layer, ManagedRuntime } from "effect";
import { projectorLayer } from "../modules/projections/applier.ts";
import { Brevo } from "../platform/brevo/client.ts";
import type { Config } from "../platform/config/config.ts";
import { Database } from "../platform/db/database.ts";
import type { Logger } from "../platform/logging/logger.ts";
import { Mailer } from "../platform/mail/mailer.ts";
import { databaseLayer, type AppRuntime } from "../platform/runtime.ts";

// One runtime, shared by the HTTP server, the CLI and the tests: the platform's services with
// the projections plugged into the event store.
export const appLayer = (config: Config, logger: Logger) =>
  Mailer.layer(config.mailFrom).pipe(
    Layer.provideMerge(Brevo.layer({ apiKey: config.brevoApiKey, apiUrl: config.brevoApiUrl })),
    Layer.provideMerge(databaseLayer(config, logger)),
    Layer.provideMerge(projectorLayer),
  );

export const makeRuntime = async (config: Config, logger: Logger): Promise<AppRuntime> => {
  const runtime = ManagedRuntime.make(appLayer(config, logger));
  // Build the layer now so a failing migration stops the start, not the first request.
  await runtime.runPromise(
    Effect.gen(function* () {
      yield* Database;
    }),
  );
  return runtime;
};
