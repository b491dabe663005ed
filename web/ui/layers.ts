import { useEffect, useRef } from "react";

// Escape closes the topmost layer. Radix gives Escape to the dismissable layer that appeared
// last (dialogs, popovers and toasts alike), so a toast shown while a dialog is open (the
// dialog's own refusal, say) would take it: Escape would dismiss the message and leave the member
// in the dialog. A toast floats beside the page rather than over it, so here the dialogs and
// popovers that are open register, in the order they opened, and the toast hands Escape to the
// newest of them (ui/Toaster.tsx). With none open, Escape is the toast's again.

type Layer = { readonly close: () => void };

const openLayers: Layer[] = [];

/** Registers an open layer; the returned function removes it (when it closes or unmounts). */
export function openLayer(close: () => void): () => void {
  const layer: Layer = { close };
  openLayers.push(layer);
  return () => {
    const index = openLayers.indexOf(layer);
    if (index >= 0) openLayers.splice(index, 1);
  };
}

/** Closes the layer opened last; false when none is open. */
export function closeTopLayer(): boolean {
  const top = openLayers.at(-1);
  if (!top) return false;
  top.close();
  return true;
}

/**
 * A toast's Escape: given to the topmost open layer, the toast staying, unless focus is in the
 * toast itself (reached with F8), where Escape is the toast's own.
 */
export function escapeFromToast(
  event: Pick<KeyboardEvent, "target" | "preventDefault">,
  toast: { contains: (node: Node | null) => boolean } | null,
): void {
  if (toast?.contains(event.target as Node | null)) return;
  if (closeTopLayer()) event.preventDefault();
}

/** Keeps a dialog or popover registered while `open`; `close` is called for a toast's Escape. */
export function useLayer(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => (open ? openLayer(() => latest.current()) : undefined), [open]);
}
