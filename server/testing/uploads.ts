import type { TestRuntime } from "./harness.ts";

// What the `uploads` table (decision 25) holds, for tests that check what a request kept.

/** The bytes behind an /uploads URL as the database keeps them; null when nothing is there. */
export const storedBytes = async (app: TestRuntime, url: string): Promise<Buffer | null> => {
  const name = url.replace(/^\/uploads\//, "");
  const addressed = /^(?:avatars\/)?([0-9a-f]{64})\.\w+$/.exec(name);
  const [row] = addressed
    ? await app.sql<{ body: Buffer }>(`SELECT body FROM uploads WHERE hash = $1`, [addressed[1]])
    : await app.sql<{ body: Buffer }>(
        `SELECT u.body FROM upload_names n JOIN uploads u ON u.hash = n.hash WHERE n.name = $1`,
        [name],
      );
  return row?.body ?? null;
};

/** Every blob's hash, sorted: equal before and after a request that kept nothing. */
export const uploadHashes = async (app: TestRuntime): Promise<Array<string>> =>
  (await app.sql<{ hash: string }>(`SELECT hash FROM uploads ORDER BY hash`)).map((r) => r.hash);
