import crypto from "node:crypto";

// Brevo takes an `idempotencyKey` header that must be a UUID. Each mail's key is derived from
// its job's random seed and the recipient (the layout of a name-based UUID, version 5), so the
// same mail tried again carries the same key, and no two databases share one.
export const idempotencyKey = (seed: string, item: string | number): string => {
  const bytes = crypto.createHash("sha1").update(`jemput:${seed}:${item}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
