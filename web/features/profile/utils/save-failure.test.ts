import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { saveFailed, saveFailureOf } from "./save-failure.ts";

const refused = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

describe("saveFailureOf", () => {
  it("takes the server's message and puts its field messages at their fields", () => {
    const failure = saveFailureOf(
      refused(400, {
        error: "Invalid profile: deliveryPostalCode must be at most 5 digits",
        fields: {
          deliveryPostalCode: "must be at most 5 digits",
          firstName: "First name is required (Nama pertama diperlukan)",
        },
      }),
    );
    expect(failure.message).toBe("Invalid profile: deliveryPostalCode must be at most 5 digits");
    expect(failure.fields).toEqual({
      deliveryPostalCode: "Must be at most 5 digits",
      firstName: "First name is required (Nama pertama diperlukan)",
    });
  });

  it("shows a phone number taken by someone else at the phone field", () => {
    const failure = saveFailureOf(refused(409, { error: "Phone number already exists" }));
    expect(failure.message).toBe("Phone number already exists");
    expect(failure.fields).toEqual({ phoneNumber: "Phone number already exists" });
  });

  it("falls back to the form's message for network failures and answers that are not the API's JSON", () => {
    for (const error of [
      new TypeError("Failed to fetch"),
      new ApiError(502, "502: Bad Gateway"),
      new ApiError(500, '500: {"error":""}'),
      "boom",
    ]) {
      const failure = saveFailureOf(error);
      expect(failure.message).toBe(saveFailed());
      expect(failure.fields).toEqual({});
    }
  });
});
