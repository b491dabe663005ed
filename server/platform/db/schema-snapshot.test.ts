import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { freshSchemaSnapshot, SCHEMA_FILE } from "./schema-snapshot.ts";

// docs/schema.sql must be what the migrations build, on whichever database the tests run on:
// a new database of its own on the server of DATABASE_URL, else the embedded database in a
// temporary folder (the generator writes the same text on both). Each is dropped afterwards.
describe("docs/schema.sql", () => {
  it("is the schema of a freshly migrated database", async () => {
    const generated = await freshSchemaSnapshot(process.env["DATABASE_URL"] || null);
    const written = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, "utf8") : "";
    expect(written, "docs/schema.sql is out of date: run npm run schema:snapshot").toBe(generated);
  });
});
