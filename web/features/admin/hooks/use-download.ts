import { useMutation } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { saveAttachment } from "../api/downloads.ts";

type Download = { file: () => Promise<Response>; fallbackName: string };

// One file download with a pair of toasts (e.g. 'Member list exported successfully!' /
// 'Failed to export members', with the server's reason when it gave one); isPending keeps its
// button from starting a second one.
export function useDownload(messages: { success: string; failure: string }) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async ({ file, fallbackName }: Download) => saveAttachment(await file(), fallbackName),
    onSuccess: () => toast({ title: messages.success, variant: "success" }),
    onError: (error) => toast(failureToast(messages.failure, error)),
  });
}
