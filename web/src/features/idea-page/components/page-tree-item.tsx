import type { IdeaPageSummary } from '@core/idea-page/page-contracts';
import { ArrowDown, ArrowUp, IndentDecrease, IndentIncrease, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { ideaPageMessages } from './idea-page-messages';
import { InlineTitleInput } from './inline-title-input';
import type { PageTreeActions } from './page-tree';
import { keyboardMove, type PageNode } from './page-tree-model';

type PageTreeItemProps = {
  node: PageNode;
  pages: IdeaPageSummary[];
  depth: number;
  selectedPageId: string;
  onSelect: (pageId: string) => void;
  editable: boolean;
  actions: PageTreeActions;
};

const DRAG_TYPE = 'application/x-founder-toolkit-page';

/**
 * The width of a row's seven buttons (each a 0.875rem icon with 0.25rem around it), kept for them whether or not they
 * are drawn: the title never narrows under the pointer as they appear (ADR 0140).
 */
const ACTIONS_WIDTH = 'w-[9.625rem]';

const iconButton =
  'rounded p-1 text-muted-foreground hover:bg-background hover:text-foreground disabled:opacity-30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One page: select it; editors rename it inline, add a sub-page, delete it (with its sub-pages, after a
 * confirmation) and move it — by dragging (onto a page: inside it; onto its top or bottom edge: before or
 * after it) or with the buttons, the keyboard alternative, which the open page's row shows, and any row pointed at
 * or tabbed into.
 */
export function PageTreeItem({ node, pages, depth, selectedPageId, onSelect, editable, actions }: PageTreeItemProps) {
  const t = useT();
  const [mode, setMode] = useState<'view' | 'rename' | 'add'>('view');
  const [confirming, setConfirming] = useState(false);
  const renameLabel = t({ id: 'ideaPage.pageTree.rename', defaultMessage: 'Rename {title}' }, { title: node.title });
  const [dropAt, setDropAt] = useState<'before' | 'inside' | 'after' | null>(null);
  // An editor's buttons are drawn for the open page and for a row once it has been pointed at or tabbed into, not
  // for every row: seven icon buttons a row made a 200-page tree 1.3 MB of HTML to draw and hydrate. Once drawn they
  // stay (a row's buttons do not vanish under the pointer); a row that is not the open page's shows them only while
  // it is pointed at or holds the focus.
  const [reached, setReached] = useState(false);
  const selected = node.id === selectedPageId;
  const showActions = selected || reached;
  const move = (direction: Parameters<typeof keyboardMove>[2]) => keyboardMove(pages, node.id, direction);
  const moveBy = (direction: Parameters<typeof keyboardMove>[2]) => {
    const target = move(direction);
    if (target) actions.onMove(target);
  };

  const zoneOf = (event: DragEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const y = (event.clientY - box.top) / Math.max(box.height, 1);
    return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const pageId = event.dataTransfer.getData(DRAG_TYPE);
    const zone = zoneOf(event);
    setDropAt(null);
    if (!pageId || pageId === node.id) return;
    const siblings = pages
      .filter((page) => page.parentPageId === node.parentPageId && page.id !== pageId)
      .sort((a, b) => a.pageOrder - b.pageOrder);
    const at = siblings.findIndex((page) => page.id === node.id);
    if (zone === 'inside')
      actions.onMove({
        pageId,
        parentPageId: node.id,
        index: node.children.filter((child) => child.id !== pageId).length,
      });
    else actions.onMove({ pageId, parentPageId: node.parentPageId, index: zone === 'before' ? at : at + 1 });
  };

  return (
    <li>
      <div
        draggable={editable && mode === 'view'}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, node.id);
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(event) => {
          if (!editable || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
          event.preventDefault();
          setDropAt(zoneOf(event));
        }}
        onDragLeave={() => setDropAt(null)}
        onDrop={onDrop}
        onPointerEnter={() => setReached(true)}
        onFocus={() => setReached(true)}
        data-testid={`page-${node.title}`}
        className={cn(
          'group flex items-center gap-1 rounded-md pr-1 hover:bg-muted',
          selected && 'bg-muted',
          dropAt === 'inside' && 'ring-2 ring-primary',
          dropAt === 'before' && 'border-t-2 border-primary',
          dropAt === 'after' && 'border-b-2 border-primary',
        )}
        style={{ paddingLeft: `${0.5 + depth * 1}rem` }}
      >
        {mode === 'rename' ? (
          <InlineTitleInput
            label={renameLabel}
            initial={node.title}
            onSave={(title) => {
              actions.onRename(node.id, title);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : (
          <button
            type="button"
            aria-current={selected ? 'page' : undefined}
            onClick={() => onSelect(node.id)}
            onDoubleClick={() => editable && setMode('rename')}
            className={cn('min-w-0 flex-1 truncate py-1.5 text-left', selected && 'font-medium text-primary')}
          >
            {node.title}
          </button>
        )}
        {editable && mode === 'view' && (
          <div
            className={cn(
              'flex shrink-0 opacity-60 group-focus-within:opacity-100 group-hover:opacity-100',
              ACTIONS_WIDTH,
              !selected && 'invisible group-focus-within:visible group-hover:visible',
            )}
          >
            {showActions && (
              <>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.addSubPage', defaultMessage: 'Add a sub-page to {title}' },
                    { title: node.title },
                  )}
                  onClick={() => setMode('add')}
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                </button>
                <button type="button" className={iconButton} aria-label={renameLabel} onClick={() => setMode('rename')}>
                  <Pencil className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.moveUp', defaultMessage: 'Move {title} up' },
                    { title: node.title },
                  )}
                  disabled={!move('up')}
                  onClick={() => moveBy('up')}
                >
                  <ArrowUp className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.moveDown', defaultMessage: 'Move {title} down' },
                    { title: node.title },
                  )}
                  disabled={!move('down')}
                  onClick={() => moveBy('down')}
                >
                  <ArrowDown className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.indent', defaultMessage: 'Move {title} into the page above' },
                    { title: node.title },
                  )}
                  disabled={!move('indent')}
                  onClick={() => moveBy('indent')}
                >
                  <IndentIncrease className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.outdent', defaultMessage: 'Move {title} out of its parent' },
                    { title: node.title },
                  )}
                  disabled={!move('outdent')}
                  onClick={() => moveBy('outdent')}
                >
                  <IndentDecrease className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'hover:text-destructive')}
                  aria-label={t(
                    { id: 'ideaPage.pageTree.delete', defaultMessage: 'Delete {title}' },
                    { title: node.title },
                  )}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        )}
      </div>
      {(node.children.length > 0 || mode === 'add') && (
        <ul className="space-y-0.5">
          {node.children.map((child) => (
            <PageTreeItem
              key={child.id}
              node={child}
              pages={pages}
              depth={depth + 1}
              selectedPageId={selectedPageId}
              onSelect={onSelect}
              editable={editable}
              actions={actions}
            />
          ))}
          {mode === 'add' && (
            <li style={{ paddingLeft: `${1.5 + depth * 1}rem` }}>
              <InlineTitleInput
                label={t(
                  { id: 'ideaPage.pageTree.newSubPage', defaultMessage: 'New sub-page of {title}' },
                  { title: node.title },
                )}
                placeholder={t(ideaPageMessages.pageTitlePlaceholder)}
                onSave={(title) => {
                  actions.onAdd(title, node.id);
                  setMode('view');
                }}
                onCancel={() => setMode('view')}
              />
            </li>
          )}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t({ id: 'ideaPage.pageTree.deleteTitle', defaultMessage: 'Delete "{title}"?' }, { title: node.title })}
        description={
          node.children.length > 0
            ? t({
                id: 'ideaPage.pageTree.deleteWithSubPages',
                defaultMessage: 'Its sub-pages will be deleted with it. This cannot be undone.',
              })
            : t({ id: 'ideaPage.pageTree.deleteCannotUndo', defaultMessage: 'This cannot be undone.' })
        }
        confirmLabel={t({ id: 'ideaPage.pageTree.deleteConfirm', defaultMessage: 'Delete page' })}
        onConfirm={() => {
          actions.onDelete(node.id);
          setConfirming(false);
        }}
      />
    </li>
  );
}
