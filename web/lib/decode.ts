import { Schema } from "effect";

// The one place the web app runs Effect's Schema: loaded with the first answer to decode (see
// `decode` in api.ts), never with the first screen's code.

/** An answer that is not what the contract says; the screen shows it as a failed load. */
export class UnexpectedAnswer extends Error {
  constructor(path: string, detail: string) {
    super(`Unexpected answer from ${path}: ${detail}`);
    this.name = "UnexpectedAnswer";
  }
}

export function decodeAnswer<T>(schema: Schema.Decoder<T>, value: unknown, path: string): T {
  const result = Schema.decodeUnknownExit(schema)(value);
  if (result._tag === "Success") return result.value;
  throw new UnexpectedAnswer(path, String(result.cause));
}
