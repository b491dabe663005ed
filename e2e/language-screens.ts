import { catalog, word, wordPattern, type Catalog } from "./catalog-words.ts";

// The member screens as each language shows them: the words each must show, from the catalogs,
// and English labels that must be gone once another language is chosen.
export type MemberScreen = {
  name: string;
  path: string;
  // The link's words in the shell's catalog.
  nav: string;
  folder: string;
  // Messages of `folder` the screen shows as plain text.
  shows: string[];
  // The screen's English words, as they read before any language is chosen.
  english: string[];
};

export const MEMBER_SCREENS: MemberScreen[] = [
  {
    name: "dashboard",
    path: "/dashboard",
    nav: "nav.dashboard",
    folder: "features/dashboard",
    shows: [
      "stats.teamSize",
      "income.title",
      "activity.title",
      "team.level1.title",
      "leaderboard.title",
      "activity.empty",
    ],
    english: ["Dashboard", "Team Size", "Monthly Income Breakdown", "Recent Team Activity", "Competition Leaderboard"],
  },
  {
    name: "posts",
    path: "/posts",
    nav: "nav.posts",
    folder: "features/posts",
    shows: ["screen.description", "submit.title", "list.title", "list.empty"],
    english: ["Submit a Post", "Your Posts", "No posts yet"],
  },
  {
    name: "team",
    path: "/team",
    nav: "nav.team",
    folder: "features/team",
    shows: ["summary.level1", "summary.level2", "summary.override", "screen.empty"],
    english: ["My Team", "Monthly Override", "No team members found"],
  },
  {
    name: "invite",
    path: "/invite",
    nav: "nav.invite",
    folder: "features/invite",
    shows: ["details.title", "details.link", "share.title", "qr.title", "earn.title", "stories.title"],
    english: ["Invite New Members", "Your Referral Details", "Share on Social Media", "How You Earn"],
  },
  {
    name: "reports",
    path: "/reports",
    nav: "nav.reports",
    folder: "features/reports",
    shows: ["trend.title", "breakdown.title", "metrics.title", "posts.title"],
    english: ["Reports & Analytics", "Income Trend", "Performance Metrics", "Submit a Post"],
  },
  {
    name: "payouts",
    path: "/payouts",
    nav: "nav.payouts",
    folder: "features/payouts",
    shows: ["balance.unpaid", "balance.next", "history.title", "history.empty"],
    english: ["Payouts", "Unpaid Balance", "Payout History", "No payouts yet"],
  },
  {
    name: "profile",
    path: "/profile",
    nav: "nav.profile",
    folder: "features/profile",
    shows: ["basic.title", "social.title", "banking.title", "delivery.title", "form.submit"],
    english: ["My Profile", "Update Profile", "Basic Information (Maklumat Asas)", "Banking Details (Maklumat Bank)"],
  },
];

export type Language = "ms" | "zh" | "ta";

// Everything a test needs of one language, read once.
export function wordsOf(language: Language) {
  const folders = ["ui", "features/shell", "features/auth", ...MEMBER_SCREENS.map((screen) => screen.folder)];
  const catalogs = Object.fromEntries(folders.map((folder) => [folder, catalog(folder, language)])) as Record<
    string,
    Catalog
  >;
  return {
    in: (folder: string, key: string, values?: Record<string, string>) => word(catalogs[folder]!, key, values),
    pattern: (folder: string, key: string, values?: Record<string, string>) =>
      wordPattern(catalogs[folder]!, key, values),
  };
}
