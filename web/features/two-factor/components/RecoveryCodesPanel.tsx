import styled from "@emotion/styled";
import { useEffect, useRef, useState } from "react";
import { copyText } from "../../../lib/clipboard.ts";
import { downloadFile } from "../../../lib/download.ts";
import { Button } from "../../../ui/Button.tsx";
import { media, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { recoveryCodesFile } from "../utils/codes.ts";
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
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesFile(codes, email, new Date());

  async function copy() {
    try {
      await copyText(text);
      setCopied(true);
      toast({ title: "Copied!", description: "Recovery codes copied to clipboard", variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  return (
    <Panel>
      <Heading ref={heading} tabIndex={-1}>
        Save your recovery codes
      </Heading>
      <Muted>
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
        only now: download or copy them and keep them somewhere safe.
      </Muted>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Mono>{code}</Mono>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => downloadFile("jemput-recovery-codes.txt", text, "text/plain")}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </Actions>
      <Button fullWidth onClick={onDone}>
        I have saved them
      </Button>
    </Panel>
  );
}
