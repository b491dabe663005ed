import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureKeyFile, generateKey, keyIdOf, Keyring, parseKey } from "./keyring.ts";

const A = generateKey();
const B = generateKey();

describe("the bank data keyring", () => {
  it("opens what it sealed, and only for the context it was sealed for", () => {
    const ring = new Keyring({ kind: "env", keys: [A] });
    const sealed = ring.seal("778811229900", "account:7");
    expect(sealed.toString("latin1")).not.toContain("778811229900");
    expect(ring.open(sealed, "account:7")).toBe("778811229900");
    // Moved to another member's row, or to another field, it no longer opens.
    expect(() => ring.open(sealed, "account:8")).toThrow();
    expect(() => ring.open(sealed, "holder:7")).toThrow();
  });

  it("seals the same value differently each time, and refuses a changed byte", () => {
    const ring = new Keyring({ kind: "env", keys: [A] });
    const one = ring.seal("SURAYA BINTI ALI", "holder:1");
    expect(one.equals(ring.seal("SURAYA BINTI ALI", "holder:1"))).toBe(false);
    const tampered = Buffer.from(one);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => ring.open(tampered, "holder:1")).toThrow();
  });

  it("names the sealing key in the value, and opens under a previous key once a new one seals", () => {
    const old = new Keyring({ kind: "env", keys: [A] });
    const sealed = old.seal("1234", "account:1");
    expect(keyIdOf(sealed)).toBe(old.currentId);
    const rotated = new Keyring({ kind: "env", keys: [B, A] });
    expect(rotated.currentId).not.toBe(old.currentId);
    expect(rotated.open(sealed, "account:1")).toBe("1234");
    expect(keyIdOf(rotated.seal("1234", "account:1"))).toBe(rotated.currentId);
    // Without the old key, what it sealed is unreadable: the error says which key is missing.
    expect(() => new Keyring({ kind: "env", keys: [B] }).open(sealed, "account:1")).toThrow(old.currentId);
  });

  it("keys its hashes by key, so equal numbers compare equal under one key only", () => {
    const ring = new Keyring({ kind: "env", keys: [A, B] });
    const [a, b] = ring.ids;
    expect(ring.digest("1234", a).equals(ring.digest("1234", a))).toBe(true);
    expect(ring.digest("1234", a).equals(ring.digest("1235", a))).toBe(false);
    expect(ring.digest("1234", a).equals(ring.digest("1234", b))).toBe(false);
  });

  it("accepts 32-byte keys in base64 or hex, nothing else", () => {
    expect(parseKey(A)).toHaveLength(32);
    expect(parseKey("ab".repeat(32))).toHaveLength(32);
    for (const bad of ["", "short", "ab".repeat(31), Buffer.alloc(16).toString("base64"), `${A}x`])
      expect(parseKey(bad), bad).toBeNull();
    expect(() => new Keyring({ kind: "env", keys: ["nope"] })).toThrow("BANK_DATA_KEY");
  });

  it("makes a key file once, readable by its owner only, and reads it again when it changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-keys-"));
    try {
      const file = path.join(dir, "nested", "bank-data.key");
      ensureKeyFile(file);
      const first = fs.readFileSync(file, "utf8");
      ensureKeyFile(file);
      expect(fs.readFileSync(file, "utf8")).toBe(first);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const ring = new Keyring({ kind: "file", file });
      const sealed = ring.seal("5566", "account:3");
      const before = ring.currentId;
      fs.writeFileSync(file, `${first}`.replace(/\n(?=[A-Za-z0-9+/])/, `\n${B}\n`));
      // Another modification time, as any rewrite has.
      fs.utimesSync(file, new Date("2030-01-01T00:00:00Z"), new Date("2030-01-01T00:00:00Z"));
      expect(ring.currentId).not.toBe(before);
      expect(ring.ids).toEqual([ring.currentId, before]);
      expect(ring.open(sealed, "account:3")).toBe("5566");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
