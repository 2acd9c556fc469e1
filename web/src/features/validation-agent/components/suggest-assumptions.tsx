import { draftedAssumptions } from '@core/tools/validation-agent/drafted-assumptions';
import { useState } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import type { BoardDocument } from '../hooks/use-board-document';

/**
 * 'Suggest assumptions and experiments' for the chosen idea: the AI's plan added to the board as drafts (new, not
 * started, marked AI draft), as many as the board has room for; it says how many were added, or why none.
 */
export function SuggestAssumptions({ board }: { board: BoardDocument }) {
  const t = useT();
  const [told, setTold] = useState<string | null>(null);
  const { idea } = board.board;
  return (
    <div className="space-y-2">
      <AiDraftAction
        label={t({ id: 'validationAgent.ai.suggest', defaultMessage: 'Suggest assumptions and experiments' })}
        request={() => {
          setTold(null);
          return idea ? { task: 'validation-plan', input: { ideaId: idea.id } } : null;
        }}
        needs={
          idea
            ? null
            : {
                message: t({
                  id: 'validationAgent.ai.chooseIdea',
                  defaultMessage: 'Choose an idea first: the AI drafts from its title, description and why now.',
                }),
                goToField: () => goToField(t({ id: 'validationAgent.idea.label', defaultMessage: 'Idea to validate' })),
              }
        }
        onDrafted={(draft) => {
          const drafted = draftedAssumptions(draft.text);
          const added = board.addDrafted(drafted);
          if (drafted.length === 0)
            setTold(
              t({
                id: 'validationAgent.ai.none',
                defaultMessage: 'The AI’s answer held no assumptions that could be used. Try again.',
              }),
            );
          else if (added === 0)
            setTold(
              t({
                id: 'validationAgent.ai.full',
                defaultMessage: 'The board is full. Remove an assumption to make room for the AI’s.',
              }),
            );
          else
            setTold(
              t(
                {
                  id: 'validationAgent.ai.added',
                  defaultMessage: '{count, plural, one {# assumption} other {# assumptions}} added to the board.',
                },
                { count: added },
              ),
            );
        }}
      />
      {told && <p className="text-sm text-muted-foreground">{told}</p>}
    </div>
  );
}
