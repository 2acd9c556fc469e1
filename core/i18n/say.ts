import type { SaidAs } from '../api/api-error';

/**
 * The words core and the server say to people — validation messages, refusals — in English (the API's own words,
 * and the web's default) with the message they are (ADR 0032), so the web can say them in its user's language.
 * A core message is simple ICU: literal text and `{name}` arguments only (the catalogs test checks it).
 */

/** One said message: its id (a message of the web's catalogs), its English default, and its values. */
export type SaidMessage = { id: string; defaultMessage: string; values: Record<string, string | number> };

/**
 * The English words said, and which message they are. Past this many, the words least recently said or asked
 * about are forgotten (messages with a person's own words in them come and go); words forgotten are still said,
 * in English, by the API and the page.
 */
const REMEMBERED = 20_000;
const said = new Map<string, SaidMessage>();

/** Remembers which message words are, as the most recent; past REMEMBERED, forgets the least recent. */
function remember(text: string, message: SaidMessage) {
  said.delete(text);
  said.set(text, message);
  if (said.size > REMEMBERED) said.delete(said.keys().next().value!);
}

/** The English words of a message: its default with each `{name}` replaced by its value. */
export function say(
  message: { id: string; defaultMessage: string },
  values: Record<string, string | number> = {},
): string {
  const text = message.defaultMessage.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
  remember(text, { id: message.id, defaultMessage: message.defaultMessage, values });
  return text;
}

/** Which message these English words are, when core or the server said them (undefined for any other text). */
export function messageSaid(text: string): SaidMessage | undefined {
  const message = said.get(text);
  if (message) remember(text, message);
  return message;
}

/** The message words are, as an API answer tells it (`messageId`, `values`): for words said on the server only. */
function rememberSaid(
  text: string,
  { messageId, values = {} }: { messageId?: string | undefined; values?: Record<string, string | number> | undefined },
) {
  if (messageId) remember(text, { id: messageId, defaultMessage: text, values });
}

/** Remembers the words of an API's refusal and of each of its field issues, as the answer tells which messages they are. */
export function rememberSaidAnswer(
  answer: SaidAs & { message?: string | undefined; issues?: (SaidAs & { message: string })[] | undefined },
) {
  for (const said of [answer, ...(answer.issues ?? [])]) if (said.message) rememberSaid(said.message, said);
}

/** The `messageId` and `values` that tell which message English words are, for an API answer (nothing if none). */
export function saidAs(text: string): SaidAs {
  const message = messageSaid(text);
  return message
    ? { messageId: message.id, ...(Object.keys(message.values).length > 0 ? { values: message.values } : {}) }
    : {};
}
