import styled from "@emotion/styled";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";

// Wide enough for "Copied", so the button does not jump when its label changes.
const Wide = styled(Button)`
  flex: none;
  min-width: 6.5rem;
`;

type CopyButtonProps = { what: string; copied: boolean; onCopy: () => void };

// The hidden part names what is copied ("Copy referral link"), as several copy buttons share a screen.
export function CopyButton({ what, copied, onCopy }: CopyButtonProps) {
  return (
    <Wide variant="secondary" onClick={onCopy}>
      {copied ? "Copied" : "Copy"}
      <VisuallyHidden> {what}</VisuallyHidden>
    </Wide>
  );
}
