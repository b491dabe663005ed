import { useMutation } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { downloadFromApi } from "../api/downloads.ts";

type Download = { path: string; fallbackName: string };

// One file download with a pair of toasts (e.g. 'Member list exported successfully!' /
// 'Failed to export members', with the server's reason when it gave one); isPending keeps its
// button from starting a second one.
export function useDownload(messages: { success: string; failure: string }) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ path, fallbackName }: Download) => downloadFromApi(path, fallbackName),
    onSuccess: () => toast({ title: messages.success, variant: "success" }),
    onError: (error) => toast(failureToast(messages.failure, error)),
  });
}
