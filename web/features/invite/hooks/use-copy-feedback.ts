import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "../../../lib/clipboard.ts";
import { useToast } from "../../../ui/toast.ts";

export const COPIED_RESET_MS = 2_000;

// Copies text, says so in a toast, and remembers which item was copied for two seconds,
// so its button can read "Copied" meanwhile.
export function useCopyFeedback() {
  const { toast } = useToast();
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string, itemName: string) => {
      try {
        await copyText(text);
      } catch {
        toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
        return;
      }
      toast({ title: "Copied!", description: `${itemName} copied to clipboard`, variant: "success" });
      setCopiedKey(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedKey(null), COPIED_RESET_MS);
    },
    [toast],
  );

  return { copiedKey, copy };
}
