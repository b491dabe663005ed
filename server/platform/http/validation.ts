import { Effect, Schema } from "effect";
import { ValidationError } from "./errors.ts";

// PostgreSQL text holds no NUL character, and jsonb refuses half of a surrogate pair: a string
// with either is refused here, for every route, rather than failing in the database as a 500.
const textProblems = (value: unknown, at: string, fields: Record<string, string>): void => {
  if (typeof value === "string") {
    if (value.includes("\u0000")) fields[at || "body"] ??= "must not contain a NUL character";
    else if (!value.isWellFormed()) fields[at || "body"] ??= "must be valid Unicode text";
  } else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) textProblems(v, at ? `${at}.${k}` : k, fields);
  }
};

// Decodes request input with an Effect schema; a failure names each field and its reason.
export const decodeInput = <S extends Schema.Decoder<unknown, never>>(schema: S, what = "Invalid request") => {
  const standard = Schema.toStandardSchemaV1(schema)["~standard"];
  return (input: unknown): Effect.Effect<S["Type"], ValidationError> => {
    const result = standard.validate(input);
    if (result instanceof Promise) return Effect.die(new Error("asynchronous schema"));
    const fields: Record<string, string> = {};
    if (!result.issues) {
      textProblems(result.value, "", fields);
      if (Object.keys(fields).length === 0) return Effect.succeed(result.value as S["Type"]);
    }
    for (const issue of result.issues ?? []) {
      const key =
        (issue.path ?? [])
          .map((p: PropertyKey | { readonly key: PropertyKey }) => String(typeof p === "object" ? p.key : p))
          .join(".") || "body";
      fields[key] ??= issue.message === "Missing key" ? "is required" : issue.message;
    }
    const [first] = Object.entries(fields);
    // A message written for people ("First name is required…") stands alone; a schema's terse one gets the field.
    const error = !first
      ? what
      : /^[A-Z]/.test(first[1]) && !first[1].startsWith("Expected")
        ? first[1]
        : `${what}: ${first[0]} ${first[1]}`;
    return Effect.fail(new ValidationError({ error, fields }));
  };
};

/**
 * The request body with the named text fields trimmed (anything else as it came), so a schema
 * refuses blank text as it refuses empty text and what is stored has no stray spaces. A field
 * inside an object is named by its path, `emailTemplate.subject`.
 */
export const withTrimmed = (body: unknown, ...fields: ReadonlyArray<string>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...(body as object | null | undefined) };
  for (const field of fields) {
    const [head = field, ...rest] = field.split(".");
    const value = out[head];
    if (rest.length === 0) out[head] = typeof value === "string" ? value.trim() : value;
    else if (typeof value === "object" && value !== null) out[head] = withTrimmed(value, rest.join("."));
  }
  return out;
};
