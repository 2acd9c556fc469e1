import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { validationBoardDocuments } from '@core/tools/validation-agent/validation-boards';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { BoardDocument } from '../hooks/use-board-document';

/** The board's name and how it is saved, and the user's saved boards. */
export function SavedBoards({ board }: { board: BoardDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'assumption', (count) =>
      t(
        {
          id: 'validationAgent.boards.count',
          defaultMessage: '{count, plural, one {# assumption} other {# assumptions}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={validationBoardDocuments}
      actions={board}
      openId={board.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'validationAgent.boards.title', defaultMessage: 'Saved boards' }),
        listLabel: t({ id: 'validationAgent.boards.listLabel', defaultMessage: 'Saved boards' }),
        empty: t({
          id: 'validationAgent.boards.empty',
          defaultMessage: 'No saved boards yet. A board you work on saves itself here.',
        }),
        loadError: t({ id: 'validationAgent.boards.loadError', defaultMessage: 'Could not load your saved boards.' }),
        deleteTitle: t({ id: 'validationAgent.boards.deleteTitle', defaultMessage: 'Delete board?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'validationAgent.boards.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
