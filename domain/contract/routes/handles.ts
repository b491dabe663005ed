import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../handles.ts")), ...(await import("../http.ts")) }));

// A member's handles and connecting an account to prove one (decision 55). The callback is where
// the platform sends the browser back: it always answers by sending it on to the profile, with
// the outcome in the address, never with a page of its own.
export const handlesApi = {
  list: route({
    method: "GET",
    path: "/api/profile/handles",
    summary: "The caller's handle on each platform, claimed or verified, and the platforms they can connect",
    access: "member",
    answers: [json(200, "The handles", "SocialHandles")],
  }),
  connect: route({
    method: "POST",
    path: "/api/profile/handles/:platform/connect",
    summary:
      "Start connecting an account: the platform's sign-in address, and a cookie binding the flow to this browser",
    access: "member",
    params: "ConnectParams",
    notFound: "Platform",
    answers: [
      json(200, "Where to send the browser", "ConnectStart", {
        "Set-Cookie": "jemput_connect_<platform>: binds the sign-in to this browser for 10 minutes",
      }),
    ],
    errors: [404, 429],
  }),
  callback: route({
    method: "GET",
    path: "/api/oauth/:platform/callback",
    summary:
      "Where the platform sends the browser back after its sign-in: checks, proves the handle, returns to the profile",
    access: "none",
    params: "CallbackParams",
    notFound: "Platform",
    cache: "no-store",
    answers: [
      {
        status: 303,
        description: "Back to the profile, with the outcome",
        schema: "HtmlPage",
        as: "html",
        headers: { Location: "/profile?connect=<platform>&result=<outcome>" },
      },
    ],
    errors: [404],
  }),
};
