import { describe, expect, it } from "vitest";
import { shouldOpenModal } from "./use-completion-modal.ts";

describe("shouldOpenModal", () => {
  const today = new Date(2026, 2, 10).toDateString();
  const yesterday = new Date(2026, 2, 9).toDateString();

  it("opens below 70% when it has not been shown today", () => {
    expect(shouldOpenModal(null, today, 32)).toBe(true);
    expect(shouldOpenModal(yesterday, today, 69)).toBe(true);
  });

  it("stays closed once shown today", () => {
    expect(shouldOpenModal(today, today, 10)).toBe(false);
  });

  it("stays closed from 70% on", () => {
    expect(shouldOpenModal(null, today, 70)).toBe(false);
    expect(shouldOpenModal(yesterday, today, 95)).toBe(false);
  });
});
