import { useState } from "react";
import { localStorageOrNone } from "../../../lib/local-storage.ts";
import { useToast } from "../../../ui/toast.ts";
import { say } from "../operations/i18n.ts";
import { CAMPAIGN_TEMPLATE_KEY, parseCampaignTemplate, type CampaignTemplate } from "../utils/campaign-template.ts";

// Without storage (missing, or refused by privacy settings) the default template is used.
export function loadCampaignTemplate(): CampaignTemplate {
  try {
    return parseCampaignTemplate(localStorageOrNone()?.getItem(CAMPAIGN_TEMPLATE_KEY) ?? null);
  } catch {
    return parseCampaignTemplate(null);
  }
}

// The saved draft and a save that confirms with a toast. Read once per mount: the
// Templates and Brevo tabs are never on screen together.
export function useCampaignTemplate() {
  const [saved, setSaved] = useState(loadCampaignTemplate);
  const { toast } = useToast();

  function save(template: CampaignTemplate) {
    try {
      localStorageOrNone()?.setItem(CAMPAIGN_TEMPLATE_KEY, JSON.stringify(template));
    } catch {
      toast({
        title: say("editor.notSaved"),
        description: say("editor.notSavedDetail"),
        variant: "destructive",
      });
      return;
    }
    setSaved(template);
    toast({ title: say("editor.saved"), variant: "success" });
  }

  return { saved, save };
}
