import type { FirstQuery } from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import type { ToolId } from '@core/tools/tool-catalogue';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath } from 'hono/types';
import type { SessionReader } from '../auth/session-reader';
import type { ServerTileRead, TileReader } from '../dashboard/tile-reader';
import type { Db } from '../db/client';
import type { FixtureTable, FuzzRoute, FuzzValues, PlatformParamKind } from '../fuzz/fuzz-route';
import type { FuzzSeed } from '../fuzz/fuzz-seed';
import type { JobDefinition } from '../jobs/job-runner';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import type { NotificationKindDefinition } from '../notifications/notification-kind';
import type { Notifier } from '../notifications/notifier';
import type { RdapLookup } from '../outbound/rdap';
import type { SafeFetch } from '../outbound/safe-fetch';
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
  /** Every tool's tile for a user (ADR 0111): the Custom Dashboard's one request. */
  tiles: TileReader;
  /** The one way out of the server (DESIGN 'Outbound requests'): what a tool fetches from the web goes through it. */
  safeFetch: SafeFetch;
  /** Whether the outbound rule lets requests reach loopback addresses (OUTBOUND_ALLOW_LOOPBACK: tests' local servers). */
  allowLoopback: boolean;
};

/**
 * What a page's first answers are read with beyond the database (ADR 0101): the viewer's time zone (their day), and
 * every tool's tile (ADR 0111).
 */
export type FirstQueryContext = { timeZone: string; tiles: TileReader };

/** What a tool's background jobs get: the notifier comes late (it is made after the job runner it queues on). */
export type ToolJobDeps = { db: Db; domainLookup: RdapLookup; safeFetch: SafeFetch; notifier: () => Notifier };

/** A router a tool mounts under /api, made from the app's deps. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a router of any environment and routes: each keeps its own types
type ToolRouter = HonoBase<any, any, any>;
export type ToolRoutes = Readonly<Record<`/${string}`, (deps: ToolRouteDeps) => ToolRouter>>;

/**
 * What the API fuzzer needs of a tool (api-fuzz.test.ts). `Kind`: the kinds of its routes' path parameters beyond
 * the app's own, each of which its seed must pool.
 */
export type ToolFuzz<Kind extends string = string> = {
  /** Every route it mounts, with what to send it (tool-modules.test.ts holds the list to the mounted routes). */
  routes: readonly FuzzRoute<PlatformParamKind | Kind>[];
  /** Its fields in an import file. */
  importFields?: Record<string, FuzzValues>;
  /** Makes its rows as the fixture's owner and gives their ids by kind (tool-modules.test.ts runs it). */
  seed?: FuzzSeed<Exclude<NoInfer<Kind>, PlatformParamKind>>;
  /** The tables whose rows its seed made, put back after a write that went through (parents first). */
  tables?: readonly FixtureTable[];
  /** Columns its background jobs stamp, which may move while a request is refused (the fuzzer's check leaves them out). */
  stampedColumns?: readonly PgColumn[];
};

/**
 * A tool with server parts, as one module (ADR 0061): what it brings to the app, which composes the list
 * (server/src/tool-modules.ts) and never names a tool.
 */
export type ServerToolModule<Routes extends ToolRoutes = ToolRoutes, Kind extends string = string> = {
  /** Its catalogue id: the catalogue marks it `hasServerModule`. */
  id: ToolId;
  /** Its routes: mount path under /api → the router. */
  routes: Routes;
  /**
   * The answers its page is drawn with for a user (ADR 0101), each under the query key the web app asks for it by:
   * what the page's first paint should already show.
   */
  firstQueries?: (db: Db, userId: string, language: Language, context: FirstQueryContext) => Promise<FirstQuery[]>;
  /** Its tile on the Custom Dashboard when its tables hold the figure (ADR 0111; core/tools/tool-tiles.ts says 'server'). */
  dashboardTile?: ServerTileRead;
  /** Its background jobs and schedules. */
  jobs?: (deps: ToolJobDeps) => JobDefinition<object>[];
  /** Its tables' part of the account's export and import. */
  data?: ToolData;
  /** The kinds of news it tells users of, each with its push words and mail (the notifier tells them). */
  notificationKinds?: readonly NotificationKindDefinition[];
  fuzz?: ToolFuzz<Kind>;
};

/** A module, its routes' types kept (the typed client, hc<AppType>, reads them), and its seed held to its routes' kinds. */
export const defineServerToolModule = <const Routes extends ToolRoutes, const Kind extends string = never>(
  module: ServerToolModule<Routes, Kind>,
) => module;

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
