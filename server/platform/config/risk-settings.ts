import { Context, Layer } from "effect";
import { loadSignalKey } from "../crypto/signal-key.ts";
import type { RiskConfig } from "./config.ts";

/** The fraud rules' settings with the signal key itself, from RISK_SIGNAL_KEY or the key file. */
export interface RiskSettingsShape extends Omit<RiskConfig, "signalKey" | "signalKeyFile"> {
  readonly signalKey: string;
}

// The fraud rules' thresholds, retention and signal key, as every request, job and command of
// the runtime sees them (from the environment at boot, server/platform/config/config.ts).
export class RiskSettings extends Context.Service<RiskSettings, RiskSettingsShape>()(
  "jemput/server/config/RiskSettings",
) {
  static readonly layer = ({ signalKey, signalKeyFile, ...config }: RiskConfig) =>
    Layer.sync(RiskSettings, () => RiskSettings.of({ ...config, signalKey: loadSignalKey(signalKey, signalKeyFile) }));
}
