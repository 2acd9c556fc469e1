import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { PitchMaker } from './pitch-maker';

const DECKS = '/api/tools/pitch-maker/documents';
const idea = {
  id: 'i1',
  title: 'Clinic scheduling app',
  description: 'Clinics lose 20% of slots to no-shows.',
  category: 'Healthtech',
  whyNow: 'UPI reminders are free now.',
  validationGtm: '12 clinics on the waitlist.',
};

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: PitchMaker }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Pitch Maker' });
  await documentShown();
  return rendered;
};
const decks = () => screen.getByRole('region', { name: 'Saved decks' });
/** The slides as the outline shows them: each group's name (its legend: number and title). */
const slideNames = () =>
  within(screen.getByRole('list', { name: 'Slides of the deck' }))
    .getAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent);
const slide = (name: RegExp) => screen.getByRole('group', { name });

describe('the Pitch Maker', () => {
  it('starts with the standard slides, drafts them from an idea, reorders, adds and removes them, and saves with the header’s Save', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        [`GET ${DECKS}`]: () => ({ body: [] }),
        'GET /api/ideas': () => ({ body: { ideas: [idea], nextCursor: null } }),
        ...savesNewAs(DECKS, 'd1'),
      }),
    );
    const { user } = await render();
    expect(slideNames()).toEqual([
      'Slide 1: Problem',
      'Slide 2: Solution',
      'Slide 3: Why now',
      'Slide 4: Market',
      'Slide 5: Product',
      'Slide 6: Business model',
      'Slide 7: Traction',
      'Slide 8: Competition',
      'Slide 9: Team',
      'Slide 10: The ask',
    ]);

    await screen.findByRole('option', { name: 'Clinic scheduling app' });
    await user.selectOptions(screen.getByLabelText('Idea'), 'Clinic scheduling app');
    await user.click(screen.getByRole('button', { name: 'Draft slides from this idea' }));
    expect(within(slide(/^Slide 1: Problem$/)).getByLabelText('What the slide says')).toHaveValue(
      'Clinics lose 20% of slots to no-shows.',
    );
    expect(within(slide(/^Slide 2: Solution$/)).getByLabelText('What the slide says')).toHaveValue(
      'Clinic scheduling app',
    );
    expect(within(slide(/^Slide 3: Why now$/)).getByLabelText('What the slide says')).toHaveValue(
      'UPI reminders are free now.',
    );
    expect(within(slide(/^Slide 4: Market$/)).getByLabelText('What the slide says')).toHaveValue('Healthtech');
    expect(within(slide(/^Slide 7: Traction$/)).getByLabelText('What the slide says')).toHaveValue(
      '12 clinics on the waitlist.',
    );

    // Drafting again over written slides asks first.
    await user.click(screen.getByRole('button', { name: 'Draft slides from this idea' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the slides?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Move slide 3 up' }));
    expect(slideNames().slice(0, 3)).toEqual(['Slide 1: Problem', 'Slide 2: Why now', 'Slide 3: Solution']);
    expect(screen.getByRole('button', { name: 'Move slide 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove slide 10' }));
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const added = slide(/^Slide 10: New slide$/);
    fireEvent.change(within(added).getByLabelText('Slide title'), { target: { value: '' } });
    expect(within(slide(/^Slide 10$/)).getByLabelText('Slide title')).toHaveAccessibleDescription(
      'Slide title is required',
    );

    // The deck's name, Save and New are in the page's header, not in the saved decks.
    expect(within(decks()).queryByLabelText('Deck name')).not.toBeInTheDocument();
    const name = documentBar().getByLabelText('Deck name');
    expect(name).toHaveValue('Pitch deck 1');
    await user.clear(name);
    await user.type(name, 'Seed deck');
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    expect(documentBar().getByRole('alert')).toHaveTextContent(/^Correct the slides marked below before saving\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await documentBar().findByRole('button', { name: 'Go to field' }));
    expect(within(slide(/^Slide 10$/)).getByLabelText('Slide title')).toHaveFocus();

    fireEvent.change(within(slide(/^Slide 10$/)).getByLabelText('Slide title'), {
      target: { value: 'The ask: ₹2 crore' },
    });
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { ideaId: string; slides: { kind: string; title: string }[] };
    };
    expect(sent.name).toBe('Seed deck');
    expect(sent.data.ideaId).toBe('i1');
    expect(sent.data.slides.map(({ kind, title }) => `${kind}: ${title}`)).toEqual([
      'problem: Problem',
      'whyNow: Why now',
      'solution: Solution',
      'market: Market',
      'product: Product',
      'businessModel: Business model',
      'traction: Traction',
      'competition: Competition',
      'team: Team',
      'custom: The ask: ₹2 crore',
    ]);
  }, 30_000);

  it('marks an AI-drafted slide until it is edited, chooses no idea the board does not list, and prints the slides for a PDF', async () => {
    const deck = {
      ideaId: 'i-gone',
      slides: [{ id: 's1', kind: 'problem', title: 'Problem', body: 'Drafted.', aiDraft: true }],
    };
    fakeApi(
      signedInApi({
        [`GET ${DECKS}`]: () => ({
          body: [
            {
              id: 'd1',
              name: 'Seed deck',
              summary: '1 slide',
              version: 1,
              isShared: false,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
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
        // Auto save keeps the edited slide, after its pause or as the page goes.
        [`PUT ${DECKS}/d1`]: ({ body }) => savedAnswer(body, { id: 'd1', version: 2 }),
        'GET /api/ideas': () => ({ body: { ideas: [], nextCursor: null } }),
      }),
    );
    const { user } = await render();
    const item = await within(decks()).findByRole('listitem');
    expect(item).toHaveTextContent('1 slide');
    await user.click(within(item).getByRole('button', { name: 'Seed deck' }));
    const problem = await screen.findByRole('group', { name: 'Slide 1: Problem' });
    expect(within(problem).getByText('AI draft')).toBeInTheDocument();
    expect(screen.getByText('Your Idea Garage has no ideas yet.')).toBeInTheDocument();
    // The deck's idea is no longer listed: none is chosen, nothing to draft from.
    expect(screen.getByLabelText('Idea')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Draft slides from this idea' })).toBeDisabled();
    await user.type(within(problem).getByLabelText('What the slide says'), ' Checked.');
    expect(within(problem).queryByText('AI draft')).not.toBeInTheDocument();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
