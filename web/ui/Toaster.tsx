import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import * as Toast from "@radix-ui/react-toast";
import { useAtom } from "jotai";
import { useRef } from "react";
import { escapeFromToast } from "./layers.ts";
import { colors, fontSize, radius, shadow, space } from "./theme.ts";
import { TOAST_DURATION_MS, toastAtom, type ToastVariant } from "./toast.ts";

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  z-index: 60;
  top: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: 100%;
  max-width: 26rem;
  margin: 0;
  padding: ${space.md};
  list-style: none;
  outline: none;
`;

const variantStyle: Record<ToastVariant, { background: string; color: string; border: string }> = {
  default: { background: colors.surface, color: colors.text, border: colors.border },
  success: { background: colors.successSoft, color: colors.success, border: colors.successBorder },
  destructive: { background: colors.dangerFill, color: colors.onDanger, border: colors.dangerFill },
};

const Root = styled(Toast.Root, { shouldForwardProp: (prop) => prop !== "variant" })<{ variant: ToastVariant }>(
  ({ variant }) => ({
    position: "relative",
    padding: `${space.md} ${space.xxl} ${space.md} ${space.md}`,
    borderRadius: radius.md,
    border: `1px solid ${variantStyle[variant].border}`,
    background: variantStyle[variant].background,
    color: variantStyle[variant].color,
    boxShadow: shadow.toast,
    "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    "&[data-swipe='cancel']": { transform: "translateX(0)", transition: "transform 200ms ease-out" },
    "&[data-swipe='end']": { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  }),
);

const Title = styled(Toast.Title)`
  font-weight: 700;
`;

const Description = styled(Toast.Description)`
  margin-top: ${space.xxs};
  font-size: ${fontSize.label};
`;

const Action = styled(Toast.Action)`
  margin-top: ${space.sm};
  min-height: 2.75rem;
  padding: 0 ${space.md};
  border: 1px solid currentColor;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Close = styled(Toast.Close)`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${fontSize.title};
  cursor: pointer;
`;

// Radix announces each toast politely to screen readers and lets a finger swipe it away to the
// right once it has moved 50 px. Escape closes an open dialog or popover first (ui/layers.ts).
export function Toaster() {
  const t = useT(uiText);
  const [message, setMessage] = useAtom(toastAtom);
  const toastRef = useRef<HTMLLIElement>(null);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {message ? (
        <Root
          key={message.id}
          ref={toastRef}
          onEscapeKeyDown={(event) => escapeFromToast(event, toastRef.current)}
          variant={message.variant ?? "default"}
          duration={message.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) setMessage((current) => (current?.id === message.id ? null : current));
          }}
        >
          <Title>{message.title}</Title>
          {message.description ? <Description>{message.description}</Description> : null}
          {message.action ? (
            <Action altText={message.action.altText} onClick={message.action.onAct}>
              {message.action.label}
            </Action>
          ) : null}
          <Close aria-label={t("toast.dismiss")}>×</Close>
        </Root>
      ) : null}
      <Viewport />
    </Toast.Provider>
  );
}
