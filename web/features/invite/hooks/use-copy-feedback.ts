import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "../../../lib/clipboard.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { inviteText } from "../i18n.ts";

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
        toast({
          title: translate(inviteText, "copy.errorTitle"),
          description: translate(inviteText, "copy.failed"),
          variant: "destructive",
        });
        return;
      }
      toast({
        title: translate(inviteText, "copy.doneTitle"),
        description: translate(inviteText, "copy.doneDescription", { item: itemName }),
        variant: "success",
      });
      setCopiedKey(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedKey(null), COPIED_RESET_MS);
    },
    [toast],
  );

  return { copiedKey, copy };
}
