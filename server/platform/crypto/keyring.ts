import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Bank data at rest is sealed with AES-256-GCM (decision 20). A sealed value carries the id of
// the key that sealed it, so a keyring holding the current key and the previous ones opens
// everything while a rotation re-seals the rows under the current key, one batch at a time, with
// every instance still serving.
//
// Layout: version (1 byte) | key id (4 bytes) | IV (12 bytes) | tag (16 bytes) | ciphertext.
// The additional data binds a value to where it belongs (its field and member), so a sealed
// account number copied onto another member's row does not open.

const VERSION = 1;
const ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + ID_BYTES + IV_BYTES + TAG_BYTES;

export class KeyringError extends Error {}

interface Key {
  readonly id: string;
  readonly secret: Buffer;
  /** A second key derived from the secret, for keyed hashes: never the sealing key itself. */
  readonly hashKey: Buffer;
}

/** A key as configured: 32 bytes written as base64 (44 characters) or hex (64 characters). */
export const parseKey = (text: string): Buffer | null => {
  const raw = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw)
    ? Buffer.from(raw, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)
      ? Buffer.from(raw.replace(/-/g, "+").replace(/_/g, "/"), "base64")
      : null;
  return bytes !== null && bytes.length === 32 ? bytes : null;
};

export const generateKey = (): string => crypto.randomBytes(32).toString("base64");

const keyOf = (secret: Buffer): Key => ({
  id: crypto
    .createHash("sha256")
    .update("jemput-bank-key-id:")
    .update(secret)
    .digest()
    .subarray(0, ID_BYTES)
    .toString("hex"),
  secret,
  hashKey: Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "jemput-bank-hash", 32)),
});

/** Where the keys come from: the environment (current first), or a file the app keeps. */
export type KeySource =
  { readonly kind: "env"; readonly keys: ReadonlyArray<string> } | { readonly kind: "file"; readonly file: string };

export class Keyring {
  #keys: ReadonlyArray<Key> = [];
  #mtimeMs = -1;
  readonly source: KeySource;

  constructor(source: KeySource) {
    this.source = source;
    this.#load();
  }

  // A key file is read again whenever it changes, so `jemput keys rotate` on the machine of the
  // embedded database reaches the running server without a restart.
  #load(): void {
    if (this.source.kind === "env") {
      if (this.#keys.length === 0) this.#keys = this.#parse(this.source.keys, "BANK_DATA_KEY");
      return;
    }
    const stat = fs.statSync(this.source.file, { throwIfNoEntry: false });
    if (stat === undefined) throw new KeyringError(`The bank data key file ${this.source.file} is missing`);
    if (stat.mtimeMs === this.#mtimeMs) return;
    const lines = fs
      .readFileSync(this.source.file, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));
    this.#keys = this.#parse(lines, this.source.file);
    this.#mtimeMs = stat.mtimeMs;
  }

  #parse(texts: ReadonlyArray<string>, where: string): ReadonlyArray<Key> {
    if (texts.length === 0) throw new KeyringError(`${where} holds no key`);
    return texts.map((text, i) => {
      const secret = parseKey(text);
      if (secret === null) throw new KeyringError(`${where}: key ${i + 1} is not 32 bytes in base64 or hex`);
      return keyOf(secret);
    });
  }

  get currentId(): string {
    this.#load();
    return this.#keys[0]!.id;
  }

  get ids(): ReadonlyArray<string> {
    this.#load();
    return this.#keys.map((k) => k.id);
  }

  #key(id: string): Key {
    this.#load();
    const key = this.#keys.find((k) => k.id === id);
    if (!key) throw new KeyringError(`No bank data key with id ${id} is configured`);
    return key;
  }

  seal(plaintext: string, context: string): Buffer {
    this.#load();
    const key = this.#keys[0]!;
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", key.secret, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), Buffer.from(key.id, "hex"), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer, context: string): string {
    if (sealed.length < HEADER || sealed[0] !== VERSION) throw new KeyringError("Not a sealed value");
    const key = this.#key(keyIdOf(sealed));
    const iv = sealed.subarray(1 + ID_BYTES, 1 + ID_BYTES + IV_BYTES);
    const decipher = crypto.createDecipheriv("aes-256-gcm", key.secret, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(1 + ID_BYTES + IV_BYTES, HEADER));
    return Buffer.concat([decipher.update(sealed.subarray(HEADER)), decipher.final()]).toString("utf8");
  }

  /** HMAC-SHA-256 of a value under the hash key of `keyId` (the current key by default). */
  digest(value: string, keyId: string = this.currentId): Buffer {
    return crypto.createHmac("sha256", this.#key(keyId).hashKey).update(value).digest();
  }
}

export const keyIdOf = (sealed: Buffer): string => sealed.subarray(1, 1 + ID_BYTES).toString("hex");

/**
 * The key file of the embedded database's data directory, made with a new key the first time
 * (readable by its owner only).
 */
export const ensureKeyFile = (file: string): void => {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = `# Jemput bank data keys: the first line seals, every line opens. Keep a copy apart from backups.\n${generateKey()}\n`;
  try {
    fs.writeFileSync(file, text, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
};
