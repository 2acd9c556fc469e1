import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi, preferencesOf } from '@/test/fake-api';
import { boardOf, ideaPageApi, ideaPageView, ideaView } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { renderApp, renderRoutes } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';
const NEW_ID = '22222222-2222-4222-8222-222222222222';
const PAGE = `/tool/idea-garage/idea/${ID}`;

beforeAll(stubProseMirrorLayout);

const notFound = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Idea not found' } } });

describe('the idea page route', () => {
  it('loads the idea page (not the bare idea), with the breadcrumb; Back returns to the board', async () => {
    const calls = fakeApi(ideaPageApi(() => ideaPageView(), { 'GET /api/ideas': boardOf() }));
    const { user, history } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Idea Garage > Solar kiosks');
    const ideaCalls = calls
      .filter((call) => call.path.startsWith(`/api/ideas/${ID}`))
      .map((call) => `${call.method} ${call.path}`);
    expect(ideaCalls).toEqual([`GET /api/ideas/${ID}/page`, `GET /api/ideas/${ID}/pages/main/content`]);
    // An editor gets the controls a viewer must not (see 'a viewer' below).
    for (const name of ['Add a page', 'Add Property', 'Add Widget'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(await screen.findByTestId('sync-state')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(history.location.pathname).toBe('/tool/idea-garage'));
  });

  it('leads back to the board from the breadcrumb too', async () => {
    fakeApi(ideaPageApi(() => ideaPageView(), { 'GET /api/ideas': boardOf() }));
    const { user, history } = renderApp(PAGE);
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Idea Garage' }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/tool/idea-garage'));
  });

  it("says an idea the viewer may not see doesn't exist, asks only once, and offers a way back", async () => {
    const calls = fakeApi(
      ideaPageApi(() => ideaPageView(), { [`GET /api/ideas/${ID}/page`]: notFound, 'GET /api/ideas': boardOf() }),
    );
    const { user, history } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Idea not found' })).toBeInTheDocument();
    expect(screen.getByText("The idea you're looking for doesn't exist.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `/api/ideas/${ID}/page`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to Idea Garage' }));
    await waitFor(() => expect(history.location.pathname).toBe('/tool/idea-garage'));
  });
});

describe('a new-… address', () => {
  const createApi = () =>
    ideaPageApi(() => ideaPageView({ idea: ideaView({ id: NEW_ID, title: 'Untitled Idea' }) }), {
      'POST /api/ideas': () => ({ status: 201, body: ideaView({ id: NEW_ID, title: 'Untitled Idea' }) }),
      'GET /api/ideas': boardOf(),
    });
  const posts = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((call) => call.method === 'POST' && call.path === '/api/ideas').map((call) => call.body);

  it("creates one 'Untitled Idea' with the address as its creation key, then replaces the address with the idea's", async () => {
    const calls = fakeApi(createApi());
    const { history } = renderApp('/tool/idea-garage');
    await screen.findByRole('heading', { level: 1, name: 'Idea Garage' });
    act(() => history.push('/tool/idea-garage/idea/new-abc'));
    await waitFor(() => expect(history.location.pathname).toBe(`/tool/idea-garage/idea/${NEW_ID}`));
    expect(history.action).toBe('REPLACE');
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Idea Garage > Untitled Idea',
    );
    expect(screen.getByRole('textbox', { name: 'Idea title' })).toHaveValue('Untitled Idea');
    expect(posts(calls)).toEqual([{ title: 'Untitled Idea', creationKey: 'new-abc' }]);
    expect(await screen.findAllByText('Idea created successfully!')).toHaveLength(1);

    // Back in the browser goes to the board, not to new-abc (which would create again).
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/tool/idea-garage'));
    expect(posts(calls)).toHaveLength(1);
  });

  it('says when the idea could not be created, and Try again sends the same creation key', async () => {
    let failing = true;
    const calls = fakeApi({
      ...createApi(),
      'POST /api/ideas': () =>
        failing
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : { status: 201, body: ideaView({ id: NEW_ID, title: 'Untitled Idea' }) },
    });
    const { user, history } = renderApp('/tool/idea-garage/idea/new-abc');
    expect(await screen.findByText('The new idea could not be created.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/tool/idea-garage/idea/${NEW_ID}`));
    expect(posts(calls)).toEqual([
      { title: 'Untitled Idea', creationKey: 'new-abc' },
      { title: 'Untitled Idea', creationKey: 'new-abc' },
    ]);
  });

  it('sends the create once under StrictMode (as in main.tsx) and lands on the idea', async () => {
    const calls = fakeApi(createApi());
    const { history } = renderRoutes(routes, '/tool/idea-garage/idea/new-abc', { strict: true });
    await waitFor(() => expect(history.location.pathname).toBe(`/tool/idea-garage/idea/${NEW_ID}`));
    expect(await screen.findByRole('textbox', { name: 'Idea title' })).toHaveValue('Untitled Idea');
    // One request, with the creation key (which would make any repeat harmless on the server too).
    expect(posts(calls)).toEqual([{ title: 'Untitled Idea', creationKey: 'new-abc' }]);
  });
});

type Calls = ReturnType<typeof fakeApi>;
const patches = (calls: Calls) =>
  calls.filter((call) => call.method === 'PATCH' && call.path === `/api/ideas/${ID}`).map((call) => call.body);

/** My idea's page; a PATCH changes the idea the next GET …/page answers with. */
function renderEditablePage(idea = ideaView({ costToValidate: 300 }), preferences = preferencesOf()) {
  let current = idea;
  const calls = fakeApi(
    ideaPageApi(() => ideaPageView({ idea: current }), {
      [`PATCH /api/ideas/${ID}`]: ({ body }) => ({ body: (current = { ...current, ...(body as object) }) }),
      'GET /api/preferences': () => ({ body: preferences }),
    }),
  );
  return { calls, ...renderApp(PAGE) };
}

describe('an editor', () => {
  it('renames the idea in place: Enter saves the trimmed title, and the page shows it', async () => {
    const { calls, user } = renderEditablePage();
    const title = await screen.findByRole('textbox', { name: 'Idea title' });
    expect(title).toHaveValue('Solar kiosks');
    await user.clear(title);
    await user.type(title, '  Wind farms  {Enter}');
    expect(patches(calls)).toEqual([{ title: 'Wind farms' }]);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Idea Garage > Wind farms'),
    );
    expect(title).toHaveValue('Wind farms');
  });

  it('saves the title when the field is left, and sends nothing when it is unchanged', async () => {
    const { calls, user } = renderEditablePage();
    const title = await screen.findByRole('textbox', { name: 'Idea title' });
    await user.click(title);
    await user.tab();
    expect(patches(calls)).toEqual([]);
    await user.type(title, ' 2');
    await user.tab();
    expect(patches(calls)).toEqual([{ title: 'Solar kiosks 2' }]);
  });

  it("refuses an empty title with 'Title is required', sends nothing and shows the saved title again", async () => {
    const { calls, user } = renderEditablePage();
    const title = await screen.findByRole('textbox', { name: 'Idea title' });
    await user.clear(title);
    await user.type(title, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
    expect(title).toHaveValue('Solar kiosks');
    expect(patches(calls)).toEqual([]);
  });

  it('drops an edit of the title on Escape', async () => {
    const { calls, user } = renderEditablePage();
    const title = await screen.findByRole('textbox', { name: 'Idea title' });
    await user.type(title, ' and more{Escape}');
    expect(title).toHaveValue('Solar kiosks');
    await user.tab();
    expect(patches(calls)).toEqual([]);
  });

  it.each([
    ['Tags', 'climate, hardware', 'a, b, ,c', { tags: ['a', 'b', 'c'] }],
    ['Efforts', '', 'Two weekends', { efforts: 'Two weekends' }],
    ['Idea / Problem', 'Cheap power for rural shops', 'Shops close at dusk', { description: 'Shops close at dusk' }],
    ['Insight/Whynow', 'Panel prices fell', 'Batteries got cheap', { whyNow: 'Batteries got cheap' }],
    ['MVP Estimate', '$300', '$12,500', { costToValidate: 12500, costCurrency: 'USD' }],
    ['MVP Estimate', '$300', 'abc', { costToValidate: 0, costCurrency: 'USD' }],
    // Issue 33: rupees stay rupees (2 lakh + 50 thousand); 1.5 crore is 1.5 × 1,00,00,000.
    ['MVP Estimate', '$300', '₹2,50,000', { costToValidate: 250000, costCurrency: 'INR' }],
    ['MVP Estimate', '$300', '₹1.5 Cr', { costToValidate: 15000000, costCurrency: 'INR' }],
    ['Validation/GTM', '', 'Pilot in 3 villages', { validationGtm: 'Pilot in 3 villages' }],
  ])('saves %s (shown %j) when left: %j sends %j', async (label, shown, typed, body) => {
    const { calls, user } = renderEditablePage();
    const field = await screen.findByLabelText(label);
    expect(field).toHaveValue(shown);
    await user.click(field);
    await user.tab();
    await user.clear(field);
    await user.type(field, typed);
    expect(patches(calls)).toEqual([]);
    await user.tab();
    expect(patches(calls)).toEqual([body]);
  });
});

describe("an idea's cost (ADR 0070)", () => {
  it("shows '₹2,50,000' typed as ₹2,50,000, not $250,000", async () => {
    const { user } = renderEditablePage();
    const field = await screen.findByLabelText('MVP Estimate');
    await user.clear(field);
    await user.type(field, '₹2,50,000');
    await user.tab();
    await waitFor(() => expect(field).toHaveValue('₹2,50,000'));
  });

  it("reads a cost typed with no sign in the company's currency while the idea has none", async () => {
    const india = preferencesOf({
      currency: 'INR',
      numberFormat: 'indian',
      dateFormat: 'dmy',
      fiscalYearStartMonth: 4,
    });
    const { calls, user } = renderEditablePage(ideaView({ costToValidate: 0 }), india);
    const field = await screen.findByLabelText('MVP Estimate');
    // The idea's saved 0 is in dollars (every cost was, before the company setting).
    expect(field).toHaveValue('$0');
    await user.clear(field);
    await user.type(field, '2.5L');
    await user.tab();
    expect(patches(calls)).toEqual([{ costToValidate: 250000, costCurrency: 'INR' }]);
    await waitFor(() => expect(field).toHaveValue('₹2,50,000'));
  });
});

describe('a viewer', () => {
  const viewOnly = { canComment: true, canEdit: false, canShare: false, canPin: false, canDelete: false };

  it('sees the page read-only: the title as a heading, the properties as text, no controls that change anything', async () => {
    fakeApi(
      ideaPageApi(() =>
        ideaPageView({ idea: ideaView({ sourceType: 'shared', accessType: 'view', permissions: viewOnly }) }),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Content of Main Content' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.queryByRole('textbox', { name: 'Idea title' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('main input, main textarea, main select')).toHaveLength(0);
    for (const text of ['climate, hardware', 'Cheap power for rural shops', 'Panel prices fell', '$12,500'])
      expect(screen.getByText(text)).toBeInTheDocument();
    for (const name of ['Add a page', 'Add Property', 'Add Widget'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sync-state')).not.toBeInTheDocument();
  });
});
