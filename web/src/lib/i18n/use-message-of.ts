import { messageOf } from '../api-client';
import { useSaid } from './use-said';

/**
 * What to tell the user about a failed request, in the page's language: the API's own message for what they can
 * fix (said as the message it is, when core or the server said it), else `fallback` (already in their language).
 */
export function useMessageOf(): (error: unknown, fallback: string) => string {
  const said = useSaid();
  return (error, fallback) => said(messageOf(error, fallback));
}
