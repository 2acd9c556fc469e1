import { contactListDocuments } from '@core/tools/personal-crm/contact-lists';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { ContactListDocument } from '../hooks/use-contact-list-document';

/** The founder's saved contact lists: open, delete. */
export function SavedContactLists({ list }: { list: ContactListDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'contact', (count) =>
      t(
        { id: 'personalCrm.lists.contactCount', defaultMessage: '{count, plural, one {# contact} other {# contacts}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={contactListDocuments}
      actions={list}
      openId={list.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'personalCrm.lists.title', defaultMessage: 'Saved contact lists' }),
        listLabel: t({ id: 'personalCrm.lists.listLabel', defaultMessage: 'Saved contact lists' }),
        empty: t({
          id: 'personalCrm.lists.empty',
          defaultMessage: 'No saved contact lists yet. A list you work on saves itself here.',
        }),
        loadError: t({ id: 'personalCrm.lists.loadError', defaultMessage: 'Could not load your saved contact lists.' }),
        deleteTitle: t({ id: 'personalCrm.lists.deleteTitle', defaultMessage: 'Delete contact list?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'personalCrm.lists.deleteDescription',
              defaultMessage: "''{name}'' and every contact in it will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
