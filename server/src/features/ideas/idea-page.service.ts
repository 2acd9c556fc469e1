import type { IdeaPageView } from '@core/idea-page/page-contracts';
import type { Db } from '../../db/client';
import type { Viewer } from './idea-access';
import { getIdea } from './ideas.service';
import { listPages } from './pages.service';
import { listProperties } from './properties.service';
import { listWidgets } from './widgets.service';

/** Everything the idea page shows at first: the idea (404 when the viewer may not see it), its pages, properties and widgets. */
export async function getIdeaPage(db: Db, viewer: Viewer, ideaId: string): Promise<IdeaPageView> {
  const idea = await getIdea(db, viewer, ideaId);
  const [pages, properties, widgets] = await Promise.all([listPages(db, idea.id), listProperties(db, idea.id), listWidgets(db, idea.id)]);
  return { idea, pages, properties, widgets };
}
