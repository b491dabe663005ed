import { threadClient } from "../../platform/threads/thread-client.ts";
import type { StrengthWork } from "./password-strength-worker.ts";

// zxcvbn scores a password on a thread of its own (password-strength-worker.ts): a check takes
// a few milliseconds for most passwords but far longer for some crafted ones, and none of it
// should hold up the event loop. As with hashing (credentials/password.ts), the thread is made
// on first use, so the dictionaries load only where passwords are chosen.
const score = threadClient<StrengthWork, number>(
  new URL("./password-strength-worker.ts", import.meta.url),
  "password strength",
);

/** zxcvbn's score, 0 (guessed at once) to 4 (beyond reach), with the member's own words as hints. */
export const passwordScore = (password: string, userInputs: ReadonlyArray<string>): Promise<number> =>
  score({ password, userInputs });
