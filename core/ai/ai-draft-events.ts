import type { AiDraftEvent } from './ai-drafts';

/**
 * Reads a streamed AI draft (server-sent events, as /api/ai/drafts writes them) piece by piece: whatever the
 * pieces' boundaries, each whole event is handed on once, in order. Events it does not know are skipped.
 */
export function createAiDraftEventReader(onEvent: (event: AiDraftEvent) => void) {
  let pending = '';
  const readBlock = (block: string) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) return;
    const event = JSON.parse(data) as AiDraftEvent;
    if (event.type === 'text' || event.type === 'done' || event.type === 'failed') onEvent(event);
  };
  return {
    push(text: string) {
      pending += text.replace(/\r\n?/g, '\n');
      let end = pending.indexOf('\n\n');
      while (end !== -1) {
        readBlock(pending.slice(0, end));
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
      }
    },
    /** The stream ended: an event it left unfinished is read as it is. */
    end() {
      if (pending.trim()) readBlock(pending);
      pending = '';
    },
  };
}

/** Every event of a whole streamed answer (tests, and callers that wait for the end). */
export function aiDraftEventsOf(text: string): AiDraftEvent[] {
  const events: AiDraftEvent[] = [];
  const reader = createAiDraftEventReader((event) => events.push(event));
  reader.push(text);
  reader.end();
  return events;
}
