import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { completenessTone, type Completeness } from "../../../../domain/completeness.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button, buttonStyles } from "../../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../../ui/Dialog.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { dashboardText } from "../i18n.ts";
import { completionText } from "../../../lib/completion/i18n.ts";
import { completionMessage } from "../../../lib/completion/completion.ts";
import { stillNeeded } from "../utils/completion.ts";

const Benefits = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${space.sm};
  font-size: 1rem;
`;

const Needed = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: ${space.sm} 0 0;
  text-align: right;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const BENEFITS = ["modal.benefitTrust", "modal.benefitHired", "modal.benefitUnlock"] as const;

function Check() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ flex: "none", marginTop: 2 }}
    >
      <circle cx="12" cy="12" r="11" fill={colors.accentSoft} />
      <path
        d="m7 12.5 3 3 7-7"
        fill="none"
        stroke={colors.accent}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type CompletionModalProps = {
  completeness: Completeness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function CompletionModal({ completeness, open, onOpenChange }: CompletionModalProps) {
  const { percent, missing } = completeness;
  const t = useT(dashboardText);
  const c = useT(completionText);
  const needed = stillNeeded(missing, t, c);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          {t("modal.title")} <Badge tone={completenessTone(percent)}>{t("modal.done", { percent })}</Badge>
        </>
      }
      description={completionMessage(percent, c)}
    >
      <Progress value={percent} label={c("completion.progress")} />
      <Benefits>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Check />
            {t(benefit)}
          </li>
        ))}
      </Benefits>
      {needed.names.length > 0 ? (
        <section>
          <Heading>{t("modal.stillNeeded")}</Heading>
          <Needed>
            {needed.names.map((name) => (
              <li key={name}>
                <Badge tone="neutral">{name}</Badge>
              </li>
            ))}
            {needed.more ? (
              <li>
                <Badge tone="neutral">{needed.more}</Badge>
              </li>
            ) : null}
          </Needed>
        </section>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("modal.later")}
        </Button>
        <Link to="/profile" css={buttonStyles("primary")} onClick={() => onOpenChange(false)}>
          {t("modal.now")}
        </Link>
      </DialogFooter>
      <Note>{t("modal.note")}</Note>
    </Dialog>
  );
}
