import styled from "@emotion/styled";
import type { ReactElement } from "react";
import { colors } from "./theme.ts";

// Small drawings for the places a new member finds empty: their team, their activity, their
// posts, their payouts. Drawn inline (a few hundred bytes each) in the theme's colours, so they
// follow dark mode and cost no request.
export type EmptyArtName = "team" | "activity" | "posts" | "payouts";

const Svg = styled.svg`
  display: block;
  margin: 0 auto;
  fill: none;
  stroke-width: 2.5;
  stroke-linecap: round;
  stroke-linejoin: round;
  & .soft {
    fill: ${colors.brandSoft};
  }
  & .card {
    fill: ${colors.surface};
  }
  & .ink {
    stroke: ${colors.brand};
  }
  & .quiet {
    stroke: ${colors.border};
  }
  & .solid {
    fill: ${colors.brand};
  }
  & .light {
    stroke: ${colors.surface};
  }
`;

const drawings: Record<EmptyArtName, ReactElement> = {
  team: (
    <>
      <ellipse className="soft" cx="60" cy="72" rx="44" ry="5" />
      <circle className="soft ink" cx="38" cy="32" r="9" />
      <path className="soft ink" d="M22 64c0-10 7-17 16-17s16 7 16 17z" />
      <circle className="card ink" cx="74" cy="27" r="11" />
      <path className="card ink" d="M54 64c0-12 9-21 20-21s20 9 20 21z" />
      <circle className="solid" cx="98" cy="18" r="9" />
      <path className="light" d="M98 13.5v9M93.5 18h9" />
    </>
  ),
  activity: (
    <>
      <ellipse className="soft" cx="60" cy="72" rx="44" ry="5" />
      <rect className="card quiet" x="18" y="12" width="80" height="52" rx="8" />
      <path className="ink" d="M26 42h14l6-13 8 22 7-15 5 6h22" />
      <circle className="soft ink" cx="98" cy="14" r="8" />
      <path className="ink" d="M98 10.5v4l2.5 2" />
    </>
  ),
  posts: (
    <>
      <ellipse className="soft" cx="60" cy="72" rx="44" ry="5" />
      <rect className="card ink" x="32" y="8" width="56" height="60" rx="8" />
      <rect className="soft" x="39" y="15" width="42" height="28" rx="4" />
      <path className="ink" d="M41 40l11-10 8 7 6-5 13 8" />
      <circle className="solid" cx="70" cy="23" r="3.5" />
      <path className="quiet" d="M40 52h32M40 59h20" />
      <path className="solid" d="M101 16l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
    </>
  ),
  payouts: (
    <>
      <ellipse className="soft" cx="60" cy="72" rx="44" ry="5" />
      <rect className="card ink" x="22" y="22" width="72" height="44" rx="8" />
      <path className="ink" d="M22 34h72" />
      <rect className="soft ink" x="72" y="42" width="22" height="12" rx="4" />
      <circle className="solid" cx="80" cy="48" r="2" />
      <circle className="soft ink" cx="40" cy="16" r="9" />
      <path className="ink" d="M37 16h6M40 13v6" />
    </>
  ),
};

export function EmptyArt({ name }: { name: EmptyArtName }) {
  return (
    <Svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
      {drawings[name]}
    </Svg>
  );
}
