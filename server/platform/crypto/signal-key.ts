import fs from "node:fs";
import path from "node:path";
import { generateKey } from "./keyring.ts";

// The key fraud signals are hashed with (decision 41). Like the bank data key it never sits in a
// table, so a backup or a dump alone cannot test a guess against a signal: RISK_SIGNAL_KEY, the
// same on every instance, or on the embedded database a file the app makes once beside its data.

const HEADER = "# Jemput fraud signal key: keep a copy apart from the backups; a new key forgets every signal.";

export class SignalKeyError extends Error {}

/** The configured key, or the key file's, made with a new key the first time (readable by its owner only). */
export const loadSignalKey = (configured: string | null, file: string): string => {
  if (configured !== null) return configured;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${HEADER}\n${generateKey()}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process made it first: theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "" && !line.startsWith("#"));
  if (key === undefined || key.length < 32) throw new SignalKeyError(`${file} holds no key of at least 32 characters`);
  return key;
};
