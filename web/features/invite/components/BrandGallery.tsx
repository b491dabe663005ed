import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { brandImagesQueryOptions, type BrandImage } from "../api/brand-images.ts";

const Grid = styled.ul`
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

// Download buttons line up along the bottom of a row, with or without a description above.
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > a {
    margin-top: auto;
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${colors.brandSoft};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

function ImageItem({ image }: { image: BrandImage }) {
  const name = image.description || image.originalName;
  return (
    <Item>
      <Thumb src={image.url} alt={name} loading="lazy" decoding="async" />
      {image.description ? <Description>{image.description}</Description> : null}
      <a css={buttonStyles("secondary", true)} href={image.url} download={image.originalName}>
        Download<VisuallyHidden> {name}</VisuallyHidden>
      </a>
    </Item>
  );
}

export function BrandGallery() {
  const images = useQuery(brandImagesQueryOptions());
  return (
    <Card title="Brand Images">
      <Muted>Ready-made images to post alongside your referral link.</Muted>
      {images.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={2} height="8rem" />
        </div>
      ) : images.isError ? (
        <Muted role="alert">Brand images could not be loaded. Reload the page to try again.</Muted>
      ) : images.data.images.length === 0 ? (
        <Muted>No brand images yet. Check back soon for new images to share.</Muted>
      ) : (
        <Grid>
          {images.data.images.map((image) => (
            <ImageItem key={image.id} image={image} />
          ))}
        </Grid>
      )}
    </Card>
  );
}
