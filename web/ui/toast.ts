import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";

export type ToastVariant = "default" | "success" | "destructive";

export type ToastMessage = {
  id: number;
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  // Milliseconds; the default is 5000, registration errors use 8000.
  duration?: number | undefined;
  /**
   * One button that acts on what the toast reports (an approval's Undo). `altText` tells screen
   * reader users where else to do it, since a toast may close before they reach it.
   */
  action?: { label: string; altText: string; onAct: () => void } | undefined;
};

export const TOAST_DURATION_MS = 5_000;

// One toast at a time: a new one replaces whatever is showing.
export const toastAtom = atom<ToastMessage | null>(null);

let nextId = 1;

export function useToast() {
  const set = useSetAtom(toastAtom);
  const toast = useCallback((message: Omit<ToastMessage, "id">) => set({ ...message, id: nextId++ }), [set]);
  const dismiss = useCallback(() => set(null), [set]);
  return { toast, dismiss };
}
