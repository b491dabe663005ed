import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// The zero-setup database: PGlite keeps its files in DATA_DIR and is served to `pg` over a
// loopback socket, so the rest of the server speaks to it exactly as to PostgreSQL.
export interface EmbeddedPostgres {
  readonly connectionString: string;
  readonly stop: () => Promise<void>;
}

export const startEmbeddedPostgres = async (dataDir: string): Promise<EmbeddedPostgres> => {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(`${dataDir}/pgdata`);
  // PGlite is single-connection: one socket, so concurrent requests queue in the pool.
  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections: 1 });
  await server.start();
  const address = server.getServerConn();
  return {
    connectionString: `postgres://postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
