import type { PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';

type SurveyChooserProps = {
  surveys: readonly PulseSurveyView[];
  chosenId: string;
  onChoose: (id: string) => void;
  onNew: () => void;
};

/** Which survey the page shows (with more than one: a team each), and a new one. */
export function SurveyChooser({ surveys, chosenId, onChoose, onNew }: SurveyChooserProps) {
  const t = useT();
  const label = t({ id: 'pulse.chooser.label', defaultMessage: 'Survey' });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {surveys.length > 1 ? (
        <NativeSelect aria-label={label} value={chosenId} onChange={(event) => onChoose(event.target.value)}>
          {surveys.map(({ id, teamName }) => (
            <option key={id} value={id}>
              {teamName}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <span />
      )}
      <Button variant="outline" onClick={onNew}>
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'pulse.chooser.new', defaultMessage: 'New survey' })}
      </Button>
    </div>
  );
}
