import fc from "fast-check";
import type { FileField } from "../../testing/http.ts";
import type { ApiRequest } from "../../testing/route-access.ts";

// Generators for what a hostile or broken client sends: texts that have broken servers
// before (NUL, lone surrogates, huge numbers, impossible dates, path tricks), values of the
// wrong type, valid requests with one part replaced, and raw bodies that are not JSON at all.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "a\udfffb",
  "\u202e",
  "💥",
  "x".repeat(5_000),
  "-1",
  "0",
  "00",
  "1.5",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "2147483648",
  "2026-02-30",
  "0000-00-00",
  "2026-13-01",
  "../../etc/passwd",
  "%00",
  "%",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "'; DROP TABLE events; --",
  "__proto__",
  "constructor",
  "true",
  "null",
  "[]",
  "{}",
  "PO-999999-1",
  "PO-000000-0",
  "data:image/png;base64,AAAA",
  `data:image/png;base64,${PNG.toString("base64")}`,
  "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
  "javascript:alert(1)",
  "https://",
  "http://a",
  "+60",
  "+60123456789",
  "a@b.co",
];

/** Facts of the fixture worth guessing: someone else's email, phone, referral code and ids. */
export const worldStrings = (strings: ReadonlyArray<string>) => fc.constantFrom(...strings);

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const text = (world: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 12 }) },
    { weight: 1, arbitrary: world },
  );

export const anyValue = (world: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: text(world) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(2 ** 53 + 1),
        fc.constant(-1),
      ),
    },
    { weight: 1, arbitrary: fc.array(text(world), { maxLength: 3 }) },
  );

type Json = unknown;
type Path = ReadonlyArray<string>;

export const leafPaths = (value: Json, at: Path = []): Array<Path> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && at.length < 3
    ? Object.entries(value).flatMap(([k, v]) => [[...at, k], ...leafPaths(v, [...at, k])])
    : [];

export const setAt = (value: Json, path: Path, next: Json | undefined): Json => {
  if (path.length === 0) return next;
  const base =
    typeof value === "object" && value !== null && !Array.isArray(value) ? { ...(value as Record<string, Json>) } : {};
  const [head, ...rest] = path as [string, ...Array<string>];
  const inner = setAt(base[head], rest, next);
  if (inner === undefined) delete base[head];
  else Object.defineProperty(base, head, { value: inner, enumerable: true, writable: true, configurable: true });
  return base;
};

/** The valid body with one to three fields replaced, removed or added. */
const mutated = (valid: Json, world: fc.Arbitrary<string>) => {
  const paths = leafPaths(valid);
  const edit = fc.oneof(
    ...(paths.length > 0 ? [fc.tuple(fc.constantFrom(...paths), fc.option(anyValue(world), { nil: undefined }))] : []),
    fc.tuple(
      fc
        .oneof(text(world), fc.constantFrom("__proto__", "constructor", "isAdmin", "memberId", "email"))
        .map((k): Path => [k]),
      anyValue(world),
    ),
  );
  return fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) => edits.reduce((body, [path, v]) => setAt(body, path, v), valid));
};

export type Body =
  | { readonly json: Json }
  | { readonly raw: { readonly text: string; readonly type: string } }
  | { readonly form: Record<string, string | FileField> }
  | null;

const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }).map((t) => ({ raw: { text: t, type: "application/json" } })),
  fc
    .constantFrom(
      '{"a":',
      "[1,2",
      "{'a':1}",
      '"just a string"',
      "1",
      "null",
      "\u0000",
      '{"__proto__":{"isAdmin":true}}',
    )
    .map((t) => ({ raw: { text: t, type: "application/json" } })),
  fc
    .tuple(
      fc.json(),
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/json; charset=utf-7",
        "application/json; charset=utf-16",
      ),
    )
    .map(([t, type]) => ({ raw: { text: t, type } })),
  fc.constant({ raw: { text: "a=1&b=2", type: "application/x-www-form-urlencoded" } }),
);

const formBody = (world: fc.Arbitrary<string>) =>
  fc
    .record({
      description: fc.option(text(world), { nil: undefined }),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
        fc.constant(PNG),
        fc.uint8Array({ maxLength: 32 }).map((b) => Buffer.concat([PNG.subarray(0, 8), b])),
      ),
      field: fc.constantFrom("image", "image", "picture", "file"),
      name: text(world),
    })
    .map(({ description, bytes, field, name }) => ({
      form: {
        ...(description === undefined ? {} : { description }),
        [field]: { bytes, name: name || "x", type: "application/octet-stream" },
      },
    }));

export const body = (valid: ApiRequest, world: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: valid.body === undefined ? 0 : 6, arbitrary: mutated(valid.body ?? {}, world).map((json) => ({ json })) },
    { weight: valid.form ? 6 : 0, arbitrary: formBody(world) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant(null) },
  );

/** A query string: the valid one with keys replaced or repeated, random keys, or raw text. */
export const query = (valid: ApiRequest, world: fc.Arbitrary<string>) => {
  const keys = Object.keys(valid.query ?? {});
  const key = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    text(world),
    fc.constantFrom("__proto__", "a[b]", "limit[]", "month[0]"),
  );
  const entries = fc.array(fc.tuple(key, text(world)), { maxLength: 4 });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: entries.map((extra) => {
        const params = new URLSearchParams(valid.query);
        for (const [k, v] of extra) params.append(k, v);
        return params.toString();
      }),
    },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom("a", "=", "&", "%", "[", "]", "0", "1", "+", "é", "\u0000"),
        maxLength: 20,
      }),
    },
  );
};

/** Path parameters: valid, any text (encoded), or raw sequences a router must not choke on. */
export const params = (valid: ApiRequest, world: fc.Arbitrary<string>) => {
  const names = Object.keys(valid.params ?? {});
  // A lone surrogate has no UTF-8 form, so it cannot be put in a URL at all.
  const encode = (v: string) => encodeURIComponent(v.toWellFormed());
  const one = (name: string) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(encode(valid.params![name]!)) },
      { weight: 3, arbitrary: text(world).map(encode) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "%",
          "%zz",
          "%E0%A4%A",
          "%00",
          "%2e%2e",
          "%2F",
          "..",
          "-1",
          "1e3",
          "0x10",
          "99999999999999999999",
        ),
      },
    );
  return fc.record(Object.fromEntries(names.map((n) => [n, one(n)]))) as fc.Arbitrary<Record<string, string>>;
};
