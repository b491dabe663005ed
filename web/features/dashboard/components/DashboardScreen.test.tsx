import { afterEach, describe, expect, it } from "vitest";
import { rememberFirstVisit } from "../../../lib/first-visit.ts";
import { renderWithProfile, textOf } from "../../profile/testing/render-static.tsx";
import { english } from "../testing/words.ts";
import { greeting as greetingIn } from "../utils/greeting.ts";
import { DashboardScreen } from "./DashboardScreen.tsx";

// The member signed in by renderWithProfile: id 7, Nadia.
const NADIA = 7;

afterEach(() => rememberFirstVisit(null));

describe("the dashboard's greeting", () => {
  it("welcomes a member who has just registered, rather than welcoming her back", async () => {
    rememberFirstVisit(NADIA);
    const text = textOf(await renderWithProfile(<DashboardScreen />));
    expect(text).toContain("Welcome, Nadia! Post content and invite members to start earning.");
    expect(text).not.toContain("Welcome back");
  });

  it("welcomes back a member who signed in, or whose first visit was another member's", async () => {
    expect(textOf(await renderWithProfile(<DashboardScreen />))).toContain(
      "Welcome back, Nadia! Here is your income and your team this month.",
    );
    rememberFirstVisit(NADIA + 1);
    expect(textOf(await renderWithProfile(<DashboardScreen />))).toContain("Welcome back, Nadia!");
  });
});

const greeting = (firstName: string | null, firstVisit: boolean) => greetingIn(firstName, firstVisit, english);

describe("greeting", () => {
  it("has a line for a first visit, a return, and a member without a first name", () => {
    expect(greeting("Aisyah", true)).toBe("Welcome, Aisyah! Post content and invite members to start earning.");
    expect(greeting("Aisyah", false)).toBe("Welcome back, Aisyah! Here is your income and your team this month.");
    expect(greeting(null, true)).toBe("Welcome to Jemput! Post content and invite members to start earning.");
  });
});
