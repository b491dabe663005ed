import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../dashboard.ts")), ...(await import("../team.ts")) }));

export const dashboardApi = {
  stats: route({
    method: "GET",
    path: "/api/dashboard/stats",
    summary: "This Malaysian month's income and posts",
    access: "member",
    sessionInQuery: true,
    answers: [json(200, "The figures", "DashboardStats")],
  }),
  activities: route({
    method: "GET",
    path: "/api/dashboard/activities",
    summary: "Recent activity, newest first",
    access: "member",
    answers: [json(200, "Activity", "Activities")],
  }),
  team: route({
    method: "GET",
    path: "/api/dashboard/team",
    summary: "A page of the caller's team in joining order",
    access: "member",
    sessionInQuery: true,
    query: "TeamQuery",
    invalid: "Invalid team query",
    answers: [json(200, "The page and the team's totals", "TeamPage")],
    errors: [400],
  }),
  teamMember: route({
    method: "GET",
    path: "/api/dashboard/team/:memberId",
    summary: "One member of the caller's team",
    access: "member",
    params: "TeamMemberParams",
    notFound: "Team member",
    answers: [json(200, "The member and their level", "TeamMemberAnswer")],
    errors: [404],
  }),
  leaderboard: route({
    method: "GET",
    path: "/api/dashboard/leaderboard",
    summary: "The rankings",
    access: "member",
    answers: [json(200, "Top ten of each", "Leaderboard")],
  }),
};
