import styled from "@emotion/styled";
import { colors, media, radius, space } from "./theme.ts";

// Brand images as square tiles: two across on phones, up to four on desktops. Each tile's
// action (download, delete) sits at its bottom, so actions line up along a row whatever the
// text above them.
export const ImageGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const ImageTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & > :last-child {
    margin-top: auto;
  }
`;

export const ImageThumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${colors.brandSoft};
`;
