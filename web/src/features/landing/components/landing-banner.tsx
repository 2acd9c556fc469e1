import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

export type LandingBannerProps = ({ variant: 'general' } | { variant: 'shared-link'; sharerName: string }) & {
  /** Whether the visitor may close the banner; true unless said otherwise. */
  isDismissible?: boolean;
  className?: string;
};

/** The banner at the top of a public page: a general welcome, or who shared the link being viewed. */
export function LandingBanner({ isDismissible = true, className, ...content }: LandingBannerProps) {
  const t = useT();
  const [isDismissed, setIsDismissed] = useState(false);
  const titleId = useId();
  if (isDismissed) return null;

  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/10 px-4 py-3', className)}
    >
      <div className="min-w-0 flex-1 text-sm">
        {content.variant === 'general' ? (
          <>
            <p id={titleId} className="font-semibold">
              {t({ id: 'landing.banner.welcome', defaultMessage: 'Welcome to Founder Toolkit!' })}
            </p>
            <p className="mt-0.5 text-muted-foreground">
              {t({
                id: 'landing.banner.join',
                defaultMessage: 'Join thousands of founders organizing and sharing their ideas',
              })}
            </p>
          </>
        ) : (
          <p id={titleId}>
            {t(
              {
                id: 'landing.banner.sharedLink',
                defaultMessage:
                  "You''re viewing this via a shared link from {sharerName}. Sign in to comment, add ideas, or explore more features",
              },
              { sharerName: content.sharerName },
            )}
          </p>
        )}
      </div>
      {isDismissible && (
        <button
          type="button"
          aria-label={t({ id: 'landing.banner.dismiss', defaultMessage: 'Dismiss banner' })}
          onClick={() => setIsDismissed(true)}
          className="-m-1 shrink-0 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
