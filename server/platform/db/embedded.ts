import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { acquireOwnerLock, thisProcess, type Holder } from "./owner-lock.ts";

// The zero-setup database: PGlite keeps its files in DATA_DIR and is served to `pg` over a
// loopback socket, so the rest of the server speaks to it exactly as to PostgreSQL. Only one
// process may open those files: the owner lock is taken before PGlite reads a byte of them.
export interface EmbeddedPostgres {
  readonly connectionString: string;
  readonly stop: () => Promise<void>;
}

export const startEmbeddedPostgres = async (
  dataDir: string,
  holder: Holder = thisProcess(),
): Promise<EmbeddedPostgres> => {
  const lock = acquireOwnerLock(dataDir, holder);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create(`${dataDir}/pgdata`);
    // PGlite is single-connection: one socket, so concurrent requests queue in the pool.
    const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections: 1 });
    await server.start().catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    const address = server.getServerConn();
    return {
      connectionString: `postgres://postgres@${address}/postgres?sslmode=disable`,
      stop: async () => {
        try {
          await server.stop();
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
};
