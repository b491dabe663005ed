import crypto from "node:crypto";
import fs from "node:fs";

// Backups sealed to a public key (decision 66): the machine that takes backups holds only the
// public half, so a stolen backup or backup host opens nothing; the private half is kept apart
// and needed only to restore. X25519 with a fresh key per backup, HKDF-SHA-256, then AES-256-GCM
// over chunks of 1 MiB, each chunk's number and whether it is the last in its authenticated
// data: a backup cut short, reordered or altered is refused, not restored in part.

const MAGIC = Buffer.from("JEMPUT-SEALED-BACKUP-1\n");
const CHUNK = 1 << 20;
const INFO = Buffer.from("jemput-backup-seal-v1");

export class BackupSealError extends Error {}

export const isSealedBackup = (head: Buffer) => head.subarray(0, MAGIC.length).equals(MAGIC);
/** Bytes of a file's head that tell a sealed backup apart. */
export const SEALED_HEAD_BYTES = MAGIC.length;

/** A new key pair: the public half (PEM) for `backup --encrypt-to`, the private half for restores. */
export const backupKeyPair = () => {
  const { publicKey, privateKey } = crypto.generateKeyPairSync("x25519");
  return {
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
};

const readKey = (file: string, kind: "public" | "private") => {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new BackupSealError(
      `cannot read the ${kind} key ${file} (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
  try {
    const key = kind === "public" ? crypto.createPublicKey(text) : crypto.createPrivateKey(text);
    if (key.asymmetricKeyType !== "x25519") throw new Error(String(key.asymmetricKeyType));
    return key;
  } catch {
    throw new BackupSealError(`${file} is not an X25519 ${kind} key (make a pair with: jemput keys backup-pair)`);
  }
};

const aesKey = (shared: Buffer, ephemeral: Buffer) =>
  Buffer.from(crypto.hkdfSync("sha256", shared, ephemeral, INFO, 32));

const aad = (index: number, last: boolean) => {
  const data = Buffer.alloc(9);
  data.writeBigUInt64BE(BigInt(index));
  data[8] = last ? 1 : 0;
  return data;
};
const nonce = (prefix: Buffer, index: number) => {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0, 0, 4);
  n.writeBigUInt64BE(BigInt(index), 4);
  return n;
};

/** Seals the file `plain` into `sealed` (a new file, mode 600) for the holder of `publicKeyFile`'s pair. */
export const sealFile = (plain: string, sealed: string, publicKeyFile: string) => {
  const recipient = readKey(publicKeyFile, "public");
  const ephemeral = crypto.generateKeyPairSync("x25519");
  const ephemeralDer = ephemeral.publicKey.export({ type: "spki", format: "der" });
  const key = aesKey(crypto.diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient }), ephemeralDer);
  const prefix = crypto.randomBytes(4);
  const input = fs.openSync(plain, "r");
  const output = fs.openSync(sealed, "wx", 0o600);
  try {
    const header = Buffer.alloc(2);
    header.writeUInt16BE(ephemeralDer.length);
    fs.writeSync(output, Buffer.concat([MAGIC, header, ephemeralDer, prefix]));
    const size = fs.fstatSync(input).size;
    const buffer = Buffer.alloc(CHUNK);
    let offset = 0;
    for (let index = 0; ; index++) {
      const read = fs.readSync(input, buffer, 0, CHUNK, offset);
      offset += read;
      const last = offset >= size;
      const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce(prefix, index));
      cipher.setAAD(aad(index, last));
      const body = Buffer.concat([cipher.update(buffer.subarray(0, read)), cipher.final()]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(body.length);
      fs.writeSync(output, Buffer.concat([length, body, cipher.getAuthTag()]));
      if (last) break;
    }
    fs.fsyncSync(output);
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
};

/** Opens `sealed` into `plain` (a new file, mode 600) with `privateKeyFile`, or refuses saying why. */
export const openFile = (sealed: string, plain: string, privateKeyFile: string) => {
  const privateKey = readKey(privateKeyFile, "private");
  const input = fs.openSync(sealed, "r");
  const output = fs.openSync(plain, "wx", 0o600);
  const readExactly = (length: number, at: number) => {
    const buffer = Buffer.alloc(length);
    const read = fs.readSync(input, buffer, 0, length, at);
    if (read !== length) throw new BackupSealError(`${sealed} is cut short: it was not written whole`);
    return buffer;
  };
  try {
    let at = MAGIC.length;
    const derLength = readExactly(2, at).readUInt16BE();
    const ephemeralDer = readExactly(derLength, (at += 2));
    const prefix = readExactly(4, (at += derLength));
    at += 4;
    const ephemeral = crypto.createPublicKey({ key: ephemeralDer, format: "der", type: "spki" });
    const key = aesKey(crypto.diffieHellman({ privateKey, publicKey: ephemeral }), ephemeralDer);
    const size = fs.fstatSync(input).size;
    for (let index = 0; ; index++) {
      if (at >= size) throw new BackupSealError(`${sealed} is cut short: it was not written whole`);
      const length = readExactly(4, at).readUInt32BE();
      const body = readExactly(length, at + 4);
      const tag = readExactly(16, at + 4 + length);
      at += 4 + length + 16;
      const last = at >= size;
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce(prefix, index));
      decipher.setAAD(aad(index, last));
      decipher.setAuthTag(tag);
      try {
        fs.writeSync(output, Buffer.concat([decipher.update(body), decipher.final()]));
      } catch {
        throw new BackupSealError(
          `${sealed} does not open with ${privateKeyFile}: another pair's key, or a file changed or cut short`,
        );
      }
      if (last) break;
    }
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
};
