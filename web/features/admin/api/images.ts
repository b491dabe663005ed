import { queryOptions } from "@tanstack/react-query";
import type { AdminImage } from "../../../../domain/contract/images.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// A brand image as admins see it: who uploaded it and its size, besides what members see.
export type { AdminImage } from "../../../../domain/contract/images.ts";
const contract = () => import("../../../../domain/contract/images.ts");

export const adminImagesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/images"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "AdminImages") }),
  });

export async function uploadImage({ file, description }: { file: File; description: string }): Promise<AdminImage> {
  const form = new FormData();
  form.append("description", description);
  form.append("image", file);
  return api.request("POST", "/api/admin/upload-image", form, { schema: schemaOf(contract, "AdminImage") });
}

export async function deleteImage(id: number): Promise<void> {
  await api.request("DELETE", `/api/admin/images/${id}`, undefined, { schema: schemaOf(contract, "DeletedImage") });
}
