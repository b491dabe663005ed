import { expect } from "vitest";
import type { TestApp } from "../../testing/harness.ts";
import { request, type Answer, type CallOptions } from "../../testing/http.ts";

// Shared by the security checks: JSON calls over real HTTP (testing/http.ts), members registered
// through the public route (so their passwords really are argon2 hashes), and the mailed reset token.
export type { Answer };

/** JSON calls to one app, the body beside the path as these checks write them. */
export const caller =
  (app: Pick<TestApp, "baseUrl">) =>
  (
    method: string,
    pathname: string,
    body?: unknown,
    options: Pick<CallOptions, "token" | "headers"> = {},
  ): Promise<Answer> =>
    request(app.baseUrl, method, pathname, { ...options, body });

let people = 0;
/** A registration body unique within this process; `label` keeps the email readable. */
export const person = (label: string, password = "kopi-susu-42") => {
  people += 1;
  const n = `${process.pid % 1000}${people}`.padStart(7, "0").slice(-7);
  return {
    email: `${label.toLowerCase()}.${n}@security.jemput.my`,
    password,
    firstName: label,
    lastName: "Checker",
    phoneNumber: `+6019${n}`,
  };
};

export interface Member {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

export const registerOverHttp = async (
  app: Pick<TestApp, "baseUrl">,
  label: string,
  password?: string,
): Promise<Member> => {
  const body = person(label, password);
  const r = await caller(app)("POST", "/api/auth/register", body);
  expect(r.status, r.text).toBe(201);
  const { token, user } = r.json as unknown as { token: string; user: { id: number } };
  return { id: user.id, email: body.email, password: body.password, token };
};

export const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** The token of the newest reset mail in the outbox (the mail channel when Brevo is off). */
export const mailedResetToken = async (app: TestApp, email: string): Promise<string> => {
  const [mail] = await app.sql<{ text: string }>(
    `SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const token = RESET_LINK.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
};

/**
 * Every table of the public schema, each row as text, joined: a string that is not in here is
 * nowhere in the database. `except` leaves out tables whose purpose is to hold a message as sent.
 */
export const databaseText = async (app: TestApp, except: ReadonlyArray<string> = []): Promise<string> => {
  const tables = await app.sql<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1::text[]))`,
    [except],
  );
  const parts: Array<string> = [];
  for (const { name } of tables) {
    // Identifiers cannot be parameters; these come from the catalogue and are quoted by PostgreSQL.
    const rows = await app.sql<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join("\n");
};

/** Milliseconds one call takes, the median of `n` tries (a median shrugs off a busy moment). */
export const medianMs = async (n: number, once: (i: number) => Promise<unknown>): Promise<number> => {
  const times: Array<number> = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
};

/**
 * Rate-limit windows are fixed and aligned to the epoch: a check that needs its calls in one
 * window waits out the last `marginMs` of the current one rather than straddle two.
 */
export const awayFromWindowEdge = async (windowSeconds: number, marginMs = 10_000) => {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
};
