import { brandNameListDocuments } from '@core/tools/brand-name-suggester/brand-name-lists';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { NameList } from '../hooks/use-name-list';

/** The list's name and how it is saved (by itself, or with Save), and the user's saved lists: open, delete. */
export function SavedLists({ list }: { list: NameList }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'name', (count) =>
      t(
        { id: 'brandNameSuggester.lists.nameCount', defaultMessage: '{count, plural, one {# name} other {# names}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={brandNameListDocuments}
      actions={list}
      openId={list.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'brandNameSuggester.lists.title', defaultMessage: 'Saved name lists' }),
        listLabel: t({ id: 'brandNameSuggester.lists.listLabel', defaultMessage: 'Saved name lists' }),
        empty: t({
          id: 'brandNameSuggester.lists.empty',
          defaultMessage: 'No saved name lists yet. A list you work on saves itself here.',
        }),
        loadError: t({
          id: 'brandNameSuggester.lists.loadError',
          defaultMessage: 'Could not load your saved name lists.',
        }),
        deleteTitle: t({ id: 'brandNameSuggester.lists.deleteTitle', defaultMessage: 'Delete name list?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'brandNameSuggester.lists.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
