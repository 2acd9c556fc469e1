import type { ToolId } from '@core/tools/tool-catalogue';
import type { Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath } from 'hono/types';
import type { SessionReader } from '../auth/session-reader';
import type { Db } from '../db/client';
import type { FixtureTable, FuzzRoute, FuzzValues } from '../fuzz/fuzz-route';
import type { JobDefinition } from '../jobs/job-runner';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { NotificationKindDefinition } from '../notifications/notification-kind';
import type { Notifier } from '../notifications/notifier';
import type { RdapLookup } from '../outbound/rdap';
import type { ToolData } from './tool-data';

/** What the app hands a tool's routes: the database, who is signed in, and the app's services. */
export type ToolRouteDeps = {
  db: Db;
  readSession: SessionReader;
  notifier: Notifier;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  domainLookup: RdapLookup;
};

/** What a tool's background jobs get: the notifier comes late (it is made after the job runner it queues on). */
export type ToolJobDeps = { db: Db; domainLookup: RdapLookup; notifier: () => Notifier };

/** A router a tool mounts under /api, made from the app's deps. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a router of any environment and routes: each keeps its own types
type ToolRouter = HonoBase<any, any, any>;
export type ToolRoutes = Readonly<Record<`/${string}`, (deps: ToolRouteDeps) => ToolRouter>>;

/**
 * A tool with server parts, as one module (ADR 0061): what it brings to the app, which composes the list
 * (server/src/tool-modules.ts) and never names a tool.
 */
export type ServerToolModule<Routes extends ToolRoutes = ToolRoutes> = {
  /** Its catalogue id: the catalogue marks it `hasServerModule`. */
  id: ToolId;
  /** Its routes: mount path under /api → the router. */
  routes: Routes;
  /** Its background jobs and schedules. */
  jobs?: (deps: ToolJobDeps) => JobDefinition<object>[];
  /** Its tables' part of the account's export and import. */
  data?: ToolData;
  /** The kinds of news it tells users of, each with its push words and mail (the notifier tells them). */
  notificationKinds?: readonly NotificationKindDefinition[];
  /**
   * What the fuzzer sends its routes (every route it mounts; the composition test holds it), its fields in an import
   * file, and its tables whose rows the fuzz fixture made, put back after a write that went through (parents first).
   */
  fuzz?: {
    routes: readonly FuzzRoute[];
    importFields?: Record<string, FuzzValues>;
    tables?: readonly FixtureTable[];
  };
};

/** A module, its routes' types kept (the typed client, hc<AppType>, reads them). */
export const defineServerToolModule = <const Routes extends ToolRoutes>(module: ServerToolModule<Routes>) => module;

/** The API's routes of the tools in `modules`, as Hono types them once mounted (one `route` each). */
export type ToolModulesSchema<Modules extends readonly ServerToolModule<ToolRoutes>[]> =
  Modules[number] extends infer Module
    ? Module extends ServerToolModule<infer Routes>
      ? {
          [Path in keyof Routes & string]: Routes[Path] extends (
            deps: ToolRouteDeps,
          ) => HonoBase<infer _Env, infer S extends Schema, infer _Base>
            ? MergeSchemaPath<S, Path>
            : never;
        }[keyof Routes & string]
      : never
    : never;
