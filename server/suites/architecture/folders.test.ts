import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { folderOf, root, sourceFiles } from "./sources.ts";

// Lint says which layer may import which; this test says that no two folders lean on each
// other, directly or around a longer loop. A loop between folders means neither can be
// understood, moved or tested without the other, so the shared piece belongs to one owner.

const roots = ["server", "cli", "domain", "web", "tools"];

// Static imports, `export … from` and `import()`, type-only ones included: a type shared both
// ways ties two folders as much as a function does.
const relativeImports = (path: string): string[] => {
  const info = ts.preProcessFile(readFileSync(join(root, path), "utf8"), true, true);
  return info.importedFiles.map((file) => file.fileName).filter((name) => name.startsWith("."));
};

type Graph = Map<string, Map<string, string[]>>;

/** Folder to folder edges, each with the file imports that make it. */
const folderGraph = (): Graph => {
  const graph: Graph = new Map();
  for (const file of roots.flatMap(sourceFiles)) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of relativeImports(file)) {
      const target = relative(root, resolve(root, dirname(file), specifier))
        .split(sep)
        .join("/");
      const to = folderOf(target);
      if (to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return graph;
};

/** Tarjan's strongly connected components; every component of two or more folders holds a cycle. */
const stronglyConnected = (nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
};

/** The shortest way back from `start` to itself inside one component, for a readable report. */
const shortestCycle = (start: string, inside: Set<string>, next: (node: string) => Iterable<string>): string[] => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next(node)) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
};

const describeCycles = (graph: Graph): string[] => {
  const next = (node: string) => [...(graph.get(node)?.keys() ?? [])].sort();
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])])].sort();
  return stronglyConnected(nodes, next)
    .filter((component) => component.length > 1)
    .map((component) => {
      const inside = new Set(component);
      const lines = [`cycle among ${component.join(", ")}: ${shortestCycle(component[0]!, inside, next).join(" -> ")}`];
      for (const from of component) {
        for (const to of next(from).filter((node) => inside.has(node))) {
          lines.push(
            `  ${from} -> ${to}:`,
            ...graph
              .get(from)!
              .get(to)!
              .map((edge) => `    ${edge}`),
          );
        }
      }
      return lines.join("\n");
    });
};

describe("folders", () => {
  it("finds a cycle of any length", () => {
    const edges: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"], d: ["a"], e: ["f"], f: ["e"] };
    const components = stronglyConnected(Object.keys(edges), (node) => edges[node] ?? []);
    expect(components.filter((component) => component.length > 1)).toEqual([
      ["a", "b", "c"],
      ["e", "f"],
    ]);
  });

  it("names folders as the architecture does", () => {
    expect(folderOf("server/platform/db/database.ts")).toBe("server/platform/db");
    expect(folderOf("server/platform/runtime.ts")).toBe("server/platform/runtime.ts");
    expect(folderOf("server/modules/auth/routes.ts")).toBe("server/modules/auth");
    expect(folderOf("server/app/app.ts")).toBe("server/app");
    expect(folderOf("web/features/team/api/team.ts")).toBe("web/features/team");
    expect(folderOf("web/ui/Button.tsx")).toBe("web/ui");
    expect(folderOf("domain/money.ts")).toBe("domain");
    expect(folderOf("cli/commands/seed.ts")).toBe("cli");
    expect(folderOf("tools/bench/lib/worlds.ts")).toBe("tools/bench");
  });

  it("never import each other, directly or around a loop", () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(describeCycles(graph)).toEqual([]);
  });
});
