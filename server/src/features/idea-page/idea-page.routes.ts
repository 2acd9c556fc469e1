import {
  createPageInputSchema,
  movePageInputSchema,
  renamePageInputSchema,
  reorderInputSchema,
  saveContentInputSchema,
} from '@core/idea-page/page-contracts';
import { createPropertyInputSchema, updatePropertyInputSchema } from '@core/idea-page/property-contracts';
import { createWidgetInputSchema, updateWidgetInputSchema } from '@core/idea-page/widget-contracts';
import { Hono } from 'hono';
import type { PageContentWriter } from '../../collab/page-content-writer';
import type { Db } from '../../db/client';
import { requireSignedIn, signedIn, type ViewerEnv } from '../../http/require-user';
import { validate } from '../../http/validate';
import { announces } from '../../ideas/live-ideas';
import { getIdeaPage } from './idea-page.service';
import { addPage, deletePage, getContent, movePage, renamePage, saveContent } from './pages.service';
import { addProperty, deleteProperty, reorderProperties, updateProperty } from './properties.service';
import { addWidget, deleteWidget, reorderWidgets, updateWidget } from './widgets.service';

/**
 * /api/ideas/{id}/… (mounted behind withViewer): the idea page — its page tree, page content, custom properties and widgets. Reads follow
 * the idea's visibility; every write needs edit access (the access module, through requireEditable), and is
 * announced on the live channel (ADR 0114) — but a page's content, which is not this channel's.
 */
export function ideaPageRoutes(db: Db, pageContent: PageContentWriter) {
  const pages = announces(db, 'pages');
  const properties = announces(db, 'properties');
  const widgets = announces(db, 'widgets');
  return new Hono<ViewerEnv>()
    .get('/:id/page', async (c) => c.json(await getIdeaPage(db, c.get('viewer'), c.req.param('id')), 200))
    .get('/:id/pages/:pageId/content', async (c) =>
      c.json(await getContent(db, c.get('viewer'), c.req.param('id'), c.req.param('pageId')), 200),
    )
    .put('/:id/pages/:pageId/content', requireSignedIn, validate('json', saveContentInputSchema), async (c) => {
      const { content, version } = c.req.valid('json');
      return c.json(
        await saveContent(db, pageContent, signedIn(c), c.req.param('id'), c.req.param('pageId'), content, version),
        200,
      );
    })
    .post('/:id/pages', requireSignedIn, pages, validate('json', createPageInputSchema), async (c) =>
      c.json(await addPage(db, signedIn(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .patch('/:id/pages/:pageId', requireSignedIn, pages, validate('json', renamePageInputSchema), async (c) =>
      c.json(
        await renamePage(db, signedIn(c), c.req.param('id'), c.req.param('pageId'), c.req.valid('json').title),
        200,
      ),
    )
    .put('/:id/pages/:pageId/position', requireSignedIn, pages, validate('json', movePageInputSchema), async (c) =>
      c.json(await movePage(db, signedIn(c), c.req.param('id'), c.req.param('pageId'), c.req.valid('json')), 200),
    )
    .delete('/:id/pages/:pageId', requireSignedIn, pages, async (c) => {
      await deletePage(db, signedIn(c), c.req.param('id'), c.req.param('pageId'));
      return c.body(null, 204);
    })
    .post('/:id/properties', requireSignedIn, properties, validate('json', createPropertyInputSchema), async (c) =>
      c.json(await addProperty(db, signedIn(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .put('/:id/properties/order', requireSignedIn, properties, validate('json', reorderInputSchema), async (c) =>
      c.json(await reorderProperties(db, signedIn(c), c.req.param('id'), c.req.valid('json').ids), 200),
    )
    .patch(
      '/:id/properties/:propertyId',
      requireSignedIn,
      properties,
      validate('json', updatePropertyInputSchema),
      async (c) =>
        c.json(
          await updateProperty(db, signedIn(c), c.req.param('id'), c.req.param('propertyId'), c.req.valid('json')),
          200,
        ),
    )
    .delete('/:id/properties/:propertyId', requireSignedIn, properties, async (c) => {
      await deleteProperty(db, signedIn(c), c.req.param('id'), c.req.param('propertyId'));
      return c.body(null, 204);
    })
    .post('/:id/widgets', requireSignedIn, widgets, validate('json', createWidgetInputSchema), async (c) =>
      c.json(await addWidget(db, signedIn(c), c.req.param('id'), c.req.valid('json').type), 201),
    )
    .put('/:id/widgets/order', requireSignedIn, widgets, validate('json', reorderInputSchema), async (c) =>
      c.json(await reorderWidgets(db, signedIn(c), c.req.param('id'), c.req.valid('json').ids), 200),
    )
    .patch('/:id/widgets/:widgetId', requireSignedIn, widgets, validate('json', updateWidgetInputSchema), async (c) =>
      c.json(
        await updateWidget(db, signedIn(c), c.req.param('id'), c.req.param('widgetId'), c.req.valid('json').data),
        200,
      ),
    )
    .delete('/:id/widgets/:widgetId', requireSignedIn, widgets, async (c) => {
      await deleteWidget(db, signedIn(c), c.req.param('id'), c.req.param('widgetId'));
      return c.body(null, 204);
    });
}
