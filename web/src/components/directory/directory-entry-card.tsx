import type { DirectoryEntryView } from '@core/directories/directory-contracts';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useDirectoryId } from './directory-context';
import { OutdatedReport } from './outdated-report';

type DirectoryEntryCardProps = {
  entry: DirectoryEntryView<unknown>;
  /** The words the directory adds: its stage, its year. */
  children?: ReactNode;
  /** What the user can do with the entry, under its description (a directory's own: track its deadline). */
  actions?: ReactNode;
};

/**
 * One directory entry: its name as a link to its own site, the words the directory adds (`children`: its stage, its
 * year), its description, what the user can do with it (`actions`), where its facts come from with the day they were
 * checked ('Last verified'), and — in a directory's page — 'Report outdated' (ADR 0100).
 */
export function DirectoryEntryCard({ entry, children, actions }: DirectoryEntryCardProps) {
  const t = useT();
  const { calendarDate } = useFormat();
  const directory = useDirectoryId();
  return (
    <article
      aria-label={entry.name}
      className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 text-sm"
    >
      <h2 className="text-base font-semibold">
        <a href={entry.url} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">
          {entry.name}
        </a>
      </h2>
      {children}
      <p className="text-muted-foreground">{entry.description}</p>
      {actions}
      <p className="mt-auto flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {entry.sources.map((source) => (
          <a
            key={source.url}
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            title={source.title}
            className="inline-flex min-h-6 items-center underline underline-offset-2"
          >
            {t({ id: 'directory.source', defaultMessage: 'Source: {publisher}' }, { publisher: source.publisher })}
          </a>
        ))}
        <span className="inline-flex min-h-6 items-center">
          {t(
            { id: 'directory.verified', defaultMessage: 'Last verified {date}' },
            { date: calendarDate(entry.verifiedOn) },
          )}
        </span>
      </p>
      {directory && entry.community?.status !== 'waiting' && <OutdatedReport directory={directory} entry={entry} />}
    </article>
  );
}
