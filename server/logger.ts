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
];

export const makeLogger = (level: string, destination?: pino.DestinationStream) =>
  pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { app: "jemput" } }, destination);

export type Logger = pino.Logger;
