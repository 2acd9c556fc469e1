import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** The app's mark (and with `withName` its name), leading to the dashboard: the sidebar's and the phone header's. */
export function BrandLink({ withName }: { withName: boolean }) {
  const t = useT();
  return (
    <Link
      to={paths.dashboard.getHref()}
      aria-label={t({ id: 'shell.sidebar.dashboardLink', defaultMessage: 'Founder Toolkit dashboard' })}
      className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      {withName && <span>{t({ id: 'shell.sidebar.brand', defaultMessage: 'Founder Toolkit' })}</span>}
    </Link>
  );
}
