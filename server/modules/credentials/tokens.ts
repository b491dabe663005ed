import crypto from "node:crypto";

// Tokens are 256 random bits handed to the client once; only their SHA-256 is stored, so a
// leaked table cannot be replayed as sessions.
export const newToken = (): string => crypto.randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => crypto.createHash("sha256").update(token).digest("hex");

export const SESSION_DAYS = 30;
/** Inactivity after which a session ends (migration 025): a week for members, an hour for admins. */
export const IDLE_MINUTES = { member: 7 * 24 * 60, admin: 60 } as const;
export const RESET_MINUTES = 60;

// Recovery codes are read off paper and typed by hand: ten letters and digits with the look-alikes
// (0/o, 1/l/i) left out, shown as two groups of five; 31 symbols make 49 random bits. They are
// stored hashed like tokens, and where they are accepted they count against the code limit.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_LENGTH = 10;

export const newRecoveryCode = (): string => {
  let chars = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    chars += RECOVERY_ALPHABET.charAt(crypto.randomInt(RECOVERY_ALPHABET.length));
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** A typed recovery code as it is hashed: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, "");
