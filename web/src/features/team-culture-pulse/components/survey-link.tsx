import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { paths } from '@/config/paths';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useNewPulseLink } from '../api/new-pulse-link';

/** The anonymous link's address for a token (from an event handler: it reads the page's origin). */
export const pulseLinkUrl = (token: string) => `${window.location.origin}${paths.pulse.getHref(token)}`;

type SurveyLinkProps = {
  surveyId: string;
  hasLink: boolean;
  /** The link just made, shown this once (only its hash is kept). */
  freshUrl: string | null;
  onLinkMade: (url: string) => void;
};

/**
 * The survey's anonymous link: shown once, as it is made, to copy and share; after that the page can only say that
 * it works and make a new one, which stops the old one.
 */
export function SurveyLink({ surveyId, hasLink, freshUrl, onLinkMade }: SurveyLinkProps) {
  const t = useT();
  const messageOf = useMessageOf();
  const newLink = useNewPulseLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const make = () =>
    newLink.mutate(surveyId, {
      onSuccess: ({ token }) => {
        setIsConfirming(false);
        onLinkMade(pulseLinkUrl(token));
      },
      onError: (error) =>
        toast.error(messageOf(error, t({ id: 'pulse.link.failed', defaultMessage: 'A new link could not be made.' }))),
    });
  const label = t({ id: 'pulse.link.make', defaultMessage: 'Make a new link' });
  return (
    <div className="space-y-2">
      {freshUrl ? (
        <>
          <p className="text-sm">
            {t({
              id: 'pulse.link.fresh',
              defaultMessage:
                'Share this anonymous link with your team. It is shown only now: copy it before you leave the page.',
            })}
          </p>
          <CopyLinkField
            url={freshUrl}
            label={t({ id: 'pulse.link.label', defaultMessage: 'Anonymous survey link' })}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {hasLink
            ? t({
                id: 'pulse.link.works',
                defaultMessage:
                  'Your team’s link works. It was shown once, when it was made; if you lost it, make a new one (the old one stops working).',
              })
            : t({ id: 'pulse.link.none', defaultMessage: 'No link works yet: make one to share with your team.' })}
        </p>
      )}
      <Button variant="outline" disabled={newLink.isPending} onClick={() => (hasLink ? setIsConfirming(true) : make())}>
        {label}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t({ id: 'pulse.link.confirmTitle', defaultMessage: 'Make a new link?' })}
        description={t({
          id: 'pulse.link.confirmDescription',
          defaultMessage: 'The current link stops working: anyone who has it can no longer answer.',
        })}
        confirmLabel={label}
        isPending={newLink.isPending}
        onConfirm={make}
      />
    </div>
  );
}
