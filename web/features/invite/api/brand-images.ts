import { queryOptions } from "@tanstack/react-query";

// Images admins upload for members to share; url is the public /uploads/ address.
export type BrandImage = {
  id: number;
  filename: string;
  originalName: string;
  description: string;
  createdAt: string;
  url: string;
};

export const brandImagesQueryOptions = () => queryOptions<{ images: BrandImage[] }>({ queryKey: ["/api/images"] });
