import { CommanderError } from "commander";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

const io = {
  out: (s: string) => process.stdout.write(s),
  err: (s: string) => process.stderr.write(s),
  env: process.env,
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
