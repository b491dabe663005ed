import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { ImageGrid, ImageThumb, ImageTile } from "../../../ui/ImageGrid.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { adminImagesQueryOptions, type AdminImage } from "../api/images.ts";
import { useDeleteImage } from "../hooks/use-image-actions.ts";
import { operationsText } from "../operations/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { UploadImageForm } from "./UploadImageForm.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Description = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0 0 ${space.xs};
  font-size: 0.8125rem;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

export function ImagesTab() {
  const t = useT(operationsText);
  const images = useQuery(adminImagesQueryOptions());
  const [deleting, setDeleting] = useState<AdminImage | null>(null);
  const remove = useDeleteImage();

  return (
    <Stack>
      <UploadImageForm />
      <Card title={t("images.title")}>
        {images.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={2} height="8rem" />
          </div>
        ) : images.isError ? (
          <FetchError message={t("images.failed")} onRetry={() => void images.refetch()} />
        ) : images.data.images.length === 0 ? (
          <EmptyState title={t("images.empty")} hint={t("images.emptyHint")} />
        ) : (
          <ImageGrid>
            {images.data.images.map((image) => (
              <ImageItem key={image.id} image={image} onDelete={() => setDeleting(image)} />
            ))}
          </ImageGrid>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t("images.deleteTitle")}
        question={t("images.deleteQuestion")}
        confirmLabel={t("images.deleteConfirm")}
        pendingLabel={t("images.deleting")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ImageItem({ image, onDelete }: { image: AdminImage; onDelete: () => void }) {
  const t = useT(operationsText);
  const name = image.description || image.originalName;
  return (
    <ImageTile>
      <ImageThumb src={image.url} alt={name} loading="lazy" decoding="async" />
      {image.description ? <Description>{image.description}</Description> : null}
      <Meta>
        {image.originalName} · {formatDate(image.createdAt)}
        {image.uploadedByName ? ` · ${image.uploadedByName}` : ""}
      </Meta>
      <Button variant="secondary" onClick={onDelete}>
        {rich(t("images.delete", { name }), [<VisuallyHidden />])}
      </Button>
    </ImageTile>
  );
}
