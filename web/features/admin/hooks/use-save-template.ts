import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { adminTemplatesQueryOptions, saveTemplate, type AdminTemplate } from "../api/templates.ts";
import { MESSAGE_TEMPLATES_KEY } from "../../invite/api/message-templates.ts";
import type { Save } from "../templates/drafts.ts";
import { say } from "../templates/i18n.ts";

type SaveTemplate = { name: string; isActive: boolean; saves: ReadonlyArray<Save> };

// One request per language's text, in order: English first, so each translation is checked
// against the English text as saved.
async function saveTexts({ name, isActive, saves }: SaveTemplate): Promise<AdminTemplate | null> {
  let saved: AdminTemplate | null = null;
  for (const { language, content } of saves) saved = await saveTemplate(name, { content, isActive, language });
  return saved;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: saveTexts,
    onSuccess: () => toast({ title: say("saved"), variant: "success" }),
    onError: (error) => toast(failureToast(say("saveFailed"), error)),
    // Also after a failure part-way, when the texts before it are saved. The member-facing lists
    // too, in every language: an admin checking /invite sees the new text at once.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTemplatesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: MESSAGE_TEMPLATES_KEY }),
      ]),
  });
}
