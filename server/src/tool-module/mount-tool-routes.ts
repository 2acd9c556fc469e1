import type { Env, Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { ServerToolModule, ToolModulesSchema, ToolRouteDeps, ToolRoutes } from './server-tool-module';

/** Mounts every module's routes on the API, in the list's order, keeping their types for the typed client. */
export function mountToolRoutes<
  E extends Env,
  S extends Schema,
  const Modules extends readonly ServerToolModule<ToolRoutes>[],
>(api: HonoBase<E, S, '/'>, modules: Modules, deps: ToolRouteDeps): HonoBase<E, S | ToolModulesSchema<Modules>, '/'> {
  for (const module of modules) {
    for (const [path, routes] of Object.entries(module.routes)) api.route(path, routes(deps));
  }
  return api as HonoBase<E, S | ToolModulesSchema<Modules>, '/'>;
}
