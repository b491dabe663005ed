import { Effect } from "effect";
import { appConfigApi } from "../../../domain/contract/routes/app-config.ts";
import type { Config } from "../../platform/config/config.ts";
import { implement } from "../../platform/http/bind.ts";

// What the browser app needs to know about its deployment, public and cached for a few minutes
// (its declaration says so). publicAppUrl is where invite links point when the app is opened on
// localhost or a preview host, so a link shared from there still works for the person who
// receives it.
export const appConfigRoutes = (config: Config) => {
  const settings = { publicAppUrl: config.publicAppUrl };
  return implement(appConfigApi, { config: () => Effect.succeed(settings) });
};
