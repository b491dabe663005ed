import { Effect } from "effect";
import { createAttribute } from "../../platform/brevo/api.ts";
import { Brevo, BrevoNotConfigured, type BrevoRejected } from "../../platform/brevo/client.ts";
import { CONTACT_ATTRIBUTES } from "./contacts.ts";
import { withBrevoRetry } from "../../platform/brevo/retry.ts";

// "Set Up Custom Attributes": creates the contact attributes the sync fills. Brevo answers 400
// `duplicate_parameter` for a name it already has, which is what a second click should find.
const alreadyExists = (error: BrevoRejected) =>
  error.status === 400 &&
  (error.code === "duplicate_parameter" || /already exist|must be unique|duplicate/i.test(error.detail));

export const setupAttributes = Effect.fn("Brevo.setupAttributes")(function* () {
  const brevo = yield* Brevo;
  if (!brevo.configured) return yield* Effect.fail(new BrevoNotConfigured());
  const created: Array<string> = [];
  const existing: Array<string> = [];
  for (const { name, type } of CONTACT_ATTRIBUTES) {
    const outcome = yield* withBrevoRetry(createAttribute(name, type)).pipe(
      Effect.as("created" as const),
      Effect.catchTag("BrevoRejected", (error) =>
        alreadyExists(error) ? Effect.succeed("existing" as const) : Effect.fail(error),
      ),
    );
    (outcome === "created" ? created : existing).push(name);
  }
  return { created, existing };
});
