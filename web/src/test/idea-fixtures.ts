import type { IdeaPageSummary, IdeaPageView, PageContent } from '@core/idea-page/page-contracts';
import type { RichContent } from '@core/idea-page/rich-content';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { signedInApi, type fakeApi } from './fake-api';

/** An idea as the API answers it, mine by default. */
export const ideaView = (overrides: Partial<IdeaView> = {}): IdeaView => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Solar kiosks',
  description: 'Cheap power for rural shops',
  category: 'Energy',
  priority: 'high',
  ideaScore: 8,
  whyNow: 'Panel prices fell',
  costToValidate: 12500,
  costCurrency: 'USD',
  efforts: '',
  validationGtm: '',
  isPinned: false,
  isCommunityShared: false,
  tags: ['climate', 'hardware'],
  comments: [],
  commentCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  sourceType: 'personal',
  accessType: 'edit',
  author: 'Ada Lovelace',
  authorAvatar: null,
  permissions: { canComment: true, canEdit: true, canShare: true, canPin: true, canDelete: true },
  ...overrides,
});

export const boardOf =
  (...ideas: IdeaView[]) =>
  () => ({ body: { ideas, nextCursor: null } });

/** A page of the idea's page tree (`id` doubles as the page's name in tests). */
export const pageSummary = (
  id: string,
  title: string,
  parentPageId: string | null = null,
  pageOrder = 0,
): IdeaPageSummary => ({ id, title, parentPageId, pageOrder });

/** GET /api/ideas/{id}/page's answer: the idea (mine, editable, by default), its pages, properties and widgets. */
export const ideaPageView = (overrides: Partial<IdeaPageView> = {}): IdeaPageView => ({
  idea: ideaView(),
  pages: [],
  properties: [],
  widgets: [],
  ...overrides,
});

/** A document of one paragraph holding `text`, as the editor emits it. */
export const docWith = (text: string): RichContent => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** GET/PUT …/pages/{pageId}/content's answer. */
export const pageContent = (pageId: string, version = 1, text?: string): PageContent => ({
  pageId,
  version,
  content: text === undefined ? null : docWith(text),
});

type Table = Parameters<typeof fakeApi>[0];

/**
 * A signed-in user's API for one idea page: the page (from `view()`, read on every request so a test can change
 * it) and the content of the Main Content and of every page it has when called (version 1, empty); `overrides` win.
 */
export function ideaPageApi(view: () => IdeaPageView, overrides: Table = {}): Table {
  const { idea, pages } = view();
  const contents = Object.fromEntries(
    ['main', ...pages.map((page) => page.id)].map((pageId) => [
      `GET /api/ideas/${idea.id}/pages/${pageId}/content`,
      () => ({ body: pageContent(pageId) }),
    ]),
  );
  return signedInApi({ [`GET /api/ideas/${idea.id}/page`]: () => ({ body: view() }), ...contents, ...overrides });
}
