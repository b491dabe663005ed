import styled from "@emotion/styled";
import { BRAND_NAME } from "./Brand.tsx";
import type { ReactNode } from "react";
import { colors, fontSize, lineHeight, media, space } from "./theme.ts";

// The one <main> landmark of a screen; the shell and the standalone screens both use it.
export const PageMain = styled.main`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space.lg} ${space.md};
  ${media.tablet} {
    padding: ${space.xl} ${space.lg};
  }
`;

// For screens shown without the shell (login, reset password, not found).
export const CenteredMain = styled(PageMain)`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  justify-content: center;
  max-width: 28rem;
`;

const Header = styled.header`
  margin-bottom: ${space.lg};
`;

const Title = styled.h1`
  font-size: ${fontSize.heading};
  line-height: ${lineHeight.tight};
  margin: 0;
  color: ${colors.text};
  ${media.tablet} {
    font-size: ${fontSize.display};
  }
`;

const Description = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
`;

type PageProps = {
  title: string;
  description?: ReactNode;
  // Shown in the browser tab when it differs from the visible heading.
  documentTitle?: string;
  children?: ReactNode;
};

// React 19 hoists <title> into <head>, so each screen names its own tab.
export function Page({ title, description, documentTitle, children }: PageProps) {
  return (
    <>
      <title>{`${documentTitle ?? title} · ${BRAND_NAME}`}</title>
      <Header>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Header>
      {children}
    </>
  );
}
