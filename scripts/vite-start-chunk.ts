/**
 * One chunk for everything the widget's `boot.tsx` needs at start (React, react-dom, TanStack
 * Query, Lingui, the app and the shell) instead of the several shared chunks the bundler would
 * otherwise cut from it by which screens also use them. Each file is compressed on its own, so
 * fewer files before the search box is interactive means fewer bytes (~1.3 KB gzip measured: the
 * dictionary of one stream is not rebuilt for each piece). The entry's own modules (`main.tsx`
 * and what it imports statically: the bootstrap, the early session request, the catalog loader)
 * stay in the entry, which must run before React arrives.
 */

type ModuleInfo = { importedIds: readonly string[] } | null;
type Context = { getModuleInfo: (id: string) => ModuleInfo };

/** Modules statically reachable from `start`, not passing through `stop`. */
function reach(start: string, info: (id: string) => ModuleInfo, stop = new Set<string>()) {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rolldown's `output.codeSplitting` group naming `name` the modules statically reachable from
 * `boot` and not from `entry` (absolute paths of modules), and the shared modules outside
 * `features/` that the `first` screen imports (a screen heading, a field: a few hundred bytes
 * that would otherwise be a file of their own before the first screen shows).
 */
export function startChunk(name: string, entry: string, boot: string, first?: string) {
  let members: Set<string> | null = null;
  return {
    debugName: name,
    name(id: string, ctx: Context): string | null {
      if (!members) {
        const info = (m: string) => ctx.getModuleInfo(m);
        const entryModules = reach(entry, info);
        members = reach(boot, info, entryModules);
        const features = /[\\/]features[\\/]/;
        for (const m of first ? reach(first, info, entryModules) : [])
          if (!features.test(m)) members.add(m);
      }
      return members.has(id) ? name : null;
    },
  };
}
