import { say } from "../operations/i18n.ts";

// The referral links among a flag's members, laid out for a small SVG: uplines above their
// recruits, one generation after another, and no row wider than three nodes (a larger
// generation takes several rows) so the drawing stays legible when a phone scales it down.

type GraphMember = { readonly memberId: number; readonly name: string | null };
type GraphLink = { readonly referrerId: number; readonly memberId: number; readonly level: 1 | 2 };

export type GraphNode = { memberId: number; label: string; depth: number; row: number; x: number; y: number };
/** A line through `points`, ending in an arrowhead at the recruit. */
export type GraphEdge = { from: number; to: number; level: 1 | 2; points: Array<[number, number]> };
export type GraphLayout = {
  viewBox: { x: number; y: number; width: number; height: number };
  nodes: GraphNode[];
  edges: GraphEdge[];
};

export const NODE_WIDTH = 96;
export const NODE_HEIGHT = 40;
const COLUMN = 106;
const ROW = 76;
const PER_ROW = 3;
const MARGIN = 8;
// Where the arrow stops short of its node, leaving room for the arrowhead.
const ARROW_GAP = 3;
// How far outside the nodes a link that skips rows runs down the side, and how far apart two
// such links from different uplines run, so neither crosses a node nor merges with the other.
const LANE = 22;
const LANE_STEP = 8;
const LABEL_LENGTH = 13;

export const nodeLabel = (name: string | null): string => {
  const text = (name ?? "").trim() || say("common.formerMember");
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : text;
};

/**
 * Each member's generation: 0 with no referrer among the flag's members, else one below its
 * deepest upline (so a level 2 link spans two generations when the recruit in between is there
 * too). A loop, which referrals cannot form, is cut where it closes rather than followed forever.
 */
export function depths(memberIds: ReadonlyArray<number>, links: ReadonlyArray<GraphLink>): Map<number, number> {
  const uplines = new Map<number, number[]>(memberIds.map((id) => [id, []]));
  for (const link of links) uplines.get(link.memberId)?.push(link.referrerId);
  const depth = new Map<number, number>();
  const visiting = new Set<number>();
  const depthOf = (id: number): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id) || !uplines.has(id)) return -1;
    visiting.add(id);
    const above = (uplines.get(id) ?? []).map(depthOf);
    visiting.delete(id);
    const value = Math.max(-1, ...above) + 1;
    depth.set(id, value);
    return value;
  };
  for (const id of memberIds) depthOf(id);
  return depth;
}

export function layoutRiskGraph(members: ReadonlyArray<GraphMember>, links: ReadonlyArray<GraphLink>): GraphLayout {
  const ids = members.map((member) => member.memberId);
  const known = new Set(ids);
  const drawn = links.filter(
    (link) => known.has(link.referrerId) && known.has(link.memberId) && link.referrerId !== link.memberId,
  );
  const depth = depths(ids, drawn);

  // Generation by generation, each member sits under the average place of its uplines, so
  // arrows cross as little as a simple rule allows; ties keep the server's order.
  const order = new Map<number, number>();
  const generations = Math.max(0, ...depth.values()) + 1;
  const rows: GraphMember[][] = [];
  for (let generation = 0; generation < generations; generation++) {
    const place = (member: GraphMember) => {
      const above = drawn
        .filter((link) => link.memberId === member.memberId)
        .map((link) => order.get(link.referrerId) ?? 0);
      return above.length === 0 ? 0 : above.reduce((sum, value) => sum + value, 0) / above.length;
    };
    const inGeneration = members
      .map((member, index) => ({ member, index, place: place(member) }))
      .filter(({ member }) => depth.get(member.memberId) === generation)
      .sort((a, b) => a.place - b.place || a.index - b.index)
      .map(({ member }) => member);
    inGeneration.forEach((member, index) => order.set(member.memberId, index));
    for (let start = 0; start < inGeneration.length; start += PER_ROW) {
      rows.push(inGeneration.slice(start, start + PER_ROW));
    }
  }

  const width = Math.max(1, ...rows.map((row) => row.length)) * COLUMN;
  const nodes: GraphNode[] = rows.flatMap((row, rowIndex) =>
    row.map((member, index) => ({
      memberId: member.memberId,
      label: nodeLabel(member.name),
      depth: depth.get(member.memberId) ?? 0,
      row: rowIndex,
      x: (width - row.length * COLUMN) / 2 + (index + 0.5) * COLUMN,
      y: (rowIndex + 0.5) * ROW,
    })),
  );
  const at = new Map(nodes.map((node) => [node.memberId, node]));
  const lanes = new Lanes(nodes);
  const edges = drawn.map((link) => {
    const [from, to] = [at.get(link.referrerId)!, at.get(link.memberId)!];
    const points = to.row - from.row >= 2 ? lanes.route(from, to) : straight(from, to);
    return { from: link.referrerId, to: link.memberId, level: link.level, points };
  });

  return { viewBox: bounds(nodes, edges), nodes, edges };
}

// Between neighbouring rows (or, for a loop, any two nodes): box edge to box edge.
function straight(from: GraphNode, to: GraphNode): Array<[number, number]> {
  return [leaveBox(from, to.x, to.y, 0), leaveBox(to, from.x, from.y, ARROW_GAP)];
}

/**
 * A link that skips a row would cross the nodes in between, and a straight line behind a node
 * reads as a link to it. Such a link drops into the gap below its upline, runs out to the side
 * of the drawing nearer its recruit, down past the rows between, and back along the gap above
 * the recruit (or straight in from the side): like an organisation chart, it never passes
 * through a node. Each upline has a lane of its own on each side.
 */
class Lanes {
  private readonly nodes: ReadonlyArray<GraphNode>;
  private readonly left: number;
  private readonly right: number;
  private readonly middle: number;
  private readonly taken = new Map<string, number>();

  constructor(nodes: ReadonlyArray<GraphNode>) {
    this.nodes = nodes;
    this.left = Math.min(...nodes.map((node) => node.x)) - NODE_WIDTH / 2 - LANE;
    this.right = Math.max(...nodes.map((node) => node.x)) + NODE_WIDTH / 2 + LANE;
    this.middle = (this.left + this.right) / 2;
  }

  route(from: GraphNode, to: GraphNode): Array<[number, number]> {
    const side = to.x < this.middle ? "left" : "right";
    const key = `${side}:${from.memberId}`;
    const lane = this.taken.get(key) ?? [...this.taken.keys()].filter((k) => k.startsWith(side)).length;
    this.taken.set(key, lane);
    const x = side === "left" ? this.left - lane * LANE_STEP : this.right + lane * LANE_STEP;
    const below = from.y + ROW / 2 + lane * 2;
    const start: Array<[number, number]> = [
      [from.x, from.y + NODE_HEIGHT / 2],
      [from.x, below],
      [x, below],
    ];
    // Straight in from the side when the recruit is the row's outermost node on that side, so
    // the arrow does not meet the one from the row above; else along the gap above the row.
    const outermost = !this.nodes.some(
      (node) => node.row === to.row && (side === "left" ? node.x < to.x : node.x > to.x),
    );
    if (outermost) {
      const edge = to.x + (side === "left" ? -1 : 1) * (NODE_WIDTH / 2 + ARROW_GAP);
      return [...start, [x, to.y], [edge, to.y]];
    }
    const above = to.y - ROW / 2 - lane * 2;
    return [...start, [x, above], [to.x, above], [to.x, to.y - NODE_HEIGHT / 2 - ARROW_GAP]];
  }
}

// Where a line from the node's centre towards (x, y) crosses its box's edge, plus `gap`.
function leaveBox(node: GraphNode, x: number, y: number, gap: number): [number, number] {
  const [dx, dy] = [x - node.x, y - node.y];
  const length = Math.hypot(dx, dy);
  if (length === 0) return [node.x, node.y];
  const scale = Math.min(
    dx === 0 ? Infinity : NODE_WIDTH / 2 / Math.abs(dx),
    dy === 0 ? Infinity : NODE_HEIGHT / 2 / Math.abs(dy),
  );
  const reach = scale * length + gap;
  return [node.x + (dx / length) * reach, node.y + (dy / length) * reach];
}

// Everything drawn, boxes and links, inside a small margin.
function bounds(nodes: ReadonlyArray<GraphNode>, edges: ReadonlyArray<GraphEdge>): GraphLayout["viewBox"] {
  const xs = nodes.flatMap((node) => [node.x - NODE_WIDTH / 2, node.x + NODE_WIDTH / 2]);
  const ys = nodes.flatMap((node) => [node.y - NODE_HEIGHT / 2, node.y + NODE_HEIGHT / 2]);
  for (const [x, y] of edges.flatMap((edge) => edge.points)) {
    xs.push(x);
    ys.push(y);
  }
  if (xs.length === 0) return { x: 0, y: 0, width: COLUMN, height: ROW };
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return {
    x: minX - MARGIN,
    y: minY - MARGIN,
    width: maxX - minX + 2 * MARGIN,
    height: maxY - minY + 2 * MARGIN,
  };
}

const named = (member: GraphMember | undefined, id: number) =>
  `${(member?.name ?? "").trim() || say("common.formerMember")} (#${id})`;

/** The links in words, for the drawing's accessible name. */
export function describeLinks(members: ReadonlyArray<GraphMember>, links: ReadonlyArray<GraphLink>): string {
  const byId = new Map(members.map((member) => [member.memberId, member]));
  const sentences = links
    .filter((link) => byId.has(link.referrerId) && byId.has(link.memberId))
    .map((link) => {
      const [upline, recruit] = [
        named(byId.get(link.referrerId), link.referrerId),
        named(byId.get(link.memberId), link.memberId),
      ];
      return say(link.level === 1 ? "graph.referred" : "graph.level2", { upline, recruit });
    });
  return sentences.length === 0
    ? say("graph.none")
    : say("graph.links", { links: sentences.join(say("graph.separator")) });
}
