import { BRAND_LIMITS } from '@core/tools/brand-name-suggester/brand-name-request';
import { brandNameListDocuments } from '@core/tools/brand-name-suggester/brand-name-lists';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { NameList } from '../hooks/use-name-list';
import { SectionCard } from '@/components/section-card';

/** The API's summary ('3 names', in English) as a count. */
const nameCount = (summary: string) => Number(/^(\d+) names?$/.exec(summary)?.[1] ?? Number.NaN);

/** The list's name and how it is saved (by itself, or with Save), and the user's saved lists: open, delete. */
export function SavedLists({ list }: { list: NameList }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const count = nameCount(summary);
    return Number.isNaN(count) ? summary : t({ id: 'brandNameSuggester.lists.nameCount', defaultMessage: '{count, plural, one {# name} other {# names}}' }, { count });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    list.submit();
  };

  return (
    <SectionCard title={t({ id: 'brandNameSuggester.lists.title', defaultMessage: 'Saved name lists' })} aside={<DocumentSaveStatus state={list.saveState} />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField
            label={t({ id: 'brandNameSuggester.lists.name', defaultMessage: 'List name' })}
            value={list.name}
            maxLength={BRAND_LIMITS.listName}
            error={list.nameError ?? undefined}
            onChange={(event) => list.setName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* With Auto save, Save is there only to try again at once after a save failed. */}
          {(!list.isAuto || list.saveState === 'notSaved') && (
            <Button type="submit" disabled={list.isSaving || !list.isDirty} aria-busy={list.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {t({ id: 'brandNameSuggester.lists.save', defaultMessage: 'Save' })}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => list.replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {t({ id: 'brandNameSuggester.lists.new', defaultMessage: 'New list' })}
          </Button>
        </div>
      </form>
      <FormAlert message={list.formError} />
      <SavedDocumentList
        kind={brandNameListDocuments}
        actions={list}
        openId={list.openId}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'brandNameSuggester.lists.listLabel', defaultMessage: 'Saved name lists' }),
          empty: t({ id: 'brandNameSuggester.lists.empty', defaultMessage: 'No saved name lists yet. Generate names to start one.' }),
          loadError: t({ id: 'brandNameSuggester.lists.loadError', defaultMessage: 'Could not load your saved name lists.' }),
          deleteTitle: t({ id: 'brandNameSuggester.lists.deleteTitle', defaultMessage: 'Delete name list?' }),
          deleteDescription: (name) => t({ id: 'brandNameSuggester.lists.deleteDescription', defaultMessage: "''{name}'' will be deleted. This cannot be undone." }, { name }),
        }}
      />
    </SectionCard>
  );
}
