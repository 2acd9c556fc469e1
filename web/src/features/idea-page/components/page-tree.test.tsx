import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IdeaPageSummary } from '@core/idea-page/page-contracts';
import { fakeApi } from '@/test/fake-api';
import { ideaPageApi, ideaPageView, ideaView, pageContent, pageSummary as page } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { renderApp } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';
const PAGES = `/api/ideas/${ID}/pages`;

beforeAll(stubProseMirrorLayout);

// Top: Alpha, Beta, Gamma; Alpha holds Alpha child. Listed out of order: the tree sorts by page_order.
const start = () => [
  page('c', 'Gamma', null, 2),
  page('a1', 'Alpha child', 'a', 0),
  page('b', 'Beta', null, 1),
  page('a', 'Alpha', null, 0),
];

/** The idea page at `search`, answering writes to the page tree; returns the calls and the page list the API holds. */
function renderTree({ search = '', canEdit = true } = {}) {
  const pages: IdeaPageSummary[] = start();
  const idea = ideaView({
    permissions: { canComment: true, canEdit, canShare: canEdit, canPin: canEdit, canDelete: canEdit },
  });
  const calls = fakeApi(
    ideaPageApi(() => ideaPageView({ idea, pages }), {
      [`POST ${PAGES}`]: ({ body }) => {
        const { title, parentPageId } = body as { title: string; parentPageId: string | null };
        const created = page('new', title, parentPageId, 9);
        pages.push(created);
        return { status: 201, body: created };
      },
      [`GET ${PAGES}/new/content`]: () => ({ body: pageContent('new') }),
      [`PATCH ${PAGES}/b`]: ({ body }) => ({ body: { ...page('b', 'Beta', null, 1), ...(body as object) } }),
      [`DELETE ${PAGES}/a`]: () => {
        // Alpha goes with its child, as on the server.
        pages.splice(
          0,
          pages.length,
          ...pages.filter((candidate) => candidate.id !== 'a' && candidate.parentPageId !== 'a'),
        );
        return { status: 204, body: null };
      },
      ...Object.fromEntries(['a', 'a1', 'c'].map((id) => [`PUT ${PAGES}/${id}/position`, () => ({ body: pages })])),
    }),
  );
  return { calls, pages, ...renderApp(`/tool/idea-garage/idea/${ID}${search}`) };
}

type Calls = ReturnType<typeof fakeApi>;
const writes = (calls: Calls) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const tree = () => screen.findByRole('navigation', { name: 'Pages' });
type User = ReturnType<typeof renderTree>['user'];
/** The pointer on a page's row, whose buttons an editor then sees (the open page's row shows them anyway). */
const pointAt = async (user: User, title: string) => user.hover(within(await tree()).getByTestId(`page-${title}`));

describe('the page tree', () => {
  it("lists 'Main Content', then the pages in page_order with sub-pages under their parent; a viewer changes nothing", async () => {
    renderTree({ canEdit: false });
    const nav = await tree();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['Main Content', 'Alpha', 'Alpha child', 'Beta', 'Gamma']);
    expect(
      within(screen.getByTestId('page-Alpha').closest('li')!).getByRole('button', { name: 'Alpha child' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('page-Beta').closest('li')!).queryByRole('button', { name: 'Alpha child' }),
    ).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Main Content' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('page-Alpha')).toHaveAttribute('draggable', 'false');
  });

  it("selects a page: ?page={id}, its title as a heading, its content loaded; 'Main Content' goes back", async () => {
    const { calls, user, history } = renderTree();
    await user.click(within(await tree()).getByRole('button', { name: 'Beta' }));
    await waitFor(() => expect(history.location.search).toBe('?page=b'));
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beta' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('textbox', { name: 'Content of Beta' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${PAGES}/b/content`).map((call) => call.method)).toEqual(['GET']);
    expect(screen.queryByLabelText('Tags')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Main Content' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(await screen.findByLabelText('Tags')).toBeInTheDocument();
  });

  it("adds a top page: 'Add a page', a trimmed title and Enter; then shows the new page", async () => {
    const { calls, user, history } = renderTree();
    await user.click(within(await tree()).getByRole('button', { name: 'Add a page' }));
    const input = screen.getByRole('textbox', { name: 'New page title' });
    expect(input).toHaveFocus();
    await user.type(input, '  Market  {Enter}');
    expect(writes(calls)).toEqual([{ method: 'POST', path: PAGES, body: { title: 'Market', parentPageId: null } }]);
    await waitFor(() => expect(history.location.search).toBe('?page=new'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Market' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New page title' })).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', 'Market{Escape}'],
    ['a blank title', '   {Enter}'],
  ])('adds nothing on %s', async (_, keys) => {
    const { calls, user } = renderTree();
    await user.click(within(await tree()).getByRole('button', { name: 'Add a page' }));
    await user.type(screen.getByRole('textbox', { name: 'New page title' }), keys);
    expect(screen.queryByRole('textbox', { name: 'New page title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a page' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('adds a sub-page under a page', async () => {
    const { calls, user } = renderTree();
    await pointAt(user, 'Alpha');
    await user.click(within(await tree()).getByRole('button', { name: 'Add a sub-page to Alpha' }));
    await user.type(screen.getByRole('textbox', { name: 'New sub-page of Alpha' }), 'Plan{Enter}');
    expect(writes(calls)).toEqual([{ method: 'POST', path: PAGES, body: { title: 'Plan', parentPageId: 'a' } }]);
  });

  it('renames a page in place; Escape and an unchanged title send nothing', async () => {
    const { calls, user } = renderTree();
    await pointAt(user, 'Beta');
    await user.click(within(await tree()).getByRole('button', { name: 'Rename Beta' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Beta' }), ' 2{Escape}');
    await user.click(screen.getByRole('button', { name: 'Rename Beta' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename Beta' }), '{Enter}');
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rename Beta' }));
    const input = screen.getByRole('textbox', { name: 'Rename Beta' });
    expect(input).toHaveValue('Beta');
    await user.clear(input);
    await user.type(input, ' Budget {Enter}');
    expect(writes(calls)).toEqual([{ method: 'PATCH', path: `${PAGES}/b`, body: { title: 'Budget' } }]);
  });

  it('deletes a page (and its sub-pages) after a confirmation, then shows the Main Content if it was shown', async () => {
    const { calls, user, history } = renderTree({ search: '?page=a' });
    await user.click(within(await tree()).getByRole('button', { name: 'Delete Alpha' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete "Alpha"?' });
    expect(dialog).toHaveTextContent('Its sub-pages will be deleted with it. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    dialog = screen.getByRole('dialog', { name: 'Delete "Alpha"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: `${PAGES}/a`, body: undefined }]);
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Main Content with a clean address when the parent of the shown page is deleted', async () => {
    const { calls, user, history } = renderTree({ search: '?page=a1' });
    await pointAt(user, 'Alpha');
    await user.click(within(await tree()).getByRole('button', { name: 'Delete Alpha' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete "Alpha"?' })).getByRole('button', { name: 'Delete page' }),
    );
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: `${PAGES}/a`, body: undefined }]);
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('says a page without sub-pages is deleted alone', async () => {
    const { user } = renderTree();
    await pointAt(user, 'Gamma');
    await user.click(within(await tree()).getByRole('button', { name: 'Delete Gamma' }));
    expect(screen.getByRole('dialog', { name: 'Delete "Gamma"?' })).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('sub-pages');
  });

  it.each([
    ['Move Alpha down', 'a', { parentPageId: null, index: 1 }],
    ['Move Gamma up', 'c', { parentPageId: null, index: 1 }],
    ['Move Gamma into the page above', 'c', { parentPageId: 'b', index: 0 }],
    ['Move Alpha child out of its parent', 'a1', { parentPageId: null, index: 1 }],
  ])('%s → PUT its position', async (name, pageId, body) => {
    const { calls, user } = renderTree();
    await pointAt(user, start().find((row) => row.id === pageId)!.title);
    await user.click(within(await tree()).getByRole('button', { name }));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: `${PAGES}/${pageId}/position`, body }]);
  });

  it('disables the moves a page cannot make', async () => {
    const { user } = renderTree();
    const nav = await tree();
    const moves = (title: string) =>
      ['up', 'down', 'into the page above', 'out of its parent'].map((move) => `Move ${title} ${move}`);
    const enabled = [
      'Move Alpha down',
      'Move Beta up',
      'Move Beta down',
      'Move Beta into the page above',
      'Move Alpha child out of its parent',
      'Move Gamma up',
      'Move Gamma into the page above',
    ];
    for (const title of ['Alpha', 'Beta', 'Gamma', 'Alpha child']) {
      await pointAt(user, title);
      for (const name of moves(title))
        expect(within(nav).getByRole('button', { name }), name)[
          enabled.includes(name) ? 'toBeEnabled' : 'toBeDisabled'
        ]();
    }
  });

  it("draws an editor's buttons for the open page's row and a row once pointed at or tabbed into, not every row", async () => {
    const { user } = renderTree({ search: '?page=b' });
    const nav = await tree();
    const withButtons = () =>
      within(nav)
        .queryAllByRole('button', { name: /^Rename / })
        .map((button) => button.getAttribute('aria-label'));
    expect(withButtons()).toEqual(['Rename Beta']);
    await pointAt(user, 'Gamma');
    expect(withButtons()).toEqual(['Rename Beta', 'Rename Gamma']);
    // Drawn once, they stay: the pointer leaving never takes a button from under a click.
    await user.unhover(within(nav).getByTestId('page-Gamma'));
    expect(withButtons()).toEqual(['Rename Beta', 'Rename Gamma']);
    within(nav).getByRole('button', { name: 'Alpha' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(nav).getByRole('button', { name: 'Add a sub-page to Alpha' }));
    expect(withButtons()).toEqual(['Rename Alpha', 'Rename Beta', 'Rename Gamma']);
  });
});

/** A drag from one page's row to another's: its top quarter (y 0), middle (0.5) or bottom quarter (1). */
function dragOnto(dragged: string, target: string, y: number) {
  const store = new Map<string, string>();
  const dataTransfer = {
    effectAllowed: 'none',
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() {
      return [...store.keys()];
    },
  };
  fireEvent.dragStart(screen.getByTestId(`page-${dragged}`), { dataTransfer });
  const row = screen.getByTestId(`page-${target}`);
  const drop = createEvent.drop(row, { dataTransfer });
  Object.defineProperty(drop, 'clientY', { value: y });
  fireEvent(row, drop);
}

describe('dragging a page', () => {
  it.each([
    ['Gamma', 'Alpha', 0.5, 'c', { parentPageId: 'a', index: 1 }],
    ['Gamma', 'Alpha', 0, 'c', { parentPageId: null, index: 0 }],
    ['Alpha', 'Gamma', 1, 'a', { parentPageId: null, index: 2 }],
    ['Alpha child', 'Beta', 0, 'a1', { parentPageId: null, index: 1 }],
  ])('%s onto %s at y=%s → PUT its position', async (dragged, target, y, pageId, body) => {
    const { calls } = renderTree();
    await tree();
    dragOnto(dragged, target, y);
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', path: `${PAGES}/${pageId}/position`, body }]));
  });

  it('does nothing when a page is dropped on itself', async () => {
    const { calls } = renderTree();
    await tree();
    dragOnto('Beta', 'Beta', 0.5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes(calls)).toEqual([]);
  });
});
