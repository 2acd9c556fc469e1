import { MAIN_PAGE_ID, type IdeaPageView } from '@core/idea-page/page-contracts';
import { useEffect, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useIdeaPageActions } from '../hooks/use-idea-page-actions';
import { MainProperties } from './main-properties';
import { IdeaTitle } from './idea-title';
import { ideaPageMessages } from './idea-page-messages';
import { PageContentEditor, type ContentQuery } from './page-content-editor';
import { PageTree } from './page-tree';

export type IdeaPageProps = {
  view: IdeaPageView;
  pageId: string;
  onSelectPage: (pageId: string) => void;
  /** A shared link reads page content through its own route. */
  contentQueryFor?: (pageId: string) => ContentQuery;
  /** A shared link's token for the live document (ADR 0113): its own token and unlock key; read-only. */
  collabToken?: string;
  /** A link that shares only some pages: no Main Content (nor its properties and widgets). */
  scopedToPages?: boolean;
  /** The Main Content's custom properties and widgets, each its own feature (composed in app/). */
  customProperties: ReactNode;
  widgets: ReactNode;
};

/**
 * The Notion-like idea page: the page tree on the left; on the right the Main Content (title, properties,
 * custom properties, rich content, widgets) or a sub-page's content. Editors change everything in place;
 * viewers and commenters see it read-only (the server refuses their writes whatever this page shows).
 */
export function IdeaPage({
  view,
  pageId,
  onSelectPage,
  contentQueryFor,
  collabToken,
  scopedToPages = false,
  customProperties,
  widgets,
}: IdeaPageProps) {
  const t = useT();
  const { idea, pages } = view;
  const editable = idea.permissions.canEdit;
  const actions = useIdeaPageActions(idea.id, onSelectPage);
  const page = pages.find((candidate) => candidate.id === pageId);
  const shownPageId = page ? page.id : MAIN_PAGE_ID;
  // A page that is gone (deleted here, with its parent, or by another editor) leaves the address too.
  const isGone = pageId !== MAIN_PAGE_ID && !page;
  useEffect(() => {
    if (isGone) onSelectPage(MAIN_PAGE_ID);
  }, [isGone, onSelectPage]);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="lg:border-r lg:border-border lg:pr-4">
        <PageTree
          pages={pages}
          selectedPageId={shownPageId}
          onSelect={onSelectPage}
          editable={editable}
          {...actions.tree}
        />
      </aside>
      <div className="min-w-0 space-y-8">
        <IdeaTitle title={idea.title} editable={editable} onSave={(title) => actions.updateIdea({ title })} />
        {scopedToPages && !page ? (
          <p className="text-muted-foreground">
            {t({
              id: 'ideaPage.page.scopedToPages',
              defaultMessage: 'This link shares only some pages of the idea. Choose one on the left.',
            })}
          </p>
        ) : page ? (
          <>
            <h2 className="text-xl font-semibold">{page.title}</h2>
            <PageContentEditor
              key={page.id}
              ideaId={idea.id}
              pageId={page.id}
              pageTitle={page.title}
              editable={editable}
              contentQuery={contentQueryFor?.(page.id)}
              collabToken={collabToken}
            />
          </>
        ) : (
          <>
            <MainProperties idea={idea} editable={editable} onSave={actions.updateIdea} />
            <section aria-labelledby="custom-properties" className="space-y-3">
              <h2 id="custom-properties" className="text-lg font-semibold">
                {t({ id: 'ideaPage.page.customPropertiesHeading', defaultMessage: 'Custom properties' })}
              </h2>
              {customProperties}
            </section>
            <PageContentEditor
              key={MAIN_PAGE_ID}
              ideaId={idea.id}
              pageId={MAIN_PAGE_ID}
              pageTitle={t(ideaPageMessages.mainContent)}
              editable={editable}
              contentQuery={contentQueryFor?.(MAIN_PAGE_ID)}
              collabToken={collabToken}
            />
            <section aria-labelledby="widgets" className="space-y-3">
              <h2 id="widgets" className="text-lg font-semibold">
                {t({ id: 'ideaPage.page.widgetsHeading', defaultMessage: 'Widgets' })}
              </h2>
              {widgets}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
