import { useEffect, useLayoutEffect, useRef } from "react";

// Radix gives focus back on close only to its own Dialog.Trigger. Our dialogs are opened from
// list rows, links or timers and have none, so focus would fall to <body> and keyboard users
// would lose their place. Used by ui/Dialog.tsx: the element focused when a dialog opened gets
// focus back when it closes.
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect runs before the dialog's own (passive) effect moves focus inside it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  useEffect(() => {
    if (open || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);
}
