import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../members.ts")) }));

export const membersApi = {
  stats: route({
    method: "GET",
    path: "/api/super-admin/member-stats",
    summary: "The newest 500 members",
    access: "admin",
    answers: [
      {
        status: 200,
        description: "Member rows",
        schema: "AdminMembers",
        headers: { "X-Has-More": '"true" while more members match', "X-Result-Limit": "The page size" },
      },
    ],
  }),
  search: route({
    method: "GET",
    path: "/api/admin/users/search",
    summary: "A page of member rows by filter and sort",
    access: "admin",
    query: "SearchPageQuery",
    invalid: "Invalid search",
    answers: [
      {
        status: 200,
        description: "Member rows",
        schema: "AdminMembers",
        headers: {
          "X-Has-More": '"true" while more members match',
          "X-Result-Limit": "The page size",
          "X-Next-Cursor": "The next page's `after`, while more match",
          Link: '`<…&after=…>; rel="next"`, while more match',
        },
      },
    ],
    errors: [400],
  }),
  export: route({
    method: "GET",
    path: "/api/super-admin/export-members",
    summary: "Every member's row as a file",
    access: "admin",
    query: "ExportQuery",
    invalid: "Invalid export",
    answers: [
      {
        status: 200,
        description: "JSON, or CSV with format=csv",
        schema: "AdminMembers",
        as: "json-or-csv-attachment",
      },
    ],
    errors: [400],
  }),
};
