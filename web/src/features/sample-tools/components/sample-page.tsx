import type { ToolId } from '@core/tools/tool-catalogue';
import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';

type SamplePageProps = { title: string; description: string; children: ReactNode };

/** The frame of a sample tool page: its title, a line on what it does, and the sections. */
export function SamplePage({ title, description, children }: SamplePageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-5xl space-y-8 py-8">
      <header>
        <h1 id={headingId} className="text-3xl font-bold">
          {title}
        </h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}

type ComingSoonNoteProps = {
  tool: ToolId;
  /** What the page shows as samples. */
  sample: 'figures' | 'domains';
};

/** Tells the user that the figures (domains) are samples and the real tool is on its way. */
export function ComingSoonNote({ tool, sample }: ComingSoonNoteProps) {
  const t = useT();
  const { toolName } = useToolText();
  const values = { tool: toolName(tool) };
  const note =
    sample === 'figures'
      ? t({ id: 'sampleTools.comingSoon.figures', defaultMessage: 'These are sample figures. Full functionality of {tool} is coming soon.' }, values)
      : t({ id: 'sampleTools.comingSoon.domains', defaultMessage: 'These are sample domains. Full functionality of {tool} is coming soon.' }, values);
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{note}</span>
    </p>
  );
}

/** A titled section of a sample page (an h2, so the page's headings stay in order). */
export function SampleSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type SampleRow = { id: string; title: string; detail: string; trailing: ReactNode };

/** A card of records, one a row: what it is, a line of detail, and (on the right) its amount and state. */
export function SampleRowList({ rows }: { rows: readonly SampleRow[] }) {
  return (
    <Card className="p-0">
      <ul className="divide-y divide-border">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium">{row.title}</p>
              <p className="text-sm text-muted-foreground">{row.detail}</p>
            </div>
            {row.trailing}
          </li>
        ))}
      </ul>
    </Card>
  );
}
