import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * What a path parameter of the app's own routes names; the fuzzer mostly sends real ids of that kind. A tool's
 * routes name kinds of their own, which its module's fuzz seed pools (FuzzSeed).
 */
export const PLATFORM_PARAM_KINDS = [
  'idea',
  'page',
  'property',
  'widget',
  'share',
  'tool',
  'document',
  'session',
  'linkToken',
  'documentToken',
  'directoryEntry',
] as const;
export type PlatformParamKind = (typeof PLATFORM_PARAM_KINDS)[number];

/** Values the fuzzer draws, real and not, for a field a contract leaves open or checks on the server (fuzz-endpoints.ts). */
export type FuzzValues = 'isoDay' | 'month' | 'amount' | 'domainName' | 'email';

/** A JSON route a tool mounts, as its module tells the fuzzer what to send it (api-fuzz.test.ts); `Kind`: its params' kinds. */
export type FuzzRoute<Kind extends string = string> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Hono lists it (app.routes), e.g. /api/ideas/:id. */
  route: string;
  params?: Record<string, Kind>;
  /** The core/ contract of the JSON body, and of the query string. */
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** Better values for fields a contract leaves open or checks on the server. */
  fields?: Record<string, FuzzValues>;
  /**
   * Who is answered: a signed-in user (left out), or whoever holds the token in its path ('link': a co-founder's
   * invitation). tool-routes-authorization.test.ts holds every tool route to it.
   */
  access?: 'link';
};

/** A table whose rows the fuzz fixture reads once and puts back by their `id` after a write changed them. */
export type FixtureTable = PgTable & { id: PgColumn };
