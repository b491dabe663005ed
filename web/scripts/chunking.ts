import path from "node:path";
import type { Rolldown } from "vite";

type ModuleGraph = Rolldown.ChunkingContext;

/** The modules reached from `roots` through static imports only: what runs once they have loaded. */
function staticallyReached(roots: ReadonlyArray<string>, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const next = [...roots];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

export interface FirstScreens {
  /** The web app's folder: the screens below are named relative to it. */
  readonly root: string;
  /** The entry module (main.tsx): what it reaches is loaded on every page already. */
  readonly entry: string;
  /** The screens a signed-out visitor sees first: nothing of theirs may join the signed-in chunk. */
  readonly signedOut: ReadonlyArray<string>;
  /** What every signed-in page runs (the shell, the first data requests). */
  readonly signedIn: ReadonlyArray<string>;
  /** The screen most visits open on: what it shares with any other screen joins the signed-in chunk. */
  readonly home: string;
}

/**
 * One chunk for what a signed-in first visit runs besides the framework, the home screen's own
 * modules and the entry. Left to itself, the bundler cuts a chunk for each set of screens that
 * share a module: a dozen files of a few hundred bytes for the shell and the dashboard, and over
 * HTTP/1.1 every file is a request queued behind another on one of six connections. The group
 * is worked out from the import graph, so a module moved between features needs no edit here.
 */
export function signedInGroup(screens: FirstScreens): Rolldown.CodeSplittingGroup {
  const at = (file: string) => path.join(screens.root, file);
  const members = new WeakMap<ModuleGraph, Set<string>>();
  const membersOf = (graph: ModuleGraph): Set<string> => {
    const found = members.get(graph);
    if (found) return found;
    const elsewhere = staticallyReached([at(screens.entry), ...screens.signedOut.map(at)], graph);
    const shell = staticallyReached(screens.signedIn.map(at), graph);
    const home = staticallyReached([at(screens.home)], graph);
    // A home module another screen (or dialog) imports too, and all it imports: they join the
    // group rather than a chunk of their own.
    const sharedWithHome = [...home].filter((id) =>
      (graph.getModuleInfo(id)?.importers ?? []).some((importer) => !home.has(importer) && !shell.has(importer)),
    );
    const group = new Set(
      [...shell, ...staticallyReached(sharedWithHome, graph)].filter(
        (id) => !elsewhere.has(id) && !id.includes("/node_modules/"),
      ),
    );
    group.delete(at(screens.home));
    members.set(graph, group);
    return group;
  };
  return {
    debugName: "signed-in",
    name: (id, graph) => (membersOf(graph).has(id) ? "signed-in" : null),
    // The group is closed already: what its modules import is in it, in the entry's chunks or
    // behind a dynamic import. Pulling dependencies in would move the entry's modules here.
    includeDependenciesRecursively: false,
  };
}
