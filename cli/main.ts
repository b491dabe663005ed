import readline from "node:readline/promises";
import { CommanderError } from "commander";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// A question is asked only at a terminal: a script gets no prompt to hang on, and says --yes.
const ask = async (question: string) => {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
};

const io = {
  out: (s: string) => process.stdout.write(s),
  err: (s: string) => process.stderr.write(s),
  env: process.env,
  ...(process.stdin.isTTY ? { ask } : {}),
};

try {
  await buildProgram(io).parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode);
  process.stderr.write(
    `error: ${error instanceof CliFailure ? error.message : ((error as Error).message ?? String(error))}\n`,
  );
  process.exit(1);
}
