import fs from "node:fs";
import path from "node:path";

// The demo's accounts share one random password, which the database keeps only as a hash. So
// that it can be shown again (`jemput demo logins`), the first start also writes it to a file
// beside the embedded database, readable by its owner only (mode 600): whoever can read that
// file can read the database files next to it anyway (decision 23). A DATABASE_URL database is
// never given a demo, so this file exists only on a machine running the embedded one.
export interface DemoLogins {
  readonly adminEmail: string;
  readonly memberEmail: string;
  readonly password: string;
  /** The admin's one-time setup code and when it expires (ISO); a demo made before them has none. */
  readonly setupCode?: string;
  readonly setupCodeExpiresAt?: string;
}

export const DEMO_LOGINS_FILE = "demo-logins.json";

export const demoLoginsFile = (dataDir: string): string => path.join(dataDir, DEMO_LOGINS_FILE);

/** Writes the logins for `jemput demo logins`; returns the file. */
export const saveDemoLogins = (dataDir: string, logins: DemoLogins): string => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = demoLoginsFile(dataDir);
  const { adminEmail, memberEmail, password, setupCode, setupCodeExpiresAt } = logins;
  const kept = { adminEmail, memberEmail, password, setupCode, setupCodeExpiresAt };
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies to a new file only; one left by an earlier demo is narrowed too.
  fs.chmodSync(file, 0o600);
  return file;
};

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The saved logins, or null when there is no file (or not one this app wrote). */
export const readDemoLogins = (dataDir: string): DemoLogins | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(demoLoginsFile(dataDir), "utf8"));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { adminEmail, memberEmail, password, setupCode, setupCodeExpiresAt } = parsed as Record<string, unknown>;
  if (!isText(adminEmail) || !isText(memberEmail) || !isText(password)) return null;
  const setup = isText(setupCode) && isText(setupCodeExpiresAt) ? { setupCode, setupCodeExpiresAt } : {};
  return { adminEmail, memberEmail, password, ...setup };
};

// The file cannot tell whether the code was used (this never opens the database), so it says how
// to get a new one instead.
const setupCodeLines = (logins: DemoLogins): ReadonlyArray<string> =>
  logins.setupCode && logins.setupCodeExpiresAt
    ? [
        `  The admin's setup code: ${logins.setupCode} (works once, until ${logins.setupCodeExpiresAt.slice(0, 16).replace("T", " ")} UTC)`,
        "  The admin enters it with the first code of an authenticator app at the first sign-in.",
        `  Used up or expired: npm run cli -- admin grant --email ${logins.adminEmail} prints a new one.`,
      ]
    : [
        "  The admin sets up an authenticator app at the first sign-in, with the setup code",
        `  that npm run cli -- admin grant --email ${logins.adminEmail} prints.`,
      ];

export const SHOW_AGAIN = "npm run cli -- demo logins";

/** The logins as a block of plain text for a terminal. */
export const formatDemoLogins = (logins: DemoLogins, appUrl: string): string => {
  const width = Math.max(logins.adminEmail.length, logins.memberEmail.length);
  const title = `Jemput demo: sign in at ${appUrl}`;
  return [
    "",
    `  ${title}`,
    `  ${"-".repeat(title.length)}`,
    `  admin   ${logins.adminEmail.padEnd(width)}   password ${logins.password}`,
    `  member  ${logins.memberEmail.padEnd(width)}   password ${logins.password}`,
    "",
    ...setupCodeLines(logins),
    `  Show these again: ${SHOW_AGAIN}`,
    "",
    "",
  ].join("\n");
};
