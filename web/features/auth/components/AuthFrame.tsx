import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Brand } from "../../../ui/Brand.tsx";
import { LanguagePicker } from "../../../ui/LanguagePicker.tsx";
import { PageMain } from "../../../ui/Page.tsx";
import { media, space } from "../../../ui/theme.ts";

// Phones get one narrow column; desktops put the aside (if any) on the left of the form.
const Frame = styled(PageMain, { shouldForwardProp: (prop) => prop !== "wide" })<{ wide: boolean }>(({ wide }) => ({
  minHeight: "100dvh",
  maxWidth: "28rem",
  display: "grid",
  alignContent: "center",
  gap: space.lg,
  ...(wide && {
    [media.desktop]: {
      maxWidth: "66rem",
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 27rem)",
      gridTemplateAreas: `"brand brand" "aside content"`,
      columnGap: "4rem",
      alignItems: "center",
      "& > [data-area='brand']": { gridArea: "brand" },
      "& > [data-area='content']": { gridArea: "content" },
      "& > [data-area='aside']": { gridArea: "aside" },
    },
  }),
}));

// The brand, and the language picker at the far end of the same row.
const BrandRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;

const Slot = styled.div`
  min-width: 0;
`;

type AuthFrameProps = {
  children: ReactNode;
  // Shown after the form on phones, so the form is the first thing there.
  aside?: ReactNode;
};

// The page around the signed-out screens: the brand on top, then the screen.
export function AuthFrame({ children, aside }: AuthFrameProps) {
  return (
    <Frame wide={aside !== undefined}>
      <BrandRow data-area="brand">
        <Brand />
        <LanguagePicker />
      </BrandRow>
      <Slot data-area="content">{children}</Slot>
      {aside === undefined ? null : <Slot data-area="aside">{aside}</Slot>}
    </Frame>
  );
}
