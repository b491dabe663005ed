import { describe, expect, it } from "vitest";
import { depths, describeLinks, layoutRiskGraph, NODE_HEIGHT, NODE_WIDTH, nodeLabel } from "./risk-graph.ts";

const member = (memberId: number, name: string | null = `Member ${memberId}`) => ({ memberId, name });
const link = (referrerId: number, memberId: number, level: 1 | 2 = 1) => ({ referrerId, memberId, level });

const nodeOf = (layout: ReturnType<typeof layoutRiskGraph>, id: number) =>
  layout.nodes.find((node) => node.memberId === id)!;

// Whether an axis-aligned segment passes through a node's box.
function crosses(node: { x: number; y: number }, x1: number, y1: number, x2: number, y2: number): boolean {
  const [left, right] = [Math.min(x1, x2), Math.max(x1, x2)];
  const [top, bottom] = [Math.min(y1, y2), Math.max(y1, y2)];
  return (
    right > node.x - NODE_WIDTH / 2 &&
    left < node.x + NODE_WIDTH / 2 &&
    bottom > node.y - NODE_HEIGHT / 2 &&
    top < node.y + NODE_HEIGHT / 2
  );
}

// Each straight piece of a link, as its two ends.
const segments = (points: ReadonlyArray<[number, number]>) =>
  points.slice(1).map((point, i) => [points[i]!, point] as const);

describe("depths", () => {
  it("puts a member with no referrer among the flag's members at the top", () => {
    expect(depths([1, 2, 3], [link(1, 2), link(2, 3)])).toEqual(
      new Map([
        [1, 0],
        [2, 1],
        [3, 2],
      ]),
    );
  });

  it("places a recruit one below its deepest upline when a Level 2 link skips a generation", () => {
    expect(depths([1, 2, 3], [link(1, 3, 2), link(1, 2), link(2, 3)]).get(3)).toBe(2);
    // Without the recruit in between, the Level 2 upline is simply the row above.
    expect(depths([1, 3], [link(1, 3, 2)]).get(3)).toBe(1);
  });

  it("cuts a loop instead of following it forever", () => {
    const result = depths([1, 2], [link(1, 2), link(2, 1)]);
    expect([...result.keys()].sort()).toEqual([1, 2]);
  });
});

describe("layoutRiskGraph", () => {
  it("draws an upline above its recruits, centred over them", () => {
    const layout = layoutRiskGraph([member(1), member(2), member(3)], [link(1, 2), link(1, 3)]);
    const [top, left, right] = [nodeOf(layout, 1), nodeOf(layout, 2), nodeOf(layout, 3)];
    expect(top.y).toBeLessThan(left.y);
    expect(left.y).toBe(right.y);
    expect(left.x).toBeLessThan(right.x);
    expect(top.x).toBe((left.x + right.x) / 2);
  });

  it("runs each arrow from the edge of the referrer's box to just short of the recruit's", () => {
    const layout = layoutRiskGraph([member(1), member(2)], [link(1, 2)]);
    const [edge] = layout.edges;
    const [from, to] = [nodeOf(layout, 1), nodeOf(layout, 2)];
    expect(edge).toMatchObject({ from: 1, to: 2, level: 1 });
    expect(edge!.points).toEqual([
      [from.x, from.y + NODE_HEIGHT / 2],
      [to.x, to.y - NODE_HEIGHT / 2 - 3],
    ]);
  });

  it("takes a link that skips a row around the side, never through a node", () => {
    const layout = layoutRiskGraph([member(1), member(2), member(3)], [link(1, 2), link(2, 3), link(1, 3, 2)]);
    const level2 = layout.edges.find((edge) => edge.level === 2)!;
    expect(level2.points).toHaveLength(5);
    for (const [[x1, y1], [x2, y2]] of segments(level2.points)) {
      for (const node of layout.nodes) expect(crosses(node, x1, y1, x2, y2)).toBe(false);
    }
    // It comes in from the side, apart from the arrow from the recruit in between, and the view
    // box takes in its lane.
    const recruit = nodeOf(layout, 3);
    expect(level2.points.at(-1)).toEqual([recruit.x + NODE_WIDTH / 2 + 3, recruit.y]);
    expect(layout.viewBox.x + layout.viewBox.width).toBeGreaterThan(Math.max(...level2.points.map(([x]) => x)));
  });

  it("wraps a wide generation into rows of three, so a phone can read it", () => {
    const recruits = [2, 3, 4, 5, 6, 7, 8].map((id) => member(id));
    const layout = layoutRiskGraph(
      [member(1), ...recruits],
      recruits.map((recruit) => link(1, recruit.memberId)),
    );
    const rows = new Set(layout.nodes.map((node) => node.y));
    expect(rows.size).toBe(4);
    expect(Math.max(...layout.nodes.map((node) => node.x)) - Math.min(...layout.nodes.map((node) => node.x))).toBe(
      2 * 106,
    );
    for (const node of layout.nodes.slice(1)) expect(node.depth).toBe(1);
    // The links into the second and third rows of recruits pass no recruit on the way.
    for (const edge of layout.edges.filter((e) => nodeOf(layout, e.to).row >= 2)) {
      for (const [[x1, y1], [x2, y2]] of segments(edge.points)) {
        for (const node of layout.nodes) expect(crosses(node, x1, y1, x2, y2)).toBe(false);
      }
    }
  });

  it("ignores links to members the flag does not show", () => {
    const layout = layoutRiskGraph([member(1), member(2)], [link(1, 2), link(9, 1), link(2, 8, 2)]);
    expect(layout.edges.map((edge) => [edge.from, edge.to])).toEqual([[1, 2]]);
    expect(nodeOf(layout, 1).depth).toBe(0);
  });

  it("lays members with no links side by side, and nothing at all in a small box", () => {
    const layout = layoutRiskGraph([member(1), member(2)], []);
    expect(nodeOf(layout, 1).y).toBe(nodeOf(layout, 2).y);
    expect(layout.edges).toEqual([]);

    const empty = layoutRiskGraph([], []);
    expect(empty.nodes).toEqual([]);
    expect(empty.viewBox.width).toBeGreaterThan(0);
  });
});

describe("nodeLabel", () => {
  it("shortens long names and names an erased member", () => {
    expect(nodeLabel("Aisyah")).toBe("Aisyah");
    expect(nodeLabel("Nur Aisyah Binti Rahman")).toBe("Nur Aisyah B…");
    expect(nodeLabel(null)).toBe("Former member");
    expect(nodeLabel("  ")).toBe("Former member");
  });
});

describe("describeLinks", () => {
  it("says who referred whom, in full names", () => {
    expect(
      describeLinks([member(1, "Aisyah Rahman"), member(2, "Ben Tan"), member(3, null)], [link(1, 2), link(1, 3, 2)]),
    ).toBe(
      "Referral links: Aisyah Rahman (#1) referred Ben Tan (#2); Aisyah Rahman (#1) is the Level 2 upline of Former member (#3)",
    );
  });

  it("says when the members are not linked", () => {
    expect(describeLinks([member(1), member(2)], [])).toBe("Referral links: none among these members");
  });
});
