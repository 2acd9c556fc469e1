import { canSeePage, MAIN_PAGE_ID, type Access } from '@core/ideas/access';
import type { IdeaPageView } from '@core/idea-page/page-contracts';
import type { FirstIdeaPage } from '@core/pages/first-data';
import type { IdeaView } from '@core/ideas/idea-contracts';
import type { Db } from '../../db/client';
import type { Viewer } from '../../ideas/idea-access';
import { loadIdeaView } from '../../ideas/idea-view-query';
import { listPages, readContent } from './pages.service';
import { listProperties } from './properties.service';
import { listWidgets } from './widgets.service';

/** Everything the idea page shows at first: the idea (404 when the viewer may not see it), its pages, properties and widgets. */
export async function getIdeaPage(db: Db, viewer: Viewer, ideaId: string): Promise<IdeaPageView> {
  const { view, access } = await loadIdeaView(db, viewer, ideaId);
  return ideaPageFor(db, view, access);
}

/**
 * The idea page and its Main Content as the page's first data (ADR 0034), the idea and its access read once: what
 * GET …/page and GET …/pages/main/content answer (the content only when the viewer may see the Main Content).
 */
export async function getFirstIdeaPage(db: Db, viewer: Viewer, ideaId: string): Promise<FirstIdeaPage> {
  const { view, access } = await loadIdeaView(db, viewer, ideaId);
  const [page, content] = await Promise.all([
    ideaPageFor(db, view, access),
    canSeePage(access, MAIN_PAGE_ID) ? readContent(db, ideaId, MAIN_PAGE_ID) : undefined,
  ]);
  return content ? { page, content } : { page };
}

/**
 * The idea page as an access allows it: a grant of the whole idea sees every page, property and widget; a
 * grant of some pages sees only those pages (the Main Content's properties and widgets are not among them).
 */
export async function ideaPageFor(db: Db, idea: IdeaView, access: Access): Promise<IdeaPageView> {
  // The Main Content's properties and widgets are for whoever sees the Main Content.
  const whole = canSeePage(access, MAIN_PAGE_ID);
  const [pages, properties, widgets] = await Promise.all([
    listPages(db, idea.id),
    whole ? listProperties(db, idea.id) : [],
    whole ? listWidgets(db, idea.id) : [],
  ]);
  return { idea, pages: pages.filter((page) => canSeePage(access, page.id)), properties, widgets };
}
