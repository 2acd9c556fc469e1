import type { ToolId } from '@core/tools/tool-catalogue';
import { useWaitingSuggestions } from '@/lib/directories/directory-suggestions-api';
import { useT } from '@/lib/i18n/use-t';
import { CommunityEntryCard } from './community-entry-card';

/**
 * Other users' suggestions waiting for confirmation (ADR 0100), for the reader to check against their page and confirm;
 * nothing is drawn while there are none.
 */
export function WaitingSuggestions({ directory }: { directory: ToolId }) {
  const t = useT();
  const waiting = useWaitingSuggestions(directory);
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <section aria-labelledby="waiting-suggestions" className="space-y-3">
      <h2 id="waiting-suggestions" className="text-lg font-semibold">
        {t(
          { id: 'directory.waiting.title', defaultMessage: 'Waiting for confirmation ({count})' },
          { count: waiting.data.length },
        )}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'directory.waiting.description',
          defaultMessage:
            'Other users suggested these. Open each page: confirm the ones that are real and described rightly. Two confirmations publish an entry for everyone.',
        })}
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {waiting.data.map((entry) => (
          <li key={entry.slug}>
            <CommunityEntryCard directory={directory} entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
