import { queryOptions } from "@tanstack/react-query";
import { api, schemaOf } from "../../../lib/api.ts";

// Images admins upload for members to share; url is the public /uploads/ address.
export type { BrandImage } from "../../../../domain/contract/images.ts";
const brandImages = schemaOf(() => import("../../../../domain/contract/images.ts"), "BrandImages");

export const brandImagesQueryOptions = () =>
  queryOptions({ queryKey: ["/api/images"], queryFn: api.queryFn({ schema: brandImages }) });
