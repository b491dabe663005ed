import styled from "@emotion/styled";
import { useId, type ReactNode } from "react";
import { CardBox } from "../../../ui/Card.tsx";
import { colors, space } from "../../../ui/theme.ts";

// A long title wraps beside its badge rather than pushing the badge onto a line of its own.
const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

const Subtitle = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

type SectionCardProps = {
  title: string;
  // Beside the title, e.g. a member count.
  aside?: ReactNode;
  subtitle?: string;
  // While loading, assistive technology hears "busy" instead of the skeleton blocks.
  busy?: boolean;
  children: ReactNode;
  className?: string;
};

// The shared Card, with room next to its title for a badge and a line under it.
export function SectionCard({ title, aside, subtitle, busy = false, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <CardBox aria-labelledby={titleId} aria-busy={busy || undefined} className={className}>
      <div>
        <Header>
          <Title id={titleId}>{title}</Title>
          {aside}
        </Header>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </div>
      {children}
    </CardBox>
  );
}
