import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { askForStepUp, runWithStepUp, StepUpCancelled, stepUpRequestAtom } from "./step-up-request.ts";

// A request refused for want of a step-up waits for the dialog, then goes again once.
const STEP_UP = new ApiError(
  403,
  `403: ${JSON.stringify({ error: "Confirm it's you to continue", code: "step_up_required" })}`,
);

/** Settles the open step-up as the dialog would, once the request has opened it. */
const whenAsked = async (store: ReturnType<typeof createStore>, how: "done" | "cancel") => {
  await vi.waitFor(() => expect(store.get(stepUpRequestAtom)).not.toBeNull());
  store.get(stepUpRequestAtom)![how]();
};

describe("a request that needs a step-up", () => {
  it("asks for one, then is sent again once", async () => {
    const store = createStore();
    const send = vi.fn().mockRejectedValueOnce(STEP_UP).mockResolvedValueOnce("saved");
    const result = runWithStepUp(store, send);
    await whenAsked(store, "done");
    expect(await result).toBe("saved");
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.get(stepUpRequestAtom)).toBeNull();
  });

  it("is sent once, asking nothing, when no step-up is needed", async () => {
    const store = createStore();
    const send = vi.fn().mockResolvedValue("saved");
    expect(await runWithStepUp(store, send)).toBe("saved");
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.get(stepUpRequestAtom)).toBeNull();
  });

  it("passes any other refusal on, including another 403 and a second step-up refusal", async () => {
    const store = createStore();
    const forbidden = new ApiError(403, '403: {"error":"Forbidden"}');
    await expect(runWithStepUp(store, () => Promise.reject(forbidden))).rejects.toBe(forbidden);
    expect(store.get(stepUpRequestAtom)).toBeNull();

    const send = vi.fn().mockRejectedValue(STEP_UP);
    const result = runWithStepUp(store, send);
    await whenAsked(store, "done");
    await expect(result).rejects.toBe(STEP_UP);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("rejects with StepUpCancelled when the member cancels, without sending it again", async () => {
    const store = createStore();
    const send = vi.fn().mockRejectedValue(STEP_UP);
    const result = runWithStepUp(store, send);
    await whenAsked(store, "cancel");
    await expect(result).rejects.toBeInstanceOf(StepUpCancelled);
    await expect(result).rejects.toThrow("Cancelled: confirm it's you to make this change");
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.get(stepUpRequestAtom)).toBeNull();
  });

  it("asks once for requests refused together", async () => {
    const store = createStore();
    const first = askForStepUp(store);
    const opened = store.get(stepUpRequestAtom);
    const second = askForStepUp(store);
    expect(store.get(stepUpRequestAtom)).toBe(opened);
    opened!.done();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    // The next one is a new dialog.
    void askForStepUp(store).catch(() => undefined);
    expect(store.get(stepUpRequestAtom)!.id).not.toBe(opened!.id);
    store.get(stepUpRequestAtom)!.cancel();
  });

  it("leaves the next dialog open when an earlier one is answered late", async () => {
    const store = createStore();
    const first = askForStepUp(store).catch((error: unknown) => error);
    const earlier = store.get(stepUpRequestAtom)!;
    earlier.cancel();
    void askForStepUp(store).catch(() => undefined);
    const next = store.get(stepUpRequestAtom);
    // The step-up sent before the first dialog was closed comes back now.
    earlier.done();
    expect(store.get(stepUpRequestAtom)).toBe(next);
    expect(await first).toBeInstanceOf(StepUpCancelled);
    next!.cancel();
  });
});
