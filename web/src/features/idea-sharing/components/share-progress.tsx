import { SHARE_STEP_TITLES, type ShareStep } from './share-config';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n/use-t';

/** 'Step n of 3' with a bar (role progressbar, 1–3) and the step's title as a heading. */
export function ShareProgress({ step }: { step: ShareStep }) {
  const t = useT();
  const title = t(SHARE_STEP_TITLES[step]);
  const total = Object.keys(SHARE_STEP_TITLES).length;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <span className="text-xs text-muted-foreground">
          {t({ id: 'ideaSharing.progress.step', defaultMessage: 'Step {step} of {total}' }, { step, total })}
        </span>
      </div>
      <ProgressBar
        label={t({ id: 'ideaSharing.progress.label', defaultMessage: 'Share progress' })}
        value={step}
        min={1}
        max={total}
        valueText={t(
          { id: 'ideaSharing.progress.valueText', defaultMessage: 'Step {step} of {total}: {title}' },
          { step, total, title },
        )}
        className="h-1.5"
      />
    </div>
  );
}
