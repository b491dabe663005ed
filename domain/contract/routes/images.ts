import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../images.ts")) }));

export const imagesApi = {
  upload: route({
    method: "POST",
    path: "/api/admin/upload-image",
    summary: "Upload a brand image",
    access: "admin",
    form: "UploadForm",
    answers: [json(201, "Stored", "AdminImage")],
    errors: [400],
  }),
  list: route({
    method: "GET",
    path: "/api/admin/images",
    summary: "Brand images with who uploaded them",
    access: "admin",
    answers: [json(200, "Images", "AdminImages")],
  }),
  remove: route({
    method: "DELETE",
    path: "/api/admin/images/:id",
    summary: "Remove a brand image and its file",
    access: "admin",
    params: "ImageIdParams",
    notFound: "Image",
    answers: [json(200, "Removed", "DeletedImage")],
    errors: [404],
  }),
};
