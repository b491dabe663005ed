import pino from "pino";

// Secrets and bank numbers never reach a log line, whatever logs them.
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "password",
  "newPassword",
  "*.password",
  "*.newPassword",
  "*.passwordHash",
  "*.token",
  "token",
  "*.bankAccountNumber",
  "*.bankAccountHolderName",
  "bankAccountNumber",
  // Brevo's API key travels only in a request header, but a logged config or request would carry it.
  "brevoApiKey",
  "*.brevoApiKey",
  "apiKey",
  "*.apiKey",
  'headers["api-key"]',
  '*.headers["api-key"]',
];

export const makeLogger = (level: string, destination?: pino.DestinationStream) =>
  pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { app: "jemput" } }, destination);

export type Logger = pino.Logger;
