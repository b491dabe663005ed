import styled from "@emotion/styled";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";

// Wide enough for "Copied", so the button does not jump when its label changes.
const Wide = styled(Button)`
  flex: none;
  min-width: 6.5rem;
`;

type CopyButtonProps = { what: string; copied: boolean; onCopy: () => void };

// The hidden part names what is copied ("Copy referral link"), as several copy buttons share a screen.
export function CopyButton({ what, copied, onCopy }: CopyButtonProps) {
  const t = useT(inviteText);
  return (
    <Wide variant="secondary" onClick={onCopy}>
      {rich(t(copied ? "copy.done" : "copy.button", { what }), [<VisuallyHidden />])}
    </Wide>
  );
}
