import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { fakeApi, sessionOf, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => void vi.unstubAllGlobals());

describe('the board', () => {
  it('shows each card: title, description, tags, score, why now, cost in dollars, source label', async () => {
    fakeApi(signedInApi({ 'GET /api/ideas': boardOf(ideaView()) }));
    renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Idea Garage' })).toBeInTheDocument();
    expect(screen.getByText('Collect, organize and share your startup ideas')).toBeInTheDocument();
    for (const text of [
      'Cheap power for rural shops',
      'climate',
      'hardware',
      '8/10',
      'Panel prices fell',
      '$12,500',
      'My idea',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it("shows a cost in its own currency: 2,50,000 rupees as '₹2,50,000' (issue 33)", async () => {
    fakeApi(signedInApi({ 'GET /api/ideas': boardOf(ideaView({ costToValidate: 250000, costCurrency: 'INR' })) }));
    renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(within(card).getByText('₹2,50,000')).toBeInTheDocument();
  });

  it.each([
    ['shared', 'Shared with me'],
    ['shared-link', 'Via shared link'],
    ['community', 'Community'],
  ] as const)('labels a %s idea %j', async (sourceType, label) => {
    fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(
          ideaView({
            sourceType,
            permissions: { canComment: true, canEdit: false, canShare: false, canPin: false, canDelete: false },
          }),
        ),
      }),
    );
    renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Pin/ })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeApi(signedInApi({ 'GET /api/ideas': boardOf() }));
    renderApp('/tool/idea-garage');
    expect(await screen.findByText('No ideas yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start capturing your startup ideas and build your innovation pipeline.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Idea' })).toBeInTheDocument();
  });

  it('rings a pinned card at once, and rolls the pin back with the spec toast when saving fails', async () => {
    fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(ideaView()),
        'PUT /api/ideas/11111111-1111-4111-8111-111111111111/pin': () => ({
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'x' } },
        }),
      }),
    );
    const { user } = renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    await user.click(within(card).getByRole('button', { name: 'Pin Solar kiosks' }));
    expect(await screen.findByText('Failed to update idea. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Solar kiosks' })).not.toHaveAttribute('data-pinned'),
    );
  });

  it('sends search, priority and tag filters to the server, and clears them', async () => {
    const calls = fakeApi(signedInApi({ 'GET /api/ideas': boardOf(ideaView()) }));
    const { user } = renderApp('/tool/idea-garage');
    await screen.findByRole('article', { name: 'Solar kiosks' });
    await user.type(screen.getByRole('searchbox', { name: 'Search ideas' }), 'kiosk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    const lastBoardQuery = () => calls.filter((call) => call.path === '/api/ideas').at(-1)?.query;
    // The search waits for a pause in typing before it asks (on a slow machine, past waitFor's default second); while
    // the filtered board loads, its tag buttons are drawn anew: the tag is clicked once it is there again, as a person would.
    await waitFor(() => expect(lastBoardQuery()).toMatchObject({ search: ['kiosk'], priority: ['high'] }), {
      timeout: 3_000,
    });
    await user.click(await screen.findByRole('button', { name: 'climate' }));
    await waitFor(
      () => expect(lastBoardQuery()).toMatchObject({ search: ['kiosk'], priority: ['high'], tag: ['climate'] }),
      { timeout: 3_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('all');
    expect(screen.getByRole('button', { name: 'climate' })).toHaveAttribute('aria-pressed', 'false');
    // The unfiltered board is still cached from the first load: shown again without asking the server.
    expect(calls.filter((call) => call.path === '/api/ideas')[0]?.query).toEqual({ limit: ['50'], priority: ['all'] });
  });

  it("loads the next page with 'Load more ideas' when the window does not bring it by itself", async () => {
    // An observer that never sees the end of the board (a window that does not reach it): the button is the way on.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const calls = fakeApi(
      signedInApi({
        'GET /api/ideas': ({ query }) =>
          query.cursor?.[0] === 'page-2'
            ? {
                body: {
                  ideas: [ideaView({ id: '22222222-2222-4222-8222-222222222222', title: 'Tide clocks' })],
                  nextCursor: null,
                },
              }
            : { body: { ideas: [ideaView()], nextCursor: 'page-2' } },
      }),
    );
    const { user } = renderApp('/tool/idea-garage');
    await screen.findByRole('article', { name: 'Solar kiosks' });
    await user.click(screen.getByRole('button', { name: 'Load more ideas' }));
    expect(await screen.findByRole('article', { name: 'Tide clocks' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Solar kiosks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more ideas' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/ideas').map((call) => call.query.cursor?.[0])).toEqual([
      undefined,
      'page-2',
    ]);
  });

  it('shows selection checkboxes on my ideas only in bulk-share mode', async () => {
    fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(
          ideaView(),
          ideaView({
            id: '22222222-2222-4222-8222-222222222222',
            title: 'Their idea',
            sourceType: 'community',
            permissions: { canComment: true, canEdit: false, canShare: false, canPin: false, canDelete: false },
          }),
        ),
      }),
    );
    const { user } = renderApp('/tool/idea-garage');
    await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select to share' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select Solar kiosks' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select to share' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

it('hides what the card settings turn off, and saves them for the user', async () => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/ideas': boardOf(ideaView()),
      'PUT /api/preferences/card-display': ({ body }) => ({
        body: {
          ...DEFAULT_PREFERENCES,
          pinnedTools: [],
          cardDisplay: { ...DEFAULT_CARD_DISPLAY, ...(body as { cardDisplay: object }).cardDisplay },
        },
      }),
    }),
  );
  const { user } = renderApp('/tool/idea-garage');
  await screen.findByText('Cheap power for rural shops');
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Card Display Settings' });
  await user.click(within(dialog).getByRole('switch', { name: 'Show description' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByText('Cheap power for rural shops')).not.toBeInTheDocument());
  expect(calls.find((call) => call.path === '/api/preferences/card-display')?.body).toMatchObject({
    cardDisplay: { showDescription: false },
  });
});

it('deletes my idea only after I confirm', async () => {
  let deleted = false;
  fakeApi(
    signedInApi({
      'GET /api/ideas': () => (deleted ? boardOf()() : boardOf(ideaView())()),
      'DELETE /api/ideas/11111111-1111-4111-8111-111111111111': () => {
        deleted = true;
        return { status: 204, body: null };
      },
    }),
  );
  const { user } = renderApp('/tool/idea-garage');
  await user.click(await screen.findByRole('button', { name: 'Delete Solar kiosks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this idea?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Delete Solar kiosks' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete this idea?' })).getByRole('button', {
      name: 'Delete idea',
    }),
  );
  expect(await screen.findByText('Idea deleted')).toBeInTheDocument();
  expect(await screen.findByText('No ideas yet')).toBeInTheDocument();
});

describe('a visitor', () => {
  it("sees community ideas read-only, and 'Please sign in to comment' opens the sign-in dialog", async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      'GET /api/ideas': boardOf(
        ideaView({
          sourceType: 'community',
          accessType: 'view',
          permissions: { canComment: false, canEdit: false, canShare: false, canPin: false, canDelete: false },
        }),
      ),
    });
    const { user } = renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(within(card).queryByRole('button', { name: /Pin/ })).not.toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Comment on Solar kiosks' }), 'Hello');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please sign in to comment')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Founder Toolkit' })).toBeInTheDocument();
  });

  it("gets 'Please sign in to add an idea' from Add New Idea", async () => {
    fakeApi({ 'GET /api/auth/get-session': sessionOf(null), 'GET /api/ideas': boardOf() });
    const { user } = renderApp('/tool/idea-garage');
    await user.click(await screen.findByRole('button', { name: 'Add New Idea' }));
    expect(await screen.findByText('Please sign in to add an idea')).toBeInTheDocument();
  });
});
