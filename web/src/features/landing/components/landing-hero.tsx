import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** The landing's headline: what the product is, and the two ways in. */
export function LandingHero({ onGetStarted }: { onGetStarted: () => void }) {
  const t = useT();
  return (
    <section className="py-8 text-center sm:py-14">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        {t({ id: 'landing.hero.title', defaultMessage: 'Founder Toolkit' })}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl">
        {t({
          id: 'landing.hero.tagline',
          defaultMessage: 'The all-in-one platform for startup founders to ideate, validate, and grow',
        })}
      </p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Button size="lg" onClick={onGetStarted}>
          {t({ id: 'landing.hero.getStarted', defaultMessage: 'Get Started Free' })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
        <a
          href={paths.tool.getHref('idea-garage')}
          className="inline-flex h-12 items-center justify-center rounded-md border border-input bg-background px-6 text-base font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t({ id: 'landing.hero.browseIdeas', defaultMessage: 'Browse Public Ideas' })}
        </a>
      </div>
    </section>
  );
}
