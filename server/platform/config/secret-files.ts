import fs from "node:fs";
import path from "node:path";

// Every secret can also come from a file named by `<NAME>_FILE` (decision 64): a key kept in a
// file readable by the service's user only, or a container's secret mount, never in the shell's
// environment or its history. The file's whole content is the value, without its final newline.

/** The settings whose value may come from a file. */
export const SECRET_FILE_SETTINGS = [
  "DATABASE_URL",
  "DATABASE_REPLICA_URL",
  "BANK_DATA_KEY",
  "BANK_DATA_PREVIOUS_KEYS",
  "RISK_SIGNAL_KEY",
  "METRICS_TOKEN",
  "BREVO_API_KEY",
  "META_APP_TOKEN",
  "MYINVOIS_CLIENT_SECRET",
  "OAUTH_GOOGLE_CLIENT_SECRET",
  "OAUTH_TIKTOK_CLIENT_SECRET",
  "OAUTH_X_CLIENT_SECRET",
  "OAUTH_INSTAGRAM_CLIENT_SECRET",
] as const;

export class SecretFileError extends Error {
  readonly variable: string;
  constructor(variable: string, reason: string) {
    super(reason);
    this.variable = variable;
  }
}

/** `env` with each `<NAME>_FILE` read into `<NAME>`; a refusal names the variable and why. */
export const readSecretFiles = (
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Readonly<Record<string, string | undefined>> => {
  const read: Record<string, string | undefined> = { ...env };
  for (const name of SECRET_FILE_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new SecretFileError(`${name}_FILE`, `cannot be given with ${name}: give one of them`);
    try {
      read[name] = fs.readFileSync(path.resolve(cwd, file), "utf8").replace(/\r?\n$/, "");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new SecretFileError(
        `${name}_FILE`,
        `names a file that cannot be read (${code ?? (error as Error).message}: ${file})`,
      );
    }
  }
  return read;
};
