import styled from "@emotion/styled";
import { useState } from "react";
import type { PostEvidence } from "../../../../domain/contract/admin-posts.ts";
import { shownThumbnail } from "../../../../domain/thumbnails.ts";
import { formatDate } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { reviewText } from "../review/i18n.ts";
import { authorLink, authorText, EVIDENCE_TONE, handleText } from "../utils/post-evidence.ts";

// What the platform says about a post beside what the member claims (decision 54): a badge per
// status, the author the platform names next to the member's handle, and why when it says more.

const Box = styled.div`
  display: grid;
  gap: ${space.xxs};
  font-size: 0.875rem;
  color: ${colors.textMuted};
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
`;

const Strong = styled.span`
  color: ${colors.text};
  font-weight: 600;
`;

export function EvidenceSummary({ evidence, platform }: { evidence: PostEvidence; platform: string }) {
  const t = useT(reviewText);
  const name = platformLabel(platform);
  // An answer was given when it was checked: who it names, beside whom the member claims.
  const answered = evidence.checkedAt !== null && evidence.status !== "missing" && evidence.status !== "pending";
  const author = authorText(evidence);
  const link = authorLink(evidence);
  const handle = evidence.memberHandle;
  return (
    <Box>
      <Line>
        <Badge tone={EVIDENCE_TONE[evidence.status]}>
          <VisuallyHidden>{t("evidence.label")}: </VisuallyHidden>
          {t(`evidence.status.${evidence.status}`)}
        </Badge>
        {evidence.checkedAt !== null ? (
          <span>{t("evidence.checked", { date: formatDate(evidence.checkedAt) })}</span>
        ) : null}
      </Line>
      {answered ? (
        <p>
          {author === null ? (
            t("evidence.platformNamesNobody", { platform: name })
          ) : link === null ? (
            t("evidence.platformNames", { platform: name, author })
          ) : (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {t("evidence.platformNames", { platform: name, author })}
            </a>
          )}
        </p>
      ) : null}
      {answered ? (
        <p>
          {handle === null ? (
            t("evidence.noHandle", { platform: name })
          ) : (
            <>
              {t("evidence.memberHandle", { handle: handleText(handle) })}{" "}
              <Strong>
                ({t(evidence.memberHandleVerified ? "evidence.handleVerified" : "evidence.handleClaimed")})
              </Strong>
            </>
          )}
        </p>
      ) : null}
      {evidence.detail ? <p>{t("evidence.detail", { detail: evidence.detail })}</p> : null}
    </Box>
  );
}

const Image = styled.img`
  display: block;
  width: 4.5rem;
  height: 4.5rem;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${colors.border};
  ${media.tablet} {
    width: 7.5rem;
    height: 5rem;
  }
`;

/**
 * The platform's thumbnail, when it may be shown: from the platforms' image servers over HTTPS
 * only (domain/thumbnails.ts), and not once it failed to load (a platform's signed address
 * expires), so the item lays out without it.
 */
export function useThumbnail(url: string | null) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = shownThumbnail(url);
  return { src: shown === null || shown === broken ? null : shown, broke: () => setBroken(shown) };
}

/**
 * Loaded only when the post comes into view, telling the platform nothing of this page. It only
 * repeats what the title says, so it is hidden from screen readers.
 */
export function EvidenceThumbnail({ src, onError }: { src: string; onError: () => void }) {
  return (
    <Image
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      width={120}
      height={80}
      onError={onError}
    />
  );
}
