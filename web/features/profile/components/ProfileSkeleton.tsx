import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Skeleton, SkeletonRows } from "../../../ui/Skeleton.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";

// Shaped like the banner and the first form cards, so the page does not jump when they arrive.
export function ProfileSkeleton() {
  const t = useT(profileText);
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t("screen.loading")}</VisuallyHidden>
      <div aria-hidden="true" style={{ display: "grid", gap: "1.5rem" }}>
        <Skeleton height="7rem" />
        <Card>
          <Skeleton height="5.5rem" width="5.5rem" />
          <SkeletonRows count={4} height="2.75rem" />
        </Card>
        <Card>
          <SkeletonRows count={3} height="2.75rem" />
        </Card>
      </div>
    </div>
  );
}
