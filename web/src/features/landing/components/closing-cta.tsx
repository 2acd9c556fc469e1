import { Rocket } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/** The last nudge at the bottom of the landing. */
export function ClosingCta({ onGetStarted }: { onGetStarted: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-muted px-6 py-10 text-center sm:px-10">
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t({ id: 'landing.closing.title', defaultMessage: 'Your next big idea deserves a home' })}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        {t({
          id: 'landing.closing.text',
          defaultMessage:
            'Join for free, keep every idea in one place and unlock the tools to take the best one from napkin to launch.',
        })}
      </p>
      <Button size="lg" className="mt-6" onClick={onGetStarted}>
        <Rocket className="size-4" aria-hidden="true" />
        {t({ id: 'landing.closing.start', defaultMessage: 'Start Building for Free' })}
      </Button>
    </section>
  );
}
