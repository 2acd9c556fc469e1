import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useFormat } from '@/lib/use-format';
import { useRecentDocuments } from '../api/recent-documents';

const grid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** 'Continue where you left off': the documents saved last, each opening its tool on it; the way in when there are none. */
export function RecentDocuments() {
  const t = useT();
  const format = useFormat();
  const { toolName } = useToolText();
  const recent = useRecentDocuments();
  const title = t({ id: 'tools.dashboard.continue', defaultMessage: 'Continue where you left off' });
  return (
    <section aria-labelledby="recent-documents" className="mt-8">
      <h2 id="recent-documents" className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {recent.isPending ? (
        <div className={grid} role="status" aria-busy="true" aria-label={title}>
          <Skeleton className="h-16" />
        </div>
      ) : recent.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t({
            id: 'tools.dashboard.continueFailed',
            defaultMessage: 'Your recent work could not be loaded. The tools below still open it.',
          })}
        </p>
      ) : recent.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'tools.dashboard.continueEmpty',
            defaultMessage: 'What you save in a tool shows here, to pick up where you stopped.',
          })}
        </p>
      ) : (
        <ul className={grid}>
          {recent.data.map((document) => (
            <li key={document.id}>
              <Link
                to={`${paths.tool.getHref(document.toolId)}?doc=${encodeURIComponent(document.id)}`}
                className="block h-full rounded-md border px-4 py-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="block truncate font-medium">{document.name}</span>
                <span className="block truncate text-sm text-muted-foreground">
                  {t(
                    { id: 'tools.dashboard.continueWhere', defaultMessage: '{tool} · saved {when}' },
                    { tool: toolName(document.toolId), when: format.dateTime(document.updatedAt) },
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
