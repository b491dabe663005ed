import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { emailDigest } from "./audit.ts";
import { LIMITS } from "../credentials/rate-limit.ts";

// One member, many spellings of their email: every spelling that folds to the same address
// finds the same account and counts against the same per-email limits. JavaScript lowers the
// dotted capital I (U+0130) to "i" plus a combining dot while PostgreSQL lowers it to "i", so
// these spellings are the ones a key made on one side and matched on the other tells apart.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, body?: unknown) => request(app.baseUrl, method, pathname, { body });
const TOO_MANY = { error: "Too many attempts. Please try again later." };

let phones = 0;
const registerAs = async (email: string) => {
  phones += 1;
  const r = await call("POST", "/api/auth/register", {
    email,
    password: "kopi-susu-42",
    firstName: "Fold",
    lastName: "Tester",
    phoneNumber: `+6017${String(5_000_000 + phones)}`,
  });
  expect(r.status, r.text).toBe(201);
  return (r.json["user"] as { id: number }).id;
};

// Fixed windows: calls that must share one wait out the last seconds of the current window.
const awayFromWindowEdge = async (windowSeconds: number) => {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
};

/**
 * Twelve spellings of `email`: each i of the local part as i, I, İ (U+0130) or i with a combining
 * dot above (the digits of n in base 4), every other letter upper case in odd ones, a leading
 * space in every third.
 */
const spellings = (email: string): Array<string> => {
  const forms = ["i", "I", "\u0130", "i\u0307"];
  const [local, domain] = email.split("@") as [string, string];
  return Array.from({ length: 12 }, (_, n) => {
    let digits = n;
    const spelled = [...local]
      .map((c) => {
        if (c !== "i") return n % 2 ? c.toUpperCase() : c;
        const form = forms[digits % 4]!;
        digits = Math.floor(digits / 4);
        return form;
      })
      .join("");
    return `${n % 3 === 0 ? " " : ""}${spelled}@${domain}`;
  });
};

describe("an email spelled with a dotted capital I", () => {
  it("finds the one account, and every spelling shares its per-email login limit", async () => {
    const email = "admin.siti@fold.jemput.my";
    const memberId = await registerAs(email);
    const variants = spellings(email);
    expect(new Set(variants).size).toBe(variants.length);

    const right = await call("POST", "/api/auth/login", { email: variants[2], password: "kopi-susu-42" });
    expect(right.status, right.text).toBe(200);
    expect(right.json["user"]).toMatchObject({ id: memberId, email });

    await app.sql(`DELETE FROM rate_limits`);
    await awayFromWindowEdge(15 * 60);
    const { max } = LIMITS.loginPerEmailAt;
    for (let i = 0; i < max; i++) {
      const wrong = await call("POST", "/api/auth/login", { email: variants[i], password: `guess-${i}` });
      expect([wrong.status, JSON.stringify(variants[i])]).toEqual([401, JSON.stringify(variants[i])]);
    }
    // The next attempt is refused whichever spelling it uses, even with the right password.
    for (const variant of [variants[max], variants[max + 1], email, "ADM\u0130N.S\u0130T\u0130@FOLD.JEMPUT.MY"]) {
      const late = await call("POST", "/api/auth/login", { email: variant, password: "kopi-susu-42" });
      expect([late.status, late.json], JSON.stringify(variant)).toEqual([429, TOO_MANY]);
    }
    expect(await app.sql(`SELECT key FROM rate_limits WHERE key LIKE 'login-email:%'`)).toEqual([
      { key: `login-email:${email}` },
    ]);
    // The log names the tries on one address by one digest too.
    expect(new Set(variants.map(emailDigest))).toEqual(new Set([emailDigest(email)]));
  });

  it("counts every spelling against the one forgot-password cap, and mails only the member", async () => {
    const email = "nikita.fold@fold.jemput.my";
    await registerAs(email);
    await awayFromWindowEdge(60 * 60);
    const variants = spellings(email);
    for (const variant of variants.slice(0, 3)) {
      expect((await call("POST", "/api/auth/forgot-password", { email: variant })).status).toBe(200);
    }
    for (const variant of variants.slice(3, 6)) {
      const refused = await call("POST", "/api/auth/forgot-password", { email: variant });
      expect([refused.status, refused.json], JSON.stringify(variant)).toEqual([429, TOO_MANY]);
    }
    const mails = await app.sql<{ to_email: string }>(`SELECT to_email FROM outbox WHERE to_email ILIKE '%fold%'`);
    expect(mails).toEqual([{ to_email: email }, { to_email: email }, { to_email: email }]);
  });

  it("cannot register an address already taken under another spelling or case", async () => {
    await registerAs("aini.fold@fold.jemput.my");
    await registerAs("strasse.fold@fold.jemput.my");
    for (const taken of [
      "A\u0130N\u0130.FOLD@FOLD.JEMPUT.MY",
      "ai\u0307ni\u0307.fold@fold.jemput.my",
      "AINI.FOLD@fold.jemput.my",
      "\uff41\uff49\uff4e\uff49.fold@fold.jemput.my",
      "stra\u00dfe.fold@fold.jemput.my",
      "STRA\u1e9eE.FOLD@fold.jemput.my",
    ]) {
      phones += 1;
      const r = await call("POST", "/api/auth/register", {
        email: taken,
        password: "kopi-susu-42",
        firstName: "Twin",
        lastName: "Tester",
        phoneNumber: `+6017${String(5_000_000 + phones)}`,
      });
      expect([r.status, r.json], JSON.stringify(taken)).toEqual([409, { error: "Email already exists" }]);
    }
    expect(await app.sql(`SELECT email FROM profiles WHERE first_name = 'Twin'`)).toEqual([]);
  });
});
