import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { colors, fontSize, lineHeight, media, radius, shadow, space, touchTarget } from "./theme.ts";
import { useLayer } from "./layers.ts";
import { useReturnFocus } from "./use-return-focus.ts";

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${colors.overlay};
`;

// Phones get a sheet that fills the width; wider screens a centred box. Long content scrolls
// inside the dialog so the close button never leaves the screen.
const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 41;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${space.md});
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  background: ${colors.surface};
  border-radius: ${radius.md};
  padding: ${space.lg} ${space.md};
  box-shadow: ${shadow.dialog};
  &:focus {
    outline: none;
  }
  ${media.tablet} {
    padding: ${space.lg};
  }
`;

const Title = styled(RadixDialog.Title)`
  margin: 0 ${touchTarget} ${space.sm} 0;
  font-size: ${fontSize.title};
  line-height: ${lineHeight.snug};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const CloseX = styled(RadixDialog.Close)`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  width: ${touchTarget};
  height: ${touchTarget};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.textMuted};
  font-size: ${fontSize.heading};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.brandSoft};
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  // Width on larger screens; phones always use nearly the full width.
  maxWidth?: string;
};

// Radix provides the focus trap, Escape to close and scroll lock; focus goes back to whatever
// opened the dialog (a row, a link, a timer's page) through useReturnFocus, as there is no Trigger.
export function Dialog({ open, onOpenChange, title, description, children, maxWidth = "32rem" }: DialogProps) {
  const t = useT(uiText);
  useReturnFocus(open);
  // Escape closes the dialog even when a toast appeared after it (ui/layers.ts).
  useLayer(open, () => onOpenChange(false));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        {/* Without a description the content must not point aria-describedby at a missing element. */}
        <Content
          style={{ maxWidth }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : null}
          {children}
          <CloseX aria-label={t("dialog.close")}>×</CloseX>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
