import { SHARE_STEP_TITLES, type ShareStep } from './share-config';
import { ProgressBar } from '@/components/ui/progress-bar';

/** 'Step n of 3' with a bar (role progressbar, 1–3) and the step's title as a heading. */
export function ShareProgress({ step }: { step: ShareStep }) {
  const title = SHARE_STEP_TITLES[step - 1];
  const total = SHARE_STEP_TITLES.length;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <span className="text-xs text-muted-foreground">
          Step {step} of {total}
        </span>
      </div>
      <ProgressBar label="Share progress" value={step} min={1} max={total} valueText={`Step ${step} of ${total}: ${title}`} className="h-1.5" />
    </div>
  );
}
