import { Context, Layer } from "effect";
import { ensureKeyFile, Keyring } from "./keyring.ts";

/** Where the keys that seal bank data come from (decision 20), as configuration gives them. */
export interface BankDataConfig {
  /** BANK_DATA_KEY then BANK_DATA_PREVIOUS_KEYS; null on the embedded database without them. */
  readonly keys: ReadonlyArray<string> | null;
  /** The key file the embedded database uses when no key is configured. */
  readonly keyFile: string;
}

// The keyring that seals and opens bank data, one per runtime: from BANK_DATA_KEY (and the
// previous keys still to be rotated away), or on the embedded database from the key file it
// makes in its data directory the first time.
export class BankVault extends Context.Service<BankVault, Keyring>()("jemput/server/crypto/BankVault") {
  static readonly layer = (config: BankDataConfig) =>
    Layer.sync(BankVault, () => {
      if (config.keys !== null) return BankVault.of(new Keyring({ kind: "env", keys: config.keys }));
      ensureKeyFile(config.keyFile);
      return BankVault.of(new Keyring({ kind: "file", file: config.keyFile }));
    });
}
