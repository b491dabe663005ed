import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { adminTemplatesQueryOptions, saveTemplate, type TemplateChange } from "../api/templates.ts";
import { messageTemplatesQueryOptions } from "../../invite/api/message-templates.ts";

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ name, change }: { name: string; change: TemplateChange }) => saveTemplate(name, change),
    onSuccess: async () => {
      toast({ title: "Template updated successfully!", variant: "success" });
      // The member-facing list too: an admin checking /invite sees the new text at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: messageTemplatesQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => toast(failureToast("Failed to update template", error)),
  });
}
