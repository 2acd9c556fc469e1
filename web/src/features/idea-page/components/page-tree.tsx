import { MAIN_PAGE_ID, type IdeaPageSummary } from '@core/idea-page/page-contracts';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { ideaPageMessages } from './idea-page-messages';
import { InlineTitleInput } from './inline-title-input';
import { buildPageTree, type PageMove } from './page-tree-model';
import { PageTreeItem } from './page-tree-item';

export type PageTreeActions = {
  onAdd: (title: string, parentPageId: string | null) => void;
  onRename: (pageId: string, title: string) => void;
  onDelete: (pageId: string) => void;
  onMove: (move: PageMove) => void;
};

type PageTreeProps = PageTreeActions & {
  pages: IdeaPageSummary[];
  selectedPageId: string;
  onSelect: (pageId: string) => void;
  editable: boolean;
};

/** The left page tree: 'Main Content', then the idea's pages at any depth; editors add, rename, move and delete. */
export function PageTree({ pages, selectedPageId, onSelect, editable, ...actions }: PageTreeProps) {
  const t = useT();
  const [addingTopPage, setAddingTopPage] = useState(false);
  const tree = buildPageTree(pages);
  return (
    <nav aria-label={t({ id: 'ideaPage.pageTree.label', defaultMessage: 'Pages' })} className="space-y-1 text-sm">
      <button
        type="button"
        aria-current={selectedPageId === MAIN_PAGE_ID ? 'page' : undefined}
        onClick={() => onSelect(MAIN_PAGE_ID)}
        className={cn(
          'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left font-medium hover:bg-muted',
          selectedPageId === MAIN_PAGE_ID && 'bg-muted text-primary',
        )}
      >
        <FileText className="size-4" aria-hidden="true" /> {t(ideaPageMessages.mainContent)}
      </button>
      {tree.length > 0 && (
        <ul className="space-y-0.5">
          {tree.map((node) => (
            <PageTreeItem
              key={node.id}
              node={node}
              pages={pages}
              depth={0}
              selectedPageId={selectedPageId}
              onSelect={onSelect}
              editable={editable}
              actions={actions}
            />
          ))}
        </ul>
      )}
      {editable &&
        (addingTopPage ? (
          <InlineTitleInput
            label={t({ id: 'ideaPage.pageTree.newPageTitle', defaultMessage: 'New page title' })}
            placeholder={t(ideaPageMessages.pageTitlePlaceholder)}
            onSave={(title) => {
              actions.onAdd(title, null);
              setAddingTopPage(false);
            }}
            onCancel={() => setAddingTopPage(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => setAddingTopPage(true)}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-muted-foreground hover:bg-muted"
          >
            <Plus className="size-4" aria-hidden="true" />{' '}
            {t({ id: 'ideaPage.pageTree.addPage', defaultMessage: 'Add a page' })}
          </button>
        ))}
    </nav>
  );
}
