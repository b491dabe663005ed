import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { copyText, uncopyText } from "./copy.ts";
import { Database } from "./database.ts";

// COPY both ways through pg-copy-streams: text that needs escaping survives the round
// trip, a failing source or a bad row fails the statement (and leaves the connection usable),
// and a slow consumer pauses the reader. The embedded database has no COPY (db.copy is null).
let t: TestRuntime;
let hasCopy = false;
const copyOf = () => t.run(Effect.map(Database, (db) => db.copy!));

beforeAll(async () => {
  t = await startTestRuntime();
  hasCopy = await t.run(Effect.map(Database, (db) => db.copy !== null));
  await t.sql(`CREATE TABLE copy_probe (n int NOT NULL, label text, doc jsonb)`);
});
afterAll(async () => {
  await t?.close();
});

const TRICKY = ["tab\there", "new\nline", "back\\slash", "carriage\rreturn", "naïve café", ""];

describe("COPY", () => {
  it("escapes and unescapes text the way COPY's text format does", () => {
    for (const text of TRICKY) expect(uncopyText(copyText(text))).toBe(text);
    expect(copyText("plain")).toBe("plain");
  });

  it.skipIf(!process.env["DATABASE_URL"])("writes rows from chunks and reads them back one by one", async () => {
    expect(hasCopy).toBe(true);
    const copy = await copyOf();
    const lines = TRICKY.map((label, n) => `${n}\t${copyText(label)}\t${copyText(JSON.stringify({ label }))}\n`);
    // Chunk edges fall inside rows: COPY only cares about the bytes in order.
    const text = lines.join("");
    const written = await t.run(
      copy.from(`COPY copy_probe (n, label, doc) FROM STDIN`, [
        text.slice(0, 7),
        Buffer.from(text.slice(7, 20)),
        text.slice(20),
      ]),
    );
    expect(written).toBe(TRICKY.length);
    const seen: Array<string> = [];
    const read = await t.run(
      copy.to(`COPY (SELECT n, label FROM copy_probe ORDER BY n) TO STDOUT`, (row) => {
        seen.push(uncopyText(row.toString("utf8").split("\t")[1]!));
      }),
    );
    expect(read).toBe(TRICKY.length);
    expect(seen).toEqual(TRICKY);
    expect(await t.sql(`SELECT doc ->> 'label' AS label FROM copy_probe ORDER BY n`)).toEqual(
      TRICKY.map((label) => ({ label })),
    );
  });

  it.skipIf(!process.env["DATABASE_URL"])(
    "fails the statement when the source throws or a row is bad, and the connection goes on",
    async () => {
      const copy = await copyOf();
      const before = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM copy_probe`);
      function* failing() {
        yield "100\tfine\t{}\n";
        throw new Error("the source broke");
      }
      await expect(t.run(copy.from(`COPY copy_probe (n, label, doc) FROM STDIN`, failing()))).rejects.toThrow();
      await expect(
        t.run(copy.from(`COPY copy_probe (n, label, doc) FROM STDIN`, ["not a number\tx\t{}\n"])),
      ).rejects.toThrow();
      expect(await t.sql(`SELECT count(*)::int AS n FROM copy_probe`)).toEqual(before);
    },
  );

  it.skipIf(!process.env["DATABASE_URL"])(
    "pauses the reader while the consumer's promise is pending, and fails with its error",
    async () => {
      const copy = await copyOf();
      let waiting = 0;
      const read = await t.run(
        copy.to(`COPY (SELECT g FROM generate_series(1, 3000) g) TO STDOUT`, (row) =>
          Number(row.toString()) % 1000 === 0
            ? new Promise<void>((resolve) => setTimeout(() => ((waiting += 1), resolve()), 20))
            : undefined,
        ),
      );
      expect(read).toBe(3000);
      expect(waiting).toBe(3);
      await expect(
        t.run(
          copy.to(`COPY (SELECT g FROM generate_series(1, 10) g) TO STDOUT`, (row) => {
            if (row.toString() === "5") throw new Error("consumer failed");
          }),
        ),
      ).rejects.toThrow();
      await expect(
        t.run(
          copy.to(`COPY (SELECT g FROM generate_series(1, 10) g) TO STDOUT`, (row) =>
            row.toString() === "5" ? Promise.reject(new Error("consumer failed later")) : undefined,
          ),
        ),
      ).rejects.toThrow();
      expect(await t.sql(`SELECT 1 AS ok`)).toEqual([{ ok: 1 }]);
    },
  );
});
