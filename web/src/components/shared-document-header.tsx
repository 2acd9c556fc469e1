import type { SharedToolDocument } from '@core/tools/tool-document-contracts';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { usePersonName } from '@/lib/i18n/use-person-name';
import { useFormat } from '@/lib/use-format';

type SharedDocumentHeaderProps = {
  /** What it is, in the tool's words ('Shared equity scenario · read-only'). */
  kicker: string;
  document: SharedToolDocument<unknown>;
  /** What the holder may do with it (open a copy…). */
  children?: ReactNode;
};

/** The top of a document opened through its read-only link: what it is, its name as the page's heading, who shared it and when. */
export function SharedDocumentHeader({ kicker, document, children }: SharedDocumentHeaderProps) {
  const t = useT();
  const personName = usePersonName();
  const format = useFormat();
  return (
    <header className="space-y-2">
      <p className="text-sm font-medium text-primary">{kicker}</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{document.name}</h1>
      <p className="text-muted-foreground">
        {t(
          { id: 'toolDocuments.shared.byline', defaultMessage: 'Shared by {name} · saved {date}' },
          { name: personName(document.sharedBy), date: format.date(document.updatedAt) },
        )}
      </p>
      {children}
    </header>
  );
}
