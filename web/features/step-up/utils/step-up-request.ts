import { atom, type createStore } from "jotai";
import { translate } from "../../../lib/i18n/use-t.ts";
import { asksForStepUp } from "../api/step-up.ts";
import { stepUpText } from "../i18n.ts";

// A request that needs a step-up waits here while the one dialog the shell hosts asks for the
// password: requests refused together wait for the same answer, so the member is asked once.

type Store = ReturnType<typeof createStore>;

/** The member closed the dialog: the request was not sent again. */
export class StepUpCancelled extends Error {
  constructor() {
    super(translate(stepUpText, "cancelled"));
    this.name = "StepUpCancelled";
  }
}

export const isStepUpCancelled = (error: unknown): error is StepUpCancelled => error instanceof StepUpCancelled;

export interface StepUpRequest {
  /** Tells the dialogs of two requests apart. */
  readonly id: number;
  readonly promise: Promise<void>;
  readonly done: () => void;
  readonly cancel: () => void;
}

/** The step-up being asked for, or null: the host shows the dialog while there is one. */
export const stepUpRequestAtom = atom<StepUpRequest | null>(null);

let nextId = 1;

/** Opens the dialog, or joins the one open; settles when the member has stepped up or cancelled. */
export function askForStepUp(store: Store): Promise<void> {
  const open = store.get(stepUpRequestAtom);
  if (open) return open.promise;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const id = nextId++;
  // Only while it is still the one open: a step-up answered after its dialog was closed must not
  // close the next one.
  const close = () => {
    if (store.get(stepUpRequestAtom)?.id === id) store.set(stepUpRequestAtom, null);
  };
  store.set(stepUpRequestAtom, {
    id,
    promise,
    done: () => {
      close();
      settle?.resolve();
    },
    cancel: () => {
      close();
      settle?.reject(new StepUpCancelled());
    },
  });
  return promise;
}

/**
 * Runs `send`; when it is refused for want of a step-up, asks for one and sends it again, once (a
 * second refusal is the caller's, as any other). Cancelling rejects with StepUpCancelled.
 */
export async function runWithStepUp<T>(store: Store, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!asksForStepUp(error)) throw error;
    await askForStepUp(store);
    return send();
  }
}
