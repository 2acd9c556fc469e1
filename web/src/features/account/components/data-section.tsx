import { Download } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { ImportData } from './import-data';

export const EXPORT_URL = '/api/account/export';

const messages = defineMessages({
  title: { id: 'account.data.title', defaultMessage: 'Your data' },
  description: {
    id: 'account.data.description',
    defaultMessage:
      'One JSON file with your profile, preferences, ideas (with their pages, properties, widgets, tags, comments and shares), saved tool documents and assessments. Your API key and passwords are never in it.',
  },
  export: { id: 'account.data.export', defaultMessage: 'Export my data' },
});

/** Profile → Your data: everything the user owns, in one file they can read and keep, and import again. */
export function DataSection() {
  const t = useT();
  return (
    <Card className="max-w-xl space-y-3" aria-labelledby="data-heading" role="region">
      <h2 id="data-heading" className="text-xl font-semibold">
        {t(messages.title)}
      </h2>
      <p className="text-sm text-muted-foreground">{t(messages.description)}</p>
      {/* A plain link: the browser downloads the file itself, with the session cookie. */}
      <a
        href={EXPORT_URL}
        download
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-muted',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        )}
      >
        <Download className="size-4" aria-hidden="true" />
        {t(messages.export)}
      </a>
      <ImportData />
    </Card>
  );
}
