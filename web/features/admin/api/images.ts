import { queryOptions } from "@tanstack/react-query";
import { imagesApi } from "../../../../domain/contract/routes/images.ts";
import { api } from "../../../lib/api.ts";

// A brand image as admins see it: who uploaded it and its size, besides what members see.
export type { AdminImage } from "../../../../domain/contract/images.ts";

export const adminImagesQueryOptions = () => queryOptions(api.query(imagesApi.list));

export function uploadImage({ file, description }: { file: File; description: string }) {
  const form = new FormData();
  form.append("description", description);
  form.append("image", file);
  return api.call(imagesApi.upload, { body: form });
}

export async function deleteImage(id: number): Promise<void> {
  await api.call(imagesApi.remove, { params: { id: String(id) } });
}
