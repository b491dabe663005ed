import styled from "@emotion/styled";
import { useMemo } from "react";
import { renderSVG } from "uqr";
import { colors } from "./theme.ts";

const Image = styled.img`
  width: 12rem;
  height: 12rem;
  border: 1px solid ${colors.border};
  /* White in both colour schemes: scanners read dark modules on a light ground. */
  background: #fff;
`;

// The SVG is generated here from the text, never taken from elsewhere; shown as an image so no
// markup is injected into the page. Used for invite links and authenticator secrets alike.
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <Image src={src} alt={alt} />;
}
