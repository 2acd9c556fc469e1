import { z } from '../zod';

/*
 * The live channel's idea events (ADR 0114): what a browser is told when an idea it may see changes, so that it
 * reads again only what changed. An event names the idea and what changed, never the change itself: the
 * browser reads that through the API, which applies the access rules as for any read.
 */

/**
 * What changed: `pages` the page tree (a page added, renamed, moved or deleted), `idea` the idea's own fields
 * (its title among them), `properties` and `widgets` those of its Main Content, `comments` its comments, `pin`
 * whether it is pinned (which only its owner sees).
 */
export const IDEA_CHANGES = ['pages', 'idea', 'properties', 'widgets', 'comments', 'pin'] as const;
export type IdeaChange = (typeof IDEA_CHANGES)[number];

/** The name of the server-sent event on the live stream that carries an idea event. */
export const IDEA_EVENT = 'idea';

/** An idea event as the live stream sends it (JSON in the event's data). */
export const liveIdeaEventSchema = z.strictObject({ ideaId: z.string(), change: z.enum(IDEA_CHANGES) });
export type LiveIdeaEvent = z.infer<typeof liveIdeaEventSchema>;

/**
 * The request header by which a browser tab names itself on its writes, and the stream's query parameter by which
 * it names itself when it listens: the server does not tell a tab of its own change (it has applied it already).
 */
export const LIVE_TAB_HEADER = 'x-live-tab';
export const LIVE_TAB_PARAM = 'tab';
/** What a tab's name may be; anything else names no tab. */
export const liveTabSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
/** The live stream's query: the tab that listens (ADR 0114). */
export const liveStreamQuerySchema = z.object({ [LIVE_TAB_PARAM]: z.optional(liveTabSchema) });

/** What a JSON text holds, read by `schema`; undefined for anything else (not JSON, or not that). */
export function readJson<T>(schema: z.ZodMiniType<T>, text: string): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
