import { useMutation } from "@tanstack/react-query";
import { translate } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { useToast } from "../../../ui/toast.ts";
import { startConnect, type ConnectablePlatform } from "../api/handles.ts";
import { profileText } from "../i18n.ts";

// Connect: the server answers where the platform's sign-in is, and the browser goes there. It
// comes back to the profile, which shows how it went (ConnectResultNotice). Until the page is
// left, the button says it is opening the platform.
export function useConnectAccount() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (platform: ConnectablePlatform) => startConnect(platform),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (_error, platform) =>
      toast({
        title: translate(profileText, "handle.connectFailed", { platform: platformLabel(platform) }),
        variant: "destructive",
      }),
  });
}
