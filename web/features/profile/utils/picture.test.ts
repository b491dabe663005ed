import { describe, expect, it } from "vitest";
import { pictureProblem, PICTURE_MAX_BYTES } from "./picture.ts";

describe("pictureProblem", () => {
  it("accepts PNG, JPEG, GIF and WebP up to 2MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(pictureProblem({ size: PICTURE_MAX_BYTES, type })).toBeNull();
    }
  });

  it("refuses anything over 2MB as too large", () => {
    expect(pictureProblem({ size: PICTURE_MAX_BYTES + 1, type: "image/png" })).toEqual({
      title: "File too large",
      description: "Please select an image smaller than 2MB",
    });
  });

  it("refuses files that are not a picture the server can store", () => {
    for (const type of ["text/plain", "application/pdf", "image/svg+xml", ""]) {
      expect(pictureProblem({ size: 10, type })).toEqual({
        title: "Invalid file type",
        description: "Please select an image file",
      });
    }
  });
});
