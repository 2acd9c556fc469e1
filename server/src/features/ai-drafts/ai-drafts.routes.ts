import { aiCallMessage, aiDraftRequestSchema, type AiDraftRequest } from '@core/ai/ai-drafts';
import { aiPromptFor, type IdeaForPrompt } from '@core/ai/ai-prompts';
import { say } from '@core/i18n/say';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AiProvider } from '../../ai/ai-provider';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { perUserLimit } from '../../http/per-user-limit';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { loadIdeaWithAccess } from '../../ideas/idea-access';
import { requestLanguage } from '../../lib/request-language';

/** How many AI drafts one user may ask for a minute: plenty for a person, a brake on a runaway script. */
export const AI_DRAFTS_PER_MINUTE = 20;

/** The idea a draft is about, read as its viewer may see it (an idea they may not see is a 404). */
async function ideaFor(db: Db, userId: string, request: AiDraftRequest): Promise<IdeaForPrompt | undefined> {
  const ideaId = 'ideaId' in request.input ? request.input.ideaId : undefined;
  if (!ideaId) return undefined;
  const { idea } = await loadIdeaWithAccess(db, { userId }, ideaId);
  return { title: idea.title, description: idea.description, whyNow: idea.whyNow };
}

/**
 * /api/ai/drafts: an AI draft with the user's own key (ADR 0054), streamed as server-sent events — `text` pieces
 * as the provider writes them, then `done` or `failed` with the reason in words. Bad input is a 422, an idea the
 * user may not see a 404, too many drafts a 429; all before anything is sent to the provider.
 */
export function aiDraftsRoutes(db: Db, readSession: SessionReader, ai: AiProvider) {
  const limitDrafts = perUserLimit(AI_DRAFTS_PER_MINUTE, () =>
    say(
      {
        id: 'server.ai.tooManyDrafts',
        defaultMessage: 'You can ask for up to {max} AI drafts a minute. Please wait a moment.',
      },
      { max: AI_DRAFTS_PER_MINUTE },
    ),
  );
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .post('/drafts', validate('json', aiDraftRequestSchema), limitDrafts, async (c) => {
      const request = c.req.valid('json');
      const userId = c.get('user').id;
      const prompt = aiPromptFor(request, await ideaFor(db, userId, request), requestLanguage(c.req.raw.headers));
      // Proxies are asked not to hold the pieces back (nginx) nor to transform them.
      c.header('cache-control', 'no-cache, no-transform');
      c.header('x-accel-buffering', 'no');
      return streamSSE(c, async (sse) => {
        const left = new AbortController();
        sse.onAbort(() => left.abort());
        // Pieces that come while the last one is still being written go out together: a slow reader gets fewer,
        // larger events instead of holding the provider's answer back one small write at a time.
        let pending = '';
        let writing: Promise<void> | undefined;
        const writeText = async () => {
          while (pending) {
            const text = pending;
            pending = '';
            await sse.writeSSE({ event: 'text', data: JSON.stringify({ type: 'text', text }) });
          }
          writing = undefined;
        };
        for await (const event of ai.stream(userId, request.task, prompt, left.signal)) {
          if (event.type === 'text') {
            pending += event.text;
            writing ??= writeText();
            continue;
          }
          await writing;
          const said = event.type === 'failed' ? { ...event, message: aiCallMessage(event.outcome) } : event;
          await sse.writeSSE({ event: event.type, data: JSON.stringify(said) });
        }
      });
    });
}
