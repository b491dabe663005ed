import { threadClient } from "../../platform/threads/thread-client.ts";
import type { PasswordWork } from "./password-worker.ts";

// Passwords are hashed on one thread of their own, one at a time and at the lowest priority
// (password-worker.ts). On libuv's pool, a storm of sign-ins took four threads
// and most of both cores, and every other request waited behind them; here sign-ins beyond
// what one thread hashes wait in line (their latency rises, which is the right trade) and the
// event loop and PostgreSQL keep the CPU (server/platform/threads/thread-client.ts).

// What a caller asks for; the id that pairs it with its answer is added by the client.
type Work = PasswordWork extends infer W ? (W extends PasswordWork ? Omit<W, "id"> : never) : never;

const ask = threadClient<Work, string | boolean>(new URL("./password-worker.ts", import.meta.url), "password");

export const hashPassword = (password: string): Promise<string> => ask({ op: "hash", password }) as Promise<string>;

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  (ask({ op: "verify", passwordHash, password }) as Promise<boolean>).catch(() => false);
