import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../dashboard.ts")), ...(await import("../team.ts")) }));

export const dashboardApi = {
  stats: route({
    method: "GET",
    path: "/api/dashboard/stats",
    summary: "This Malaysian month's income and posts",
    access: "member",
    sessionInQuery: true,
    answers: [{ status: 200, description: "The figures", schema: "DashboardStats" }],
  }),
  activities: route({
    method: "GET",
    path: "/api/dashboard/activities",
    summary: "Recent activity, newest first",
    access: "member",
    answers: [{ status: 200, description: "Activity", schema: "Activities" }],
  }),
  team: route({
    method: "GET",
    path: "/api/dashboard/team",
    summary: "A page of the caller's team in joining order",
    access: "member",
    sessionInQuery: true,
    query: "TeamQuery",
    invalid: "Invalid team query",
    answers: [{ status: 200, description: "The page and the team's totals", schema: "TeamPage" }],
    errors: [400],
  }),
  teamMember: route({
    method: "GET",
    path: "/api/dashboard/team/:memberId",
    summary: "One member of the caller's team",
    access: "member",
    params: "TeamMemberParams",
    notFound: "Team member",
    answers: [{ status: 200, description: "The member and their level", schema: "TeamMemberAnswer" }],
    errors: [404],
  }),
  leaderboard: route({
    method: "GET",
    path: "/api/dashboard/leaderboard",
    summary: "The rankings",
    access: "member",
    answers: [{ status: 200, description: "Top ten of each", schema: "Leaderboard" }],
  }),
};
