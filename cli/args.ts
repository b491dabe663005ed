import { InvalidArgumentError } from "commander";
import { Effect } from "effect";
import { CliFailure } from "./context.ts";
import { isValidPeriod, makePeriod, MONTH_RULE, parseMonth, parseYear, periodOf, YEAR_RULE } from "../domain/period.ts";
import { now } from "../server/platform/clock/now.ts";

// Argument parsers: a bad value stops the command before it touches the database.
export const wholeNumber =
  (min: number, max: number) =>
  (raw: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    }
    return value;
  };

const read =
  (parse: (raw: string) => number | null, rule: string) =>
  (raw: string): number => {
    const value = parse(raw);
    if (value === null) throw new InvalidArgumentError(`it ${rule}`);
    return value;
  };

export const month = read(parseMonth, MONTH_RULE);
export const year = read(parseYear, YEAR_RULE);

export const email = (raw: string): string => {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.trim())) throw new InvalidArgumentError("expected an email address");
  return raw.trim();
};

/**
 * The period named by --month/--year, or the current Malaysian month when neither is given (read
 * from the clock as the command runs). Bad arguments throw at once, before the runtime starts.
 */
export const periodFrom = (opts: { month?: number; year?: number }): Effect.Effect<number> => {
  if (opts.month === undefined && opts.year === undefined) return Effect.map(now, periodOf);
  // Thrown from inside an action, where commander would not print it: a CliFailure is.
  if (opts.month === undefined || opts.year === undefined) throw new CliFailure("--month and --year go together");
  const period = makePeriod(opts.year, opts.month);
  if (!isValidPeriod(period)) throw new CliFailure("not a valid month");
  return Effect.succeed(period);
};

/** A reason recorded in the audit log: 1 to 500 characters once trimmed. */
export const reasonText = (raw: string): string => {
  const reason = raw.trim();
  if (reason.length === 0 || reason.length > 500) throw new InvalidArgumentError("expected 1 to 500 characters");
  return reason;
};
