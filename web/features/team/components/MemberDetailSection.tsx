import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, media, space } from "../../../ui/theme.ts";

const Section = styled.section`
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  & + & {
    margin-top: ${space.md};
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${space.sm};
  font-size: 1rem;
`;

// Label above value on phones; two pairs side by side from tablet width.
export const DetailList = styled.dl`
  display: grid;
  gap: ${space.sm} ${space.md};
  margin: 0;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  & dt {
    font-size: 0.8125rem;
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type DetailSectionProps = { title: string; children: ReactNode };

export function DetailSection({ title, children }: DetailSectionProps) {
  return (
    <Section>
      <Heading>{title}</Heading>
      {children}
    </Section>
  );
}

// One term and its value, grouped so the grid keeps them together.
export function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: "1 / -1" } : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
