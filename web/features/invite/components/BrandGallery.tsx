import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { ImageGrid, ImageThumb, ImageTile } from "../../../ui/ImageGrid.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors } from "../../../ui/theme.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";
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
  const t = useT(inviteText);
  const name = image.description || image.originalName;
  return (
    <ImageTile>
      <ImageThumb src={image.url} alt={name} loading="lazy" decoding="async" />
      {image.description ? <Description>{image.description}</Description> : null}
      <a css={buttonStyles("secondary", true)} href={image.url} download={image.originalName}>
        {rich(t("brand.download", { name }), [<VisuallyHidden />])}
      </a>
    </ImageTile>
  );
}

export function BrandGallery() {
  const images = useQuery(brandImagesQueryOptions());
  const t = useT(inviteText);
  return (
    <Card title={t("brand.title")}>
      <Muted>{t("brand.intro")}</Muted>
      {images.isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={2} height="8rem" />
        </div>
      ) : images.isError ? (
        <Muted role="alert">{t("brand.failed")}</Muted>
      ) : images.data.images.length === 0 ? (
        <Muted>{t("brand.empty")}</Muted>
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
