import { useState } from "react";
import { useToast } from "../../../ui/toast.ts";
import { CAMPAIGN_TEMPLATE_KEY, parseCampaignTemplate, type CampaignTemplate } from "../utils/campaign-template.ts";

// Storage may be missing or refuse access (privacy settings); the default template is used then.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function loadCampaignTemplate(): CampaignTemplate {
  try {
    return parseCampaignTemplate(storage()?.getItem(CAMPAIGN_TEMPLATE_KEY) ?? null);
  } catch {
    return parseCampaignTemplate(null);
  }
}

// The saved draft and a save that confirms with the spec's toast. Read once per mount: the
// Templates and Brevo tabs are never on screen together.
export function useCampaignTemplate() {
  const [saved, setSaved] = useState(loadCampaignTemplate);
  const { toast } = useToast();

  function save(template: CampaignTemplate) {
    try {
      storage()?.setItem(CAMPAIGN_TEMPLATE_KEY, JSON.stringify(template));
    } catch {
      toast({ title: "Email template not saved", description: "This browser does not allow saving it", variant: "destructive" });
      return;
    }
    setSaved(template);
    toast({ title: "Email template saved successfully!", variant: "success" });
  }

  return { saved, save };
}
