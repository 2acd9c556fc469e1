import { ArrowLeft, House, Lightbulb, Link2Off, Mail } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

const request = defineMessages({
  subject: { id: 'shell.expiredLink.request.subject', defaultMessage: 'Request for a new Founder Toolkit link' },
  greeting: { id: 'shell.expiredLink.request.greeting', defaultMessage: 'Hi,' },
  problem: {
    id: 'shell.expiredLink.request.problem',
    defaultMessage:
      'I tried to open the Founder Toolkit link you shared with me, but it is no longer valid or has expired.',
  },
  ask: { id: 'shell.expiredLink.request.ask', defaultMessage: 'Could you please send me a new one?' },
  thanks: { id: 'shell.expiredLink.request.thanks', defaultMessage: 'Thank you!' },
});

/** A mail draft to whoever shared the link: they fill in the recipient, the rest is written for them (in the page's language). */
function newLinkRequestHref(t: ReturnType<typeof useT>): string {
  const body = [t(request.greeting), '', t(request.problem), t(request.ask), '', t(request.thanks)].join('\n');
  return `mailto:?subject=${encodeURIComponent(t(request.subject))}&body=${encodeURIComponent(body)}`;
}

const actionClass = cn(
  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
);
const primaryClass = cn(actionClass, 'bg-primary text-primary-foreground hover:opacity-90');
const outlineClass = cn(actionClass, 'border border-input bg-background hover:bg-muted');

/** Where an expired or revoked shared link lands: what happened, and four ways on. */
export function ExpiredLinkRoute() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this tab), there is nothing to go back to: go home instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.home.getHref()) : navigate(-1));

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          <Link2Off className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">
          {t({ id: 'shell.expiredLink.title', defaultMessage: 'Link Expired' })}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {t({
            id: 'shell.expiredLink.description',
            defaultMessage: 'This shared link is no longer valid or has expired',
          })}
        </p>
        <div className="mt-8 space-y-3">
          <a href={newLinkRequestHref(t)} className={primaryClass}>
            <Mail className="size-4" aria-hidden="true" />
            {t({ id: 'shell.expiredLink.askSender', defaultMessage: 'Ask sender for a new link' })}
          </a>
          <Link to={paths.tool.getHref('idea-garage')} className={outlineClass}>
            <Lightbulb className="size-4" aria-hidden="true" />
            {t({ id: 'shell.expiredLink.browseIdeas', defaultMessage: 'Browse public ideas instead' })}
          </Link>
          <Link to={paths.home.getHref()} className={outlineClass}>
            <House className="size-4" aria-hidden="true" />
            {t({ id: 'shell.expiredLink.home', defaultMessage: 'Go to homepage' })}
          </Link>
          <Button variant="ghost" className="w-full" onClick={goBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t({ id: 'shell.expiredLink.back', defaultMessage: 'Go back' })}
          </Button>
        </div>
      </Card>
    </main>
  );
}
