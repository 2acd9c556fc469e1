import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { useCreatePulseSurvey } from '../api/create-pulse-survey';
import { usePulseSurveys } from '../api/get-pulse-surveys';
import { useStarterQuestions } from '../hooks/starter-questions';
import { PulseResultsSection } from './pulse-results-section';
import { pulseLinkUrl } from './survey-link';
import { SurveyChooser } from './survey-chooser';
import { SurveyEditor } from './survey-editor';
import { SurveyForm } from './survey-form';
import { SurveyOverview } from './survey-overview';

/**
 * The Team Culture Pulse (ADR 0107): the founder writes a short survey — an eNPS question and agreement questions —,
 * shares an anonymous link, and reads each round's eNPS and averages once at least 3 people answered it.
 */
export function TeamCulturePulse() {
  const t = useT();
  const surveys = usePulseSurveys();
  const create = useCreatePulseSurvey();
  const starterQuestions = useStarterQuestions();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [mode, setMode] = useState<'new' | 'edit' | null>(null);
  const [freshLink, setFreshLink] = useState<{ surveyId: string; url: string } | null>(null);
  const list = surveys.data ?? [];
  const survey = list.find(({ id }) => id === chosenId) ?? list.at(-1) ?? null;

  const newForm = (
    <SectionCard title={t({ id: 'pulse.page.newSurvey', defaultMessage: 'New pulse survey' })}>
      <SurveyForm
        initial={{ teamName: '', questions: starterQuestions() }}
        submitLabel={t({ id: 'pulse.page.create', defaultMessage: 'Create survey and link' })}
        isPending={create.isPending}
        onCancel={list.length > 0 ? () => setMode(null) : undefined}
        onSubmit={async (input) => {
          const { survey: made, token } = await create.mutateAsync(input);
          setChosenId(made.id);
          setFreshLink({ surveyId: made.id, url: pulseLinkUrl(token) });
          setMode(null);
        }}
      />
    </SectionCard>
  );

  return (
    <ToolPage
      toolId="team-culture-pulse"
      description={t({
        id: 'pulse.page.description',
        defaultMessage:
          'Ask your team how they feel with a short anonymous survey: an eNPS question and a few agreement questions, answered by link without an account. Results show once at least 3 people answered a round.',
      })}
      width="4xl"
    >
      {surveys.isPending ? (
        <Skeleton className="h-64" />
      ) : surveys.isError ? (
        <p role="alert" className="text-destructive">
          {t({
            id: 'pulse.page.loadFailed',
            defaultMessage: 'Your surveys could not be loaded. Please reload the page.',
          })}
        </p>
      ) : mode === 'new' ? (
        newForm
      ) : !survey ? (
        <EmptyState
          title={t({ id: 'pulse.page.emptyTitle', defaultMessage: 'No pulse survey yet' })}
          description={t({
            id: 'pulse.page.emptyDescription',
            defaultMessage:
              'Start from seven suggested questions, edit them, and share one anonymous link with your team.',
          })}
          actions={[
            {
              label: t({ id: 'pulse.page.start', defaultMessage: 'Create a pulse survey' }),
              onClick: () => setMode('new'),
            },
          ]}
        />
      ) : (
        <>
          <SurveyChooser surveys={list} chosenId={survey.id} onChoose={setChosenId} onNew={() => setMode('new')} />
          {mode === 'edit' ? (
            <SurveyEditor key={survey.id} survey={survey} onDone={() => setMode(null)} />
          ) : (
            <SurveyOverview
              survey={survey}
              freshUrl={freshLink?.surveyId === survey.id ? freshLink.url : null}
              onLinkMade={(url) => setFreshLink({ surveyId: survey.id, url })}
              onEdit={() => setMode('edit')}
            />
          )}
          <PulseResultsSection survey={survey} />
        </>
      )}
    </ToolPage>
  );
}
