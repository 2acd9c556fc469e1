import type { PageProblem } from '@core/tools/competitor-tracker/watched-pages';
import { OutboundError, type SafeFetch } from '../../outbound/safe-fetch';
import { htmlText, plainText } from './page-text';
import { createRobotsGate, type RobotsGate } from './robots-gate';

/** A watched page's answer must start and end within this (a person pressed 'Check now' and waits). */
export const PAGE_TIMEOUT_MS = 5_000;
/** Redirects followed to reach a page, each one's address checked by safe fetch and its robots.txt asked. */
export const PAGE_REDIRECTS = 5;

/** What reading a page gave: its readable text, or why there is none. */
export type PageRead = { text: string } | { problem: PageProblem };

const PROBLEM_OF: Record<OutboundError['reason'], PageProblem['code']> = {
  refused: 'refused',
  timeout: 'timeout',
  'too-large': 'too-large',
  network: 'network',
  cancelled: 'network',
};

/** The body as text, in the charset its Content-Type names (UTF-8 when none, or one this runtime does not know). */
function decoded(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Reads a page as the Competitor Tracker does (ADR 0109), through safe fetch only: robots.txt asked first for every
 * address on the way (the page's and each redirect's), redirects followed one by one up to PAGE_REDIRECTS, a deadline,
 * safe fetch's size cap; an HTML or plain-text answer gives its readable text, anything else a problem.
 */
export function createPageReader(safeFetch: SafeFetch, mayRead: RobotsGate = createRobotsGate(safeFetch)) {
  return async function readPage(address: string): Promise<PageRead> {
    try {
      let url = new URL(address);
      for (let redirects = 0; ; redirects += 1) {
        if (!(await mayRead(url))) return { problem: { code: 'robots' } };
        const answer = await safeFetch(url.toString(), {
          timeoutMs: PAGE_TIMEOUT_MS,
          headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9' },
        });
        const location = answer.headers.location;
        if (answer.status >= 300 && answer.status < 400 && location && redirects < PAGE_REDIRECTS) {
          url = new URL(location, url);
          continue;
        }
        if (answer.status < 200 || answer.status >= 300) return { problem: { code: 'status', status: answer.status } };
        const type = answer.headers['content-type'] ?? '';
        if (/^\s*(text\/html|application\/xhtml\+xml)/i.test(type))
          return { text: htmlText(decoded(answer.body, type)) };
        if (/^\s*text\/plain/i.test(type)) return { text: plainText(decoded(answer.body, type)) };
        return { problem: { code: 'not-page' } };
      }
    } catch (error) {
      if (error instanceof OutboundError) return { problem: { code: PROBLEM_OF[error.reason] } };
      if (error instanceof TypeError) return { problem: { code: 'refused' } }; // a redirect to no valid address
      throw error;
    }
  };
}
export type PageReader = ReturnType<typeof createPageReader>;
