import { useState } from "react";
import { localStorageOrNone } from "../../../lib/local-storage.ts";
import { useToast } from "../../../ui/toast.ts";
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
        title: "Email template not saved",
        description: "This browser does not allow saving it",
        variant: "destructive",
      });
      return;
    }
    setSaved(template);
    toast({ title: "Email template saved successfully!", variant: "success" });
  }

  return { saved, save };
}
