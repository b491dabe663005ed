import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../images.ts")) }));

export const imagesApi = {
  upload: route({
    method: "POST",
    path: "/api/admin/upload-image",
    summary: "Upload a brand image",
    access: "admin",
    form: "UploadForm",
    answers: [{ status: 201, description: "Stored", schema: "AdminImage" }],
    errors: [400],
  }),
  list: route({
    method: "GET",
    path: "/api/admin/images",
    summary: "Brand images with who uploaded them",
    access: "admin",
    answers: [{ status: 200, description: "Images", schema: "AdminImages" }],
  }),
  remove: route({
    method: "DELETE",
    path: "/api/admin/images/:id",
    summary: "Remove a brand image and its file",
    access: "admin",
    params: "ImageIdParams",
    notFound: "Image",
    answers: [{ status: 200, description: "Removed", schema: "DeletedImage" }],
    errors: [404],
  }),
};
