import { Context, Layer } from "effect";
import type { RiskConfig } from "./config.ts";

// The fraud rules' thresholds, retention and signal key, as every request, job and command of
// the runtime sees them (from the environment at boot, server/platform/config/config.ts).
export class RiskSettings extends Context.Service<RiskSettings, RiskConfig>()("jemput/server/config/RiskSettings") {
  static readonly layer = (config: RiskConfig) => Layer.succeed(RiskSettings, RiskSettings.of(config));
}
