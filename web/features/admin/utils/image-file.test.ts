import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, imageFileProblem, INVALID_TYPE, TOO_LARGE } from "./image-file.ts";

describe("imageFileProblem", () => {
  it.each(["image/png", "image/jpeg", "image/gif", "image/webp"])("accepts %s up to 5 MB", (type) => {
    expect(imageFileProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses a file over 5 MB with the upload message", () => {
    expect(imageFileProblem({ type: "image/png", size: IMAGE_MAX_BYTES + 1 })).toBe(TOO_LARGE);
    expect(`${TOO_LARGE.title} - ${TOO_LARGE.description}`).toBe(
      "File too large - Please select an image smaller than 5MB",
    );
  });

  it.each(["image/svg+xml", "application/pdf", ""])("refuses the type %j with the upload message", (type) => {
    expect(imageFileProblem({ type, size: 10 })).toBe(INVALID_TYPE);
    expect(`${INVALID_TYPE.title} - ${INVALID_TYPE.description}`).toBe(
      "Invalid file type - Please select an image file (PNG, JPG, GIF)",
    );
  });
});
