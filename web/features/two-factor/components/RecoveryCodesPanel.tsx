import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { copyText } from "../../../lib/clipboard.ts";
import { downloadFile } from "../../../lib/download.ts";
import { Button } from "../../../ui/Button.tsx";
import { media, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { recoveryCodesFile } from "../utils/codes.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { Mono, Muted } from "./parts.tsx";

const Panel = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  &:focus {
    outline: none;
  }
`;

// Two columns even on a phone: ten short codes fit, and the list stays short enough to see whole.
const Codes = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    display: flex;
  }
`;

type RecoveryCodesPanelProps = {
  codes: ReadonlyArray<string>;
  email: string;
  onDone: () => void;
};

// Shown once, right after two-factor authentication is turned on: the codes are not kept in a
// form the server could show again. The heading takes the focus so a screen reader starts here.
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const t = useT(twoFactorText);
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesFile(codes, email, new Date());

  async function copy() {
    try {
      await copyText(text);
      setCopied(true);
      toast({ title: t("codes.copiedTitle"), description: t("codes.copiedDescription"), variant: "success" });
    } catch {
      toast({ title: t("codes.errorTitle"), description: t("codes.copyFailed"), variant: "destructive" });
    }
  }

  return (
    <Panel>
      <Heading ref={heading} tabIndex={-1}>
        {t("codes.heading")}
      </Heading>
      <Muted>{t("codes.intro")}</Muted>
      <Codes aria-label={t("codes.label")}>
        {codes.map((code) => (
          <li key={code}>
            <Mono>{code}</Mono>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => downloadFile("jemput-recovery-codes.txt", text, "text/plain")}>
          {t("codes.download")}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t("codes.copied") : t("codes.copy")}
        </Button>
      </Actions>
      <Button fullWidth onClick={onDone}>
        {t("codes.saved")}
      </Button>
    </Panel>
  );
}
