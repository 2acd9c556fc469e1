import { ToolPage } from '@/components/tool-page';
import { IdeaSelect } from '@/components/idea-select';
import { SectionCard } from '@/components/section-card';
import { useGarageIdeas } from '@/lib/garage-ideas';
import { useT } from '@/lib/i18n/use-t';
import { useResearchDocument } from '../hooks/use-research-document';
import { InsightsSection } from './insights-section';
import { InterviewGuide } from './interview-guide';
import { InterviewsSection } from './interviews-section';
import { SavedResearchPlans } from './saved-research-plans';
import { SynthesisSection } from './synthesis-section';

/**
 * The /tool/user-research-bot page: an interview guide of questions about past behaviour, the interviews' notes,
 * quotes highlighted and tagged, a synthesis by tag and the founder's insights; saved as named research plans,
 * optionally about an idea from the Idea Garage.
 */
export function UserResearchBot() {
  const t = useT();
  const research = useResearchDocument();
  const garage = useGarageIdeas();
  return (
    <ToolPage
      toolId="user-research-bot"
      description={t({
        id: 'userResearchBot.page.description',
        defaultMessage:
          'Prepare your interviews, take notes, highlight what people said and see the patterns across interviews.',
      })}
      width="5xl"
      document={research}
      saved={<SavedResearchPlans research={research} />}
    >
      <SectionCard title={t({ id: 'userResearchBot.idea.title', defaultMessage: 'Idea' })}>
        <IdeaSelect
          label={t({ id: 'userResearchBot.idea.label', defaultMessage: 'Idea researched (optional)' })}
          noneLabel={t({ id: 'userResearchBot.idea.none', defaultMessage: 'No idea' })}
          garage={garage}
          value={research.plan.idea}
          onChange={(idea) => research.change(() => ({ idea }))}
        />
      </SectionCard>
      <InterviewGuide research={research} />
      <InterviewsSection research={research} />
      <SynthesisSection research={research} />
      <InsightsSection research={research} />
    </ToolPage>
  );
}
