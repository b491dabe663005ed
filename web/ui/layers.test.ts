import { afterEach, describe, expect, it } from "vitest";
import { closeTopLayer, escapeFromToast, openLayer } from "./layers.ts";

// Escape pressed while a toast shows over an open dialog: the toast was the last layer to
// appear, so Radix hands it the key, and the toast gives it to the dialog the member is in.
const registered: Array<() => void> = [];
afterEach(() => registered.splice(0).forEach((remove) => remove()));

function layer(name: string, closed: string[]) {
  const remove = openLayer(() => {
    closed.push(name);
    remove();
  });
  registered.push(remove);
}

function escape(target: unknown = { in: "page" }) {
  const event = { target: target as EventTarget, defaultPrevented: false, preventDefault: () => undefined };
  event.preventDefault = () => {
    event.defaultPrevented = true;
  };
  return event;
}

const toastElement = { contains: (node: Node | null) => (node as { in?: string } | null)?.in === "toast" };

describe("Escape with a toast showing", () => {
  it("closes the open dialog and keeps the toast", () => {
    const closed: string[] = [];
    layer("dialog", closed);
    const event = escape();
    escapeFromToast(event, toastElement);
    expect(closed).toEqual(["dialog"]);
    // Prevented: Radix does not dismiss the toast as well.
    expect(event.defaultPrevented).toBe(true);
  });

  it("closes the topmost layer first: the dialog opened last, then the one under it", () => {
    const closed: string[] = [];
    layer("member details", closed);
    layer("confirm", closed);
    escapeFromToast(escape(), toastElement);
    expect(closed).toEqual(["confirm"]);
    escapeFromToast(escape(), toastElement);
    expect(closed).toEqual(["confirm", "member details"]);
  });

  it("dismisses the toast when no dialog is open, or when focus is in the toast itself", () => {
    const none = escape();
    escapeFromToast(none, toastElement);
    expect(none.defaultPrevented).toBe(false);

    const closed: string[] = [];
    layer("dialog", closed);
    const inToast = escape({ in: "toast" });
    escapeFromToast(inToast, toastElement);
    expect([closed, inToast.defaultPrevented]).toEqual([[], false]);
  });

  it("forgets a layer that closed by itself", () => {
    const closed: string[] = [];
    layer("dialog", closed);
    registered.pop()?.();
    expect(closeTopLayer()).toBe(false);
    expect(closed).toEqual([]);
  });
});
