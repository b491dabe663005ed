import { queryOptions } from "@tanstack/react-query";
import { templatesApi } from "../../../../domain/contract/routes/templates.ts";
import { api } from "../../../lib/api.ts";

// Images admins upload for members to share; url is the public /uploads/ address.
export type { BrandImage } from "../../../../domain/contract/images.ts";

export const brandImagesQueryOptions = () => queryOptions(api.query(templatesApi.brandImages));
