import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { colors, fontSize, radius, shadow, space } from "./theme.ts";

export const CardBox = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: ${space.lg} ${space.md};
  /* Spacing between children only, so nothing sticks out at the card's top or bottom edge. */
  & > * {
    margin-block: 0;
  }
  & > * + * {
    margin-top: ${space.md};
  }
`;

const CardTitle = styled.h2`
  font-size: ${fontSize.lead};
  font-weight: 700;
`;

type CardProps = {
  title?: string;
  children: ReactNode;
  className?: string;
};

// A titled card is a labelled region, so screen-reader users can jump between cards by name.
export function Card({ title, children, className }: CardProps) {
  const titleId = title ? `card-${slug(title)}` : undefined;
  return (
    <CardBox aria-labelledby={titleId} className={className}>
      {title ? <CardTitle id={titleId}>{title}</CardTitle> : null}
      {children}
    </CardBox>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
