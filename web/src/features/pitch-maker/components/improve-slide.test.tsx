import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { aiDraftStream, fakeApi, preferencesOf, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { PitchMaker } from './pitch-maker';

const DECKS = '/api/tools/pitch-maker/documents';
const IDEA_ID = '0b6f7a52-3c1e-4d2a-9f8e-5a7b6c4d3e21';
const deck = {
  ideaId: IDEA_ID,
  slides: [
    { id: 's1', kind: 'problem', title: 'Problem', body: ' Clinics lose slots. ', aiDraft: false },
    { id: 's2', kind: 'solution', title: 'Solution', body: 'An app.', aiDraft: false },
  ],
};

/**
 * The page with Auto save off, its profile as given, the AI answering a better problem slide; with `savedDeck`, the
 * deck above saved (it opens with the tool), else none (a new deck).
 */
const render = async (profile: object | null, { savedDeck = false } = {}) => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
      ...(profile ? { 'GET /api/profile': () => ({ body: profile }) } : {}),
      [`GET ${DECKS}`]: () => ({
        body: [
          {
            id: 'd1',
            name: 'Seed deck',
            summary: '2 slides',
            version: 1,
            isShared: false,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ].filter(() => savedDeck),
      }),
      [`GET ${DECKS}/d1`]: () => ({
        body: {
          id: 'd1',
          name: 'Seed deck',
          data: deck,
          version: 1,
          isShared: false,
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
      'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      'POST /api/ai/drafts': () => ({
        stream: aiDraftStream([
          { type: 'text', text: 'Clinics lose 1 slot in 5 ' },
          { type: 'text', text: 'to no-shows.\n' },
          { type: 'done', truncated: false },
        ]),
      }),
    }),
  );
  const rendered = renderRoutes(
    [
      { path: '/tool', Component: PitchMaker },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
    '/tool',
  );
  await screen.findByRole('heading', { level: 1, name: 'Pitch Maker' });
  await documentShown();
  return { ...rendered, drafts: () => calls.filter((call) => call.path === '/api/ai/drafts').map((call) => call.body) };
};
const slide = (name: string) => screen.getByRole('group', { name });

describe('the Pitch Maker’s Improve this slide', { timeout: 20_000 }, () => {
  it('without a key offers the way to the profile on each slide', async () => {
    const { user } = await render(null);
    const links = await screen.findAllByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' });
    // The standard outline: ten slides, one AI button (here its link) each.
    expect(links).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Improve this slide' })).not.toBeInTheDocument();
    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('redrafts one slide’s body from its title, body and the deck’s idea, marked AI draft, the others untouched', async () => {
    const { user, drafts } = await render(profileWithAiKey, { savedDeck: true });
    expect(await screen.findByDisplayValue('Seed deck')).toBeInTheDocument();
    const problem = await screen.findByRole('group', { name: 'Slide 1: Problem' });
    await user.click(within(problem).getByRole('button', { name: 'Improve this slide' }));

    expect(
      await within(problem).findByText('The AI draft is in place, marked AI draft. Check it and make it your own.'),
    ).toBeInTheDocument();
    expect(within(problem).getByLabelText('What the slide says')).toHaveValue('Clinics lose 1 slot in 5 to no-shows.');
    expect(within(problem).getByText('AI draft')).toBeInTheDocument();
    expect(within(slide('Slide 2: Solution')).getByLabelText('What the slide says')).toHaveValue('An app.');
    expect(within(slide('Slide 2: Solution')).queryByText('AI draft')).not.toBeInTheDocument();
    expect(drafts()).toEqual([
      { task: 'pitch-slide', input: { ideaId: IDEA_ID, title: 'Problem', body: 'Clinics lose slots.' } },
    ]);
  });

  it('asks for a new deck’s slide without an idea, and not at all for a slide with no title', async () => {
    const { user, drafts } = await render(profileWithAiKey);
    const solution = await screen.findByRole('group', { name: 'Slide 2: Solution' });
    await user.click(await within(solution).findByRole('button', { name: 'Improve this slide' }));
    expect(await within(solution).findByText('AI draft')).toBeInTheDocument();
    expect(drafts()).toEqual([{ task: 'pitch-slide', input: { title: 'Solution', body: '' } }]);

    fireEvent.change(within(slide('Slide 3: Why now')).getByLabelText('Slide title'), { target: { value: ' ' } });
    const untitled = slide('Slide 3');
    // Beside the button: the empty title it needs, and the way to this slide's title (issue 33).
    expect(within(untitled).getByRole('button', { name: 'Improve this slide' })).toHaveAccessibleDescription(
      "Enter the slide's title first. Go to field",
    );
    await user.click(within(untitled).getByRole('button', { name: 'Go to field' }));
    expect(within(untitled).getByLabelText('Slide title')).toHaveFocus();
    await user.click(within(untitled).getByRole('button', { name: 'Improve this slide' }));
    expect(within(untitled).getByLabelText('Slide title')).toHaveAccessibleDescription('Slide title is required');
    expect(drafts()).toHaveLength(1);
  });
});
