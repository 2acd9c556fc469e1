import { ToolPage } from '@/components/tool-page';
import { IdeaSelect } from '@/components/idea-select';
import { SectionCard } from '@/components/section-card';
import { useGarageIdeas } from '@/lib/garage-ideas';
import { useT } from '@/lib/i18n/use-t';
import { useBoardDocument } from '../hooks/use-board-document';
import { AssumptionsSection } from './assumptions-section';
import { SavedBoards } from './saved-boards';
import { WriteToIdea } from './write-to-idea';

/**
 * The /tool/validation-agent page: an idea from the Idea Garage, its riskiest assumptions each with an experiment,
 * how the board stands, and its result written back to the idea's Validation/GTM; saved as named boards.
 */
export function ValidationAgent() {
  const t = useT();
  const board = useBoardDocument();
  const garage = useGarageIdeas();
  const { idea } = board.board;
  const listed = idea ? garage.ideas.find((candidate) => candidate.id === idea.id) : undefined;

  return (
    <ToolPage
      toolId="validation-agent"
      description={t({
        id: 'validationAgent.page.description',
        defaultMessage:
          'Find the assumptions your idea rests on, test the riskiest first, and write what you learnt back to the idea.',
      })}
      width="5xl"
      document={board}
      saved={<SavedBoards board={board} />}
    >
      <SectionCard title={t({ id: 'validationAgent.idea.title', defaultMessage: 'Idea' })}>
        <IdeaSelect
          label={t({ id: 'validationAgent.idea.label', defaultMessage: 'Idea to validate' })}
          noneLabel={t({ id: 'validationAgent.idea.none', defaultMessage: 'Choose an idea' })}
          garage={garage}
          value={idea}
          onChange={board.pickIdea}
        />
      </SectionCard>
      <AssumptionsSection board={board} />
      <SectionCard title={t({ id: 'validationAgent.write.title', defaultMessage: 'Write to idea' })}>
        {!idea && (
          <p className="text-sm text-muted-foreground">
            {t({
              id: 'validationAgent.write.noIdea',
              defaultMessage: "Choose an idea to write the board's result to it.",
            })}
          </p>
        )}
        {idea && listed && <WriteToIdea idea={listed} assumptions={board.board.assumptions} />}
        {idea && !listed && !garage.isPending && !garage.isError && !garage.hasMore && (
          <p className="text-sm text-muted-foreground">
            {t({
              id: 'validationAgent.write.notListed',
              defaultMessage: 'This idea is no longer in your Idea Garage.',
            })}
          </p>
        )}
        {idea && !listed && !garage.isPending && garage.hasMore && (
          <p className="text-sm text-muted-foreground">
            {t({ id: 'validationAgent.write.findIt', defaultMessage: 'Show more ideas to find this one.' })}
          </p>
        )}
      </SectionCard>
    </ToolPage>
  );
}
