import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { tones } from "../../../ui/theme.ts";
import { dashboardText } from "../i18n.ts";
import { rankStyle } from "../utils/rank.ts";

const Mark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  font-weight: 800;
  font-size: 0.875rem;
`;

// Podium places get a trophy or medal in their metal's colour; the text alternative names the
// place, since colour alone must not carry it.
export function RankMark({ rank }: { rank: number }) {
  const t = useT(dashboardText);
  const { tone, icon, label } = rankStyle(rank, t);
  const { background, text } = tones[tone];
  return (
    <Mark style={{ background, color: text }}>
      {icon === null ? (
        label
      ) : (
        <svg width="22" height="22" viewBox="0 0 24 24" role="img" aria-label={label} fill="currentColor">
          {icon === "trophy" ? (
            <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1ZM6 20h12v2H6v-2Z" />
          ) : (
            <path d="M7 2h4l1 3 1-3h4l-3 6.2A6 6 0 1 1 10 8.2L7 2Zm5 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 1.5 1.1 2.2 2.4.3-1.8 1.6.5 2.4-2.2-1.2-2.2 1.2.5-2.4L8.5 14l2.4-.3L12 11.5Z" />
          )}
        </svg>
      )}
    </Mark>
  );
}
