import { Config, Effect, Schema, SchemaIssue } from "effect";

// The kinds of environment variable Jemput reads, as Effect Configs. An unset or empty variable
// is absent (the provider treats "" as missing) and takes its default; a value that is there
// but wrong fails with a reason that names no secret, at the variable's path, which loadConfig
// turns into the message that stops the start.

/** The refusal of `name`'s value: `reason` at the variable's path. */
export const refusal = (name: string, reason: string): Config.ConfigError =>
  new Config.ConfigError(
    new Schema.SchemaError(new SchemaIssue.Pointer([name], new SchemaIssue.InvalidValue({ message: reason }))),
  );

/** `name`'s text through `read`, which gives the value, or the reason it is refused. */
export const checked = <A>(name: string, read: (raw: string) => { readonly value: A } | string): Config.Config<A> =>
  Config.String(name).pipe(
    Config.mapEffect((raw) => {
      const result = read(raw);
      return typeof result === "string" ? Effect.fail(refusal(name, result)) : Effect.succeed(result.value);
    }),
  );

/** `name`'s text as given, or `fallback` when it is unset. */
export const text = <A>(name: string, fallback: A): Config.Config<string | A> =>
  Config.String(name).pipe(Config.withDefault(fallback));

/** A whole number from `min` to `max`, or `fallback` when unset. */
export const integer = <A = number>(name: string, fallback: A, min: number, max: number): Config.Config<number | A> =>
  checked(name, (raw) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && Number.isInteger(value) && value >= min && value <= max
      ? { value }
      : `must be a whole number from ${min} to ${max} (got "${raw}")`;
  }).pipe(Config.withDefault(fallback));

export const flag = (name: string, fallback: boolean): Config.Config<boolean> =>
  checked(name, (raw) => {
    const value = raw.toLowerCase();
    if (["1", "true", "yes", "on"].includes(value)) return { value: true };
    if (["0", "false", "no", "off"].includes(value)) return { value: false };
    return `must be 1 or 0 (got "${raw}")`;
  }).pipe(Config.withDefault(fallback));

/** A URL of one of `protocols`, without trailing slashes. */
export const url = <A>(name: string, fallback: A, protocols: ReadonlyArray<string>): Config.Config<string | A> =>
  checked(name, (raw) => {
    const parsed = URL.parse(raw);
    return parsed !== null && protocols.includes(parsed.protocol)
      ? { value: raw.replace(/\/+$/, "") }
      : `must be a ${protocols.join(" or ")} URL`;
  }).pipe(Config.withDefault(fallback));

/** A secret: trimmed, never echoed back in a refusal; null when unset or blank. */
export const secret = (name: string): Config.Config<string | null> =>
  checked(name, (raw) => {
    const value = raw.trim();
    return /\s/.test(value) ? "must not contain spaces" : { value: value === "" ? null : value };
  }).pipe(Config.withDefault(null));

export interface MailSender {
  readonly name: string;
  readonly email: string;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]{2,}$/;

/** "Jemput <noreply@jemput.my>", "\"Jemput\" <noreply@jemput.my>" or a bare address. */
export const sender = (name: string, fallback: MailSender): Config.Config<MailSender> =>
  checked(name, (given) => {
    const raw = given.trim();
    if (raw === "") return { value: fallback };
    const named = /^"?([^"<>]*?)"?\s*<([^<>]+)>$/.exec(raw);
    const email = (named ? named[2]! : raw).trim();
    if (!EMAIL.test(email)) return `must be an address such as "Jemput <noreply@jemput.my>" (got "${raw}")`;
    return { value: { name: named?.[1]?.trim() || fallback.name, email } };
  }).pipe(Config.withDefault(fallback));

/** The first refusal in `error`: the variable it names and why (Effect's own words otherwise). */
export const firstRefusal = (error: Config.ConfigError): { variable: string; reason: string } => {
  if (!Schema.isSchemaError(error.cause)) return { variable: "the environment", reason: error.message };
  const [issue] = SchemaIssue.makeFormatterStandardSchemaV1()(error.cause.issue).issues;
  return { variable: String(issue?.path?.[0] ?? "the environment"), reason: issue?.message ?? error.message };
};
