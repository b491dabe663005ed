import styled from "@emotion/styled";
import { useState } from "react";
import { tones } from "./theme.ts";

const Circle = styled("span", { shouldForwardProp: (prop) => prop !== "size" })<{ size: number }>(({ size }) => ({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: size,
  height: size,
  borderRadius: "50%",
  overflow: "hidden",
  background: tones.brand.background,
  color: tones.brand.text,
  fontWeight: 700,
  fontSize: size * 0.42,
  userSelect: "none",
}));

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

type AvatarProps = {
  src?: string | null | undefined;
  // Initials come from these; '?' when there is no name at all.
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  size?: number;
  initials?: 1 | 2;
};

// Decorative: the person's name is always printed next to it.
export function Avatar({ src, firstName, lastName, size = 40, initials = 1 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const letters = [firstName, initials === 2 ? lastName : undefined]
    .map((part) => part?.trim().charAt(0).toUpperCase() ?? "")
    .join("");
  return (
    <Circle size={size} aria-hidden="true">
      {src && !failed ? <Img src={src} alt="" loading="lazy" onError={() => setFailed(true)} /> : letters || "?"}
    </Circle>
  );
}
