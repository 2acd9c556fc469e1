import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useJournalDocument } from '../hooks/use-journal-document';
import { BreathingExercise } from './breathing-exercise';
import { HelplinesSection } from './helplines-section';
import { JournalSection } from './journal-section';
import { SavedJournals } from './saved-journals';

/**
 * The /tool/mental-health-support page (ADR 0108): a private check-in and journal, a guided breathing exercise, and
 * helplines to talk to someone now — with the plain note that this is not medical advice.
 */
export function MentalHealthSupport() {
  const t = useT();
  const journal = useJournalDocument();
  return (
    <ToolPage
      toolId="mental-health-support"
      description={t({
        id: 'mentalHealth.page.description',
        defaultMessage: 'Check in with yourself, take a few calm breaths, and know who to call when it gets heavy.',
      })}
      headerExtras={
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t({
            id: 'mentalHealth.page.notAdvice',
            defaultMessage:
              'This is not medical advice and no substitute for a doctor or therapist. If you are in danger now, call your local emergency number or one of the helplines below.',
          })}
        </p>
      }
      width="5xl"
      document={journal}
      saved={<SavedJournals journal={journal} />}
    >
      <JournalSection journal={journal} />
      <BreathingExercise />
      <HelplinesSection />
    </ToolPage>
  );
}
