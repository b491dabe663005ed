import { Clock, Effect, Layer, ManagedRuntime } from "effect";
import { projectorLayer } from "../modules/projections/applier.ts";
import { Brevo } from "../platform/brevo/client.ts";
import type { Config } from "../platform/config/config.ts";
import { Database } from "../platform/db/database.ts";
import { ReadDatabase } from "../platform/db/read-database.ts";
import type { Logger } from "../platform/logging/logger.ts";
import { Mailer } from "../platform/mail/mailer.ts";
import { BankVault } from "../platform/crypto/bank-vault.ts";
import { RiskSettings } from "../platform/config/risk-settings.ts";
import { HoldingPeriod } from "../platform/config/holding-period.ts";
import { EInvoicing, SubmitsEInvoices } from "../platform/config/einvoice.ts";
import { PayoutRulesSetting } from "../platform/config/payout-rules.ts";
import { MyInvois } from "../platform/myinvois/client.ts";
import { sealLegacyBankData } from "../modules/bank-accounts/legacy.ts";
import { AutoApproval } from "../modules/review/auto-approval.ts";
import { backfillHandles } from "../modules/handles/backfill.ts";
import { moveImageFiles } from "../modules/images/handlers.ts";
import { sealLegacyProfiles } from "../modules/profile/legacy-bank.ts";
import { movePictureFiles } from "../modules/profile/picture.ts";
import { databaseLayer, type AppRuntime } from "../platform/runtime.ts";
import { now } from "../platform/clock/now.ts";

// One runtime, shared by the HTTP server, the CLI and the tests: the platform's services with
// the projections plugged into the event store.
export const appLayer = (config: Config, logger: Logger) =>
  Mailer.layer(config.mailFrom).pipe(
    Layer.provideMerge(Brevo.layer({ apiKey: config.brevoApiKey, apiUrl: config.brevoApiUrl })),
    Layer.provideMerge(ReadDatabase.layer(config.replica, config.dbPoolSize, logger)),
    Layer.provideMerge(databaseLayer(config, logger)),
    Layer.provideMerge(projectorLayer),
    Layer.provideMerge(RiskSettings.layer(config.risk)),
    Layer.provideMerge(HoldingPeriod.layer(config.postHoldingDays)),
    Layer.provideMerge(BankVault.layer(config.bankData)),
    Layer.provideMerge(Layer.succeed(AutoApproval, config.autoApproveMatches)),
    Layer.provideMerge(Layer.succeed(EInvoicing, config.einvoice.on)),
    Layer.provideMerge(Layer.succeed(PayoutRulesSetting, config.payoutRules)),
    Layer.provideMerge(Layer.succeed(SubmitsEInvoices, config.einvoice.on && config.einvoice.myInvois !== null)),
    Layer.provideMerge(MyInvois.layer(config.einvoice.myInvois)),
  );

/**
 * `clock` replaces Effect's Clock for everything the runtime runs (requests, jobs, commands):
 * tests fix or drive the time with it. Without it, the system clock.
 */
export const makeRuntime = async (
  config: Config,
  logger: Logger,
  options: { readonly clock?: Clock.Clock } = {},
): Promise<AppRuntime> => {
  const layer = appLayer(config, logger);
  const runtime = ManagedRuntime.make(
    options.clock ? layer.pipe(Layer.provideMerge(Layer.succeed(Clock.Clock, options.clock))) : layer,
  );
  // Build the layer now so a failing migration stops the start, not the first request.
  await runtime.runPromise(
    Effect.gen(function* () {
      const db = yield* Database;
      // Bank details from before they were sealed: sealed at the first start that can.
      // The profiles' first: coding the bank names typed there comes after both.
      const vault = yield* BankVault;
      const sealed = (yield* sealLegacyProfiles(db, vault)) + (yield* sealLegacyBankData(db, vault));
      if (sealed > 0) logger.info({ sealed }, "readable bank details sealed");
      // Uploads kept as files before they moved into the database: moved at the first start.
      const images = yield* moveImageFiles(db, config.uploadsDir);
      const pictures = yield* movePictureFiles(db, config.uploadsDir);
      const moved = images.moved + pictures.moved;
      const left = images.left + pictures.left;
      if (moved > 0 || left > 0) logger.info({ moved, left }, "upload files moved into the database");
      // Profile links saved before handles were kept beside them: claimed at the first start.
      const handles = yield* backfillHandles(db, yield* now);
      if (handles > 0) logger.info({ members: handles }, "handles claimed from profile links saved before");
    }),
  );
  return runtime;
};
