import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../images.ts")), ...(await import("../templates.ts")) }));

export const templatesApi = {
  active: route({
    method: "GET",
    path: "/api/message-templates",
    summary: "The active share templates",
    access: "none",
    query: "TemplatesQuery",
    invalid: "Invalid template query",
    answers: [json(200, "Templates", "MessageTemplates")],
    errors: [400],
  }),
  brandImages: route({
    method: "GET",
    path: "/api/images",
    summary: "Brand images to share",
    access: "member",
    answers: [json(200, "Images", "BrandImages")],
  }),
  list: route({
    method: "GET",
    path: "/api/super-admin/message-templates",
    summary: "Every share template",
    access: "admin",
    answers: [json(200, "Templates", "AdminTemplates")],
  }),
  save: route({
    method: "PUT",
    path: "/api/super-admin/message-templates/:name",
    summary: "Change a template's text or whether members see it",
    access: "admin",
    params: "TemplateNameParams",
    notFound: "Template",
    body: "TemplateBody",
    trim: ["content"],
    invalid: "Invalid template",
    answers: [json(200, "Saved", "AdminTemplate")],
    errors: [400, 404],
  }),
};
