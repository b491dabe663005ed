import { Effect } from "effect";
import { setAdmin } from "../modules/members/handlers.ts";
import { setupCodeForAdmin } from "../modules/two-factor/setup-code.ts";
import { codeAt } from "../modules/two-factor/totp.ts";
import { expectOk } from "./http.ts";

// What a member's authenticator app does with the secret the enrolment shows: reads its base32
// text (RFC 4648, no padding) and shows the code of the current 30-second step.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export const decodeBase32 = (text: string): Uint8Array => {
  const bytes: Array<number> = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.toUpperCase().replace(/[\s=]/g, "")) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
};

/** The code an authenticator app shows at `at` for the secret shown as `base32`. */
export const appCode = (base32: string, at: Date): string => codeAt(decodeBase32(base32), at);

/**
 * Confirms it's the member on this session (decision 21), as setting up an authenticator from the
 * profile asks first: the password, and a code once two-factor authentication is on.
 */
export const stepUp = (baseUrl: string, token: string, password: string, code?: string) =>
  expectOk(baseUrl, "POST", "/api/auth/step-up", {
    token,
    body: code === undefined ? { password } : { password, code },
  });

/**
 * Makes the member an admin as `jemput admin grant` does: the flag, and the one-time setup code
 * it prints for the operator to hand over (decision 43), given here to whoever enrols next.
 */
export const grantAdmin = (email: string) =>
  Effect.gen(function* () {
    yield* setAdmin(email, true, { actor: "cli" });
    const issued = yield* setupCodeForAdmin(email);
    return issued?.code ?? "";
  });
