import type { CoreMessage } from '@core/i18n/define-message';
import { useT, type Translate } from '@/lib/i18n/use-t';

/**
 * Says a tile's words in the page's language (ADR 0111): its title, its 'no data yet', a line's label. They are the
 * tools' own messages (defineMessage in each tile's core file, collected into the catalogs by `npm run i18n:extract`),
 * read from a list of every tile — or, for a line, from the API's answer — so their ids reach here as strings.
 */
export function useTileWords(): (message: CoreMessage) => string {
  const t = useT();
  return (message) => t(message as Parameters<Translate>[0]);
}
