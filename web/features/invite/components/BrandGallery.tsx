import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { ImageGrid, ImageThumb, ImageTile } from "../../../ui/ImageGrid.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors } from "../../../ui/theme.ts";
import { brandImagesQueryOptions, type BrandImage } from "../api/brand-images.ts";

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
    <ImageTile>
      <ImageThumb src={image.url} alt={name} loading="lazy" decoding="async" />
      {image.description ? <Description>{image.description}</Description> : null}
      <a css={buttonStyles("secondary", true)} href={image.url} download={image.originalName}>
        Download<VisuallyHidden> {name}</VisuallyHidden>
      </a>
    </ImageTile>
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
        <ImageGrid>
          {images.data.images.map((image) => (
            <ImageItem key={image.id} image={image} />
          ))}
        </ImageGrid>
      )}
    </Card>
  );
}
