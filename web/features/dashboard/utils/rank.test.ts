import { describe, expect, it } from "vitest";
import { english } from "../testing/words.ts";
import { rankStyle as styleIn } from "./rank.ts";

const rankStyle = (rank: number) => styleIn(rank, english);

describe("rankStyle", () => {
  it("gives the podium gold, silver and bronze with a picture", () => {
    expect(rankStyle(1)).toEqual({ tone: "gold", icon: "trophy", label: "1st place" });
    expect(rankStyle(2)).toEqual({ tone: "silver", icon: "medal", label: "2nd place" });
    expect(rankStyle(3)).toEqual({ tone: "bronze", icon: "medal", label: "3rd place" });
  });

  it("shows '#rank' from the fourth place on", () => {
    expect(rankStyle(4)).toEqual({ tone: "neutral", icon: null, label: "#4" });
    expect(rankStyle(10)).toEqual({ tone: "neutral", icon: null, label: "#10" });
  });
});
