import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { documentView, savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { UserResearchBot } from './user-research-bot';

const PLANS = '/api/tools/user-research-bot/documents';
const idea = ideaView({ title: 'Invoice chaser' });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: UserResearchBot }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'User Research Bot' });
  await documentShown();
  return rendered;
};
const region = (name: string) => screen.getByRole('region', { name });
/** Selects `words` in a textarea, as a mouse drag over them would. */
const select = (area: HTMLElement, words: string) => {
  const value = (area as HTMLTextAreaElement).value;
  (area as HTMLTextAreaElement).setSelectionRange(value.indexOf(words), value.indexOf(words) + words.length);
};

describe('the User Research Bot', () => {
  it('builds a guide from the starter questions, notes an interview, highlights and tags quotes, and groups them by tag', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/ideas': boardOf(idea),
        [`GET ${PLANS}`]: () => ({ body: [] }),
        ...savesNewAs(PLANS, 'r1'),
      }),
    );
    const { user } = await render();
    const guide = region('Interview guide');
    expect(
      within(guide).getByText(
        "Ask about the last time it happened: 'Tell me about the last time you…'. A real story beats a general answer.",
      ),
    ).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Add starter questions' }));
    expect(within(guide).getByLabelText('Question 1')).toHaveValue(
      'Tell me about the last time you ran into this problem. What happened?',
    );
    expect(within(within(guide).getByRole('list', { name: 'Questions' })).getAllByRole('listitem')).toHaveLength(9);
    // Every starter question is in: the button has nothing more to add.
    expect(within(guide).getByRole('button', { name: 'Add starter questions' })).toBeDisabled();
    await user.click(within(guide).getByRole('button', { name: 'Remove Question 9' }));
    await user.click(within(guide).getByRole('button', { name: 'Move Question 2 up' }));
    expect(within(guide).getByLabelText('Question 1')).toHaveValue('What was the hardest part about that?');

    await user.selectOptions(screen.getByLabelText('Idea researched (optional)'), 'Invoice chaser');
    await user.click(screen.getByRole('button', { name: 'Add interview' }));
    const interview = screen.getByRole('group', { name: 'Interview 1' });
    await user.type(within(interview).getByLabelText('Who'), 'Maya');
    fireEvent.change(within(interview).getByLabelText('When'), { target: { value: '2026-11-02' } });
    const notes = within(screen.getByRole('group', { name: 'Interview 1: Maya' })).getByLabelText('Notes');
    fireEvent.change(notes, { target: { value: 'Last month I chased three clients. I spent a Sunday on reminders.' } });
    const card = screen.getByRole('group', { name: 'Interview 1: Maya' });
    await user.click(within(card).getByRole('button', { name: 'Highlight quote' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Select words in the notes first, then highlight them.');
    select(notes, 'I chased three clients');
    await user.click(within(card).getByRole('button', { name: 'Highlight quote' }));
    select(notes, 'I spent a Sunday on reminders');
    await user.click(within(card).getByRole('button', { name: 'Highlight quote' }));
    await user.type(within(card).getByLabelText('Tags for Quote 1'), 'late payment, time{Enter}');
    await user.type(within(card).getByLabelText('Tags for Quote 2'), 'Time');
    await user.tab();

    // late payment: Quote 1; time: Quotes 1 and 2 (both Maya's) — the most quoted first.
    const synthesis = region('Synthesis');
    expect(
      within(synthesis)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['time2 quotes from 1 interviewee', 'late payment1 quote from 1 interviewee']);
    expect(
      within(within(synthesis).getByRole('region', { name: 'time' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“I chased three clients” — Maya', '“I spent a Sunday on reminders” — Maya']);

    await user.type(within(region('Insights')).getByLabelText('What you learnt'), 'Chasing eats weekends.');
    // The plan's name and Save are in the page's header: the saved plans hold only the list.
    expect(within(region('Saved research plans')).queryByLabelText('Research plan name')).not.toBeInTheDocument();
    const name = documentBar().getByLabelText('Research plan name');
    expect(name).toHaveValue('Research plan 1');
    await user.clear(name);
    await user.type(name, 'Round 1');
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: {
        idea: unknown;
        questions: unknown[];
        interviews: unknown[];
        quotes: { text: string; tags: string[] }[];
        insights: unknown;
      };
    };
    expect(sent.name).toBe('Round 1');
    expect(sent.data.idea).toEqual({ id: idea.id, title: 'Invoice chaser' });
    expect(sent.data.questions).toHaveLength(8);
    expect(sent.data.interviews).toEqual([
      {
        id: expect.any(String),
        who: 'Maya',
        when: '2026-11-02',
        notes: 'Last month I chased three clients. I spent a Sunday on reminders.',
      },
    ]);
    expect(sent.data.quotes.map(({ text, tags }) => [text, tags])).toEqual([
      ['I chased three clients', ['late payment', 'time']],
      ['I spent a Sunday on reminders', ['Time']],
    ]);
    expect(sent.data.insights).toEqual({ text: 'Chasing eats weekends.', aiDraft: false });
  }, 30_000);

  it("opens a saved plan, marks the AI's drafts until edited, and says by the field what is wrong", async () => {
    const saved = documentView({
      name: 'Round 1',
      data: {
        idea: null,
        questions: [{ id: 'k1', text: 'Tell me about the last time a client paid late.', aiDraft: true }],
        interviews: [{ id: 'i1', who: 'Tom', when: '', notes: 'Clients pay when they like.' }],
        quotes: [{ id: 'q1', interviewId: 'i1', text: 'Clients pay when they like', tags: ['late payment'] }],
        insights: { text: 'Late payment is common.', aiDraft: true },
      },
    });
    fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(idea),
        [`GET ${PLANS}`]: () => ({
          body: [
            {
              id: 'd1',
              name: 'Round 1',
              summary: '1 interview',
              version: 1,
              isShared: false,
              updatedAt: saved.updatedAt,
            },
          ],
        }),
        [`GET ${PLANS}/d1`]: () => ({ body: saved }),
        [`PUT ${PLANS}/d1`]: ({ body }) => savedAnswer(body, { id: 'd1', version: 2 }),
      }),
    );
    const { user } = await render();
    const plans = region('Saved research plans');
    expect(await within(plans).findByText('1 interview', { exact: false })).toBeInTheDocument();
    await user.click(within(plans).getByRole('button', { name: 'Round 1' }));
    const guide = region('Interview guide');
    await within(guide).findByText('AI draft');
    expect(within(region('Insights')).getByText('AI draft')).toBeInTheDocument();
    expect(within(region('Synthesis')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'late payment1 quote from 1 interviewee',
    );

    await user.type(within(guide).getByLabelText('Question 1'), '?');
    expect(within(guide).queryByText('AI draft')).toBeNull();
    await user.type(within(region('Insights')).getByLabelText('What you learnt'), '!');
    expect(within(region('Insights')).queryByText('AI draft')).toBeNull();

    await user.clear(within(screen.getByRole('group', { name: 'Interview 1: Tom' })).getByLabelText('Who'));
    expect(
      within(screen.getByRole('group', { name: 'Interview 1' })).getByLabelText('Who'),
    ).toHaveAccessibleDescription('Say who you talked to');
    // The header names the field that keeps the plan from saving, and takes the founder to it.
    expect(saveStatus()).toHaveTextContent(/^Not saved: correct “Who”$/);
    // With Auto save, Save is there while a field keeps the work from saving (to have the wrong fields marked).
    expect(documentBar().getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(documentBar().getByRole('button', { name: 'Go to field' }));
    expect(within(screen.getByRole('group', { name: 'Interview 1' })).getByLabelText('Who')).toHaveFocus();
  });
});
