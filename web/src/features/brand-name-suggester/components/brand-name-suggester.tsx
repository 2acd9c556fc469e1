import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
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
  const list = useNameList();

  return (
    <ToolPage
      toolId="brand-name-suggester"
      description={t({
        id: 'brandNameSuggester.page.description',
        defaultMessage: 'Describe your business and get brand name ideas with matching domains.',
      })}
      width="5xl"
      document={list}
      saved={<SavedLists list={list} />}
    >
      <NameRequestForm list={list} />
      <GeneratedNames list={list} />
      <AiNames list={list} />
      <KeptNames list={list} />
    </ToolPage>
  );
}
