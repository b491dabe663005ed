import type { ThreadAnswer } from "../../platform/threads/thread-client.ts";
import { parentPort } from "node:worker_threads";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { LOCAL_WORDS } from "./common-passwords.ts";

// The thread that estimates how guessable a password is (password-strength.ts sends the work).
// zxcvbn's dictionaries are loaded here once, when the thread starts on the first check.
//
// Only the first 64 characters are scored: the cost of matching grows quickly with length (a
// long string of look-alike symbols took most of a second), and a password whose first 64
// characters are hard to guess is hard to guess whole.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, local: [...LOCAL_WORDS] },
  graphs: adjacencyGraphs,
  maxLength: 64,
});

export interface StrengthWork {
  readonly password: string;
  /** Words of the member's own (their email and names): a password built on them is weak. */
  readonly userInputs: ReadonlyArray<string>;
}

parentPort?.on("message", (work: StrengthWork & { readonly id: number }) => {
  let result: ThreadAnswer<number>;
  try {
    result = { id: work.id, value: zxcvbn.check(work.password, [...work.userInputs]).score };
  } catch (error) {
    result = { id: work.id, error: String(error) };
  }
  parentPort?.postMessage(result);
});
