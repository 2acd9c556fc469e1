import { Download } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ImportData } from './import-data';

export const EXPORT_URL = '/api/account/export';

/** Profile → Your data: everything the user owns, in one file they can read and keep, and import again. */
export function DataSection() {
  return (
    <Card className="max-w-xl space-y-3" aria-labelledby="data-heading" role="region">
      <h2 id="data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="text-sm text-muted-foreground">
        One JSON file with your profile, preferences, ideas (with their pages, properties, widgets, tags, comments and
        shares), saved tool documents and assessments. Your API key and passwords are never in it.
      </p>
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
        Export my data
      </a>
      <ImportData />
    </Card>
  );
}
