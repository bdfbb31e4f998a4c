import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EventHandler } from '../events/handler';
import type { ScheduledJob } from '../jobs/scheduled-job';

/** One routes plugin and the prefix (under /api) it is mounted at. */
export interface RouteMount {
  readonly prefix: `/${string}`;
  readonly plugin: FastifyPluginAsync;
}

/**
 * A domain module as the app mounts it: its name and every prefix it serves, declared as data so
 * a reader (and a test) can see which module owns a URL without reading the route files.
 */
export interface ApiModule {
  readonly name: string;
  readonly routes: readonly RouteMount[];
  /** The side effects it hangs on business events (run after commit by the job queue). */
  readonly handlers?: readonly EventHandler[];
  /** The work it does by the clock. */
  readonly schedules?: readonly ScheduledJob[];
}

/** Prefixes that more than one module mounts; empty when each prefix has a single owner. */
export function sharedPrefixes(modules: readonly ApiModule[]): { prefix: string; modules: string[] }[] {
  const owners = new Map<string, Set<string>>();
  for (const module of modules)
    for (const route of module.routes)
      owners.set(route.prefix, (owners.get(route.prefix) ?? new Set()).add(module.name));
  return [...owners].filter(([, names]) => names.size > 1).map(([prefix, names]) => ({ prefix, modules: [...names] }));
}

/** Registers every module's plugins at their prefixes; refuses to start when two modules claim one prefix. */
export async function mountModules(api: FastifyInstance, modules: readonly ApiModule[]): Promise<void> {
  const shared = sharedPrefixes(modules);
  if (shared.length > 0)
    throw new Error(
      `Prefixes mounted by more than one module: ${shared.map((s) => `${s.prefix} (${s.modules.join(', ')})`).join('; ')}`,
    );
  for (const module of modules)
    for (const route of module.routes) await api.register(route.plugin, { prefix: route.prefix });
}
