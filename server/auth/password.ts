import { hash, verify, type Algorithm } from "@node-rs/argon2";

// argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes on
// libuv's thread pool, so logins never block the event loop.
// 2 is Algorithm.Argon2id; the enum is declared const, which erasable TypeScript cannot read.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
