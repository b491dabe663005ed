import crypto from "node:crypto";

// Tokens are 256 random bits handed to the client once; only their SHA-256 is stored, so a
// leaked table cannot be replayed as sessions.
export const newToken = (): string => crypto.randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => crypto.createHash("sha256").update(token).digest("hex");

export const SESSION_DAYS = 30;
export const RESET_MINUTES = 60;
