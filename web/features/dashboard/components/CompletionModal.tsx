import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { completenessMessage, completenessTone, type Completeness } from "../../../../domain/completeness.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button, buttonStyles } from "../../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../../ui/Dialog.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { colors, space } from "../../../ui/theme.ts";
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

const BENEFITS = [
  "Brands trust complete profiles 3x more",
  "Get hired for paid brand partnerships",
  "Unlock higher-paying influencer opportunities",
];

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
  const needed = stillNeeded(missing);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          Complete Your Profile <Badge tone={completenessTone(percent)}>{percent}% Done</Badge>
        </>
      }
      description={completenessMessage(percent)}
    >
      <Progress value={percent} label="Profile completion" />
      <Benefits>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Check />
            {benefit}
          </li>
        ))}
      </Benefits>
      {needed.names.length > 0 ? (
        <section>
          <Heading>Still needed</Heading>
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
          Later
        </Button>
        <Link to="/profile" css={buttonStyles("primary")} onClick={() => onOpenChange(false)}>
          Complete Now
        </Link>
      </DialogFooter>
      <Note>Takes only 2-3 minutes</Note>
    </Dialog>
  );
}
