import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { failureToast } from "./failure.ts";
import { languageAtom } from "./i18n/language.ts";
import { appStore } from "./store.ts";
import { libText } from "./text.ts";

describe("failureToast", () => {
  it("shows the server's own words when it gave some", () => {
    const error = new ApiError(409, '409: {"error":"The month is not over yet"}');
    expect(failureToast("Close failed", error)).toEqual({
      title: "Close failed",
      description: "The month is not over yet",
      variant: "destructive",
    });
  });

  it("falls back to the given words, else to 'Please try again' in the reader's language", async () => {
    expect(failureToast("Failed", new TypeError("offline"), "Check your connection").description).toBe(
      "Check your connection",
    );
    expect(failureToast("Failed", new ApiError(502, "502: <html>Bad gateway</html>")).description).toBe(
      "Please try again",
    );
    try {
      appStore.set(languageAtom, "ms");
      await libText.ready("ms");
      expect(failureToast("Gagal", new TypeError("offline")).description).toBe("Sila cuba lagi");
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
