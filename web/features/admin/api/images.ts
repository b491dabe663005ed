import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

// A brand image as admins see it: who uploaded it and its size, besides what members see.
export type AdminImage = {
  id: number;
  filename: string;
  originalName: string;
  description: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number | null;
  uploadedByName: string | null;
  createdAt: string;
  url: string;
};

export const adminImagesQueryOptions = () => queryOptions<{ images: AdminImage[] }>({ queryKey: ["/api/admin/images"] });

export async function uploadImage({ file, description }: { file: File; description: string }): Promise<AdminImage> {
  const form = new FormData();
  form.append("description", description);
  form.append("image", file);
  return (await (await api.request("POST", "/api/admin/upload-image", form)).json()) as AdminImage;
}

export async function deleteImage(id: number): Promise<void> {
  await api.request("DELETE", `/api/admin/images/${id}`);
}
