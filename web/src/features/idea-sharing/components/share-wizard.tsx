import type { ShareResult } from '@core/ideas/share-contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useShareIdeas } from '../api/share-ideas';
import { AmberHint } from './amber-hint';
import {
  canContinue,
  continueHint,
  goBack,
  goNext,
  initialShareConfig,
  isExpiryReady,
  summaryLabel,
  toShareInput,
  type ShareIdea,
} from './share-config';
import { ShareLinks } from './share-links';
import { ShareMethodStep } from './share-method-step';
import { ShareProgress } from './share-progress';
import { ShareScopeStep } from './share-scope-step';
import { ShareSettingsStep } from './share-settings-step';

type ShareWizardProps = {
  ideas: ShareIdea[];
  /** 'Cancel' on the first step. */
  onCancel: () => void;
  /** The share was made (called once, before the links are shown or the wizard is done). */
  onShared: () => void;
  /** Finished: after a share by e-mail or with the community, or 'Done' under the links. */
  onDone: () => void;
};

/**
 * The share dialog's three steps (§2, §4). Its state lives here, so unmounting it (closing the dialog) resets
 * everything; a failed share keeps what the user entered.
 */
export function ShareWizard({ ideas, onCancel, onShared, onDone }: ShareWizardProps) {
  const t = useT();
  const [config, setConfig] = useState(() => initialShareConfig(ideas.length));
  const [links, setLinks] = useState<ShareResult['links'] | null>(null);
  const share = useShareIdeas();

  if (links) return <ShareLinks links={links} ideas={ideas} onDone={onDone} />;

  const ideaIds = ideas.map((idea) => idea.id);
  const hint = continueHint(config, ideaIds);
  const isLast = config.step === 3;
  const submit = () =>
    share.mutate(toShareInput(config, ideaIds), {
      onSuccess: (result) => {
        onShared();
        if (result.links.length > 0) setLinks(result.links);
        else onDone();
      },
    });

  return (
    <div className="space-y-5">
      <ShareProgress step={config.step} />
      {config.step === 1 && <ShareScopeStep ideas={ideas} config={config} onChange={setConfig} />}
      {config.step === 2 && <ShareMethodStep config={config} onChange={setConfig} />}
      {config.step === 3 && <ShareSettingsStep config={config} onChange={setConfig} />}
      {hint && <AmberHint>{hint}</AmberHint>}
      {isLast && (
        <div>
          <Badge variant="primary">{summaryLabel(config, ideas.length, t)}</Badge>
        </div>
      )}
      <div className="flex justify-between gap-2 border-t border-border pt-4">
        {config.step === 1 ? (
          <Button variant="outline" onClick={onCancel}>
            {t({ id: 'ideaSharing.wizard.cancel', defaultMessage: 'Cancel' })}
          </Button>
        ) : (
          <Button variant="outline" disabled={share.isPending} onClick={() => setConfig(goBack(config))}>
            {t({ id: 'ideaSharing.wizard.back', defaultMessage: 'Back' })}
          </Button>
        )}
        {isLast ? (
          <Button
            disabled={!canContinue(config, ideaIds) || !isExpiryReady(config, new Date()) || share.isPending}
            aria-busy={share.isPending}
            onClick={submit}
          >
            {share.isPending
              ? t({ id: 'ideaSharing.wizard.sharing', defaultMessage: 'Sharing...' })
              : t({ id: 'ideaSharing.wizard.shareNow', defaultMessage: 'Share Now' })}
          </Button>
        ) : (
          <Button disabled={!canContinue(config, ideaIds)} onClick={() => setConfig(goNext(config, ideaIds))}>
            {t({ id: 'ideaSharing.wizard.next', defaultMessage: 'Next' })}
          </Button>
        )}
      </div>
    </div>
  );
}
