import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { useNameList } from '../hooks/use-name-list';
import { AiNames } from './ai-names';
import { GeneratedNames } from './generated-names';
import { KeptNames } from './kept-names';
import { NameRequestForm } from './name-request-form';
import { SavedLists } from './saved-lists';

/**
 * The /tool/brand-name-suggester page: names generated from the founder's keywords in four categories, each
 * domain checked with its registry on demand; the names liked or saved kept in named lists; a name sent to the
 * Domain Tracker.
 */
export function BrandNameSuggester() {
  const t = useT();
  const { toolName } = useToolText();
  const list = useNameList();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      {/* Without Auto save, or while the list cannot save by itself (no name, a failed save), leaving asks first. */}
      <UnsavedChangesGuard when={list.isAtRisk} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{toolName('brand-name-suggester')}</h1>
        <p className="mt-2 text-muted-foreground">
          {t({ id: 'brandNameSuggester.page.description', defaultMessage: 'Describe your business and get brand name ideas with matching domains.' })}
        </p>
      </header>
      <SavedLists list={list} />
      <NameRequestForm list={list} />
      <GeneratedNames list={list} />
      <AiNames list={list} />
      <KeptNames list={list} />
    </div>
  );
}
