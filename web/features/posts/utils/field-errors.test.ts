import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { fieldErrorsOf, fieldMessage } from "./field-errors.ts";

const validation = (body: unknown) => new ApiError(400, `400: ${JSON.stringify(body)}`);

describe("fieldErrorsOf", () => {
  it("reads the fields of a validation answer", () => {
    const error = validation({
      error: "Invalid post: url must be an http or https link",
      fields: { url: "must be an http or https link" },
    });
    expect(fieldErrorsOf(error)).toEqual({ url: "must be an http or https link" });
  });

  it("reads the link's reason from a conflict: a link already submitted", () => {
    const body = {
      error: 'You already submitted this link as "Kopi review" (pending)',
      fields: { url: 'You already submitted this link as "Kopi review" (pending)' },
      existingPostId: "p-1",
    };
    const fields = fieldErrorsOf(new ApiError(409, `409: ${JSON.stringify(body)}`));
    expect(fields).toEqual({ url: body.fields.url });
    expect(fieldMessage("Link", fields?.["url"])).toBe(body.fields.url);
  });

  it("gives null for answers without fields and for other failures", () => {
    expect(fieldErrorsOf(validation({ error: "Invalid post" }))).toBeNull();
    expect(fieldErrorsOf(new ApiError(400, "400: Bad Request"))).toBeNull();
    expect(fieldErrorsOf(new ApiError(500, '500: {"fields":{"url":"x"}}'))).toBeNull();
    expect(fieldErrorsOf(new ApiError(409, "409: Email already exists"))).toBeNull();
    expect(fieldErrorsOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("fieldMessage", () => {
  it("puts the field's label before a fragment, and leaves sentences alone", () => {
    expect(fieldMessage("Link", "must be an http or https link")).toBe("Link must be an http or https link");
    expect(fieldMessage("Title", "Title is too long")).toBe("Title is too long");
    expect(fieldMessage("Title", undefined)).toBeUndefined();
  });
});
