import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, preferencesOf, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { documentBar, documentShown } from '@/test/document-bar';
import { documentView } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { UserResearchBot } from './user-research-bot';

const PLANS = '/api/tools/user-research-bot/documents';
const idea = ideaView({ title: 'Invoice chaser' });
const saved = documentView({
  name: 'Round 1',
  data: {
    idea: null,
    questions: [],
    interviews: [{ id: 'i1', who: 'Tom', when: '', notes: 'Clients pay when they like. I chase them on Sundays.' }],
    quotes: [
      { id: 'q1', interviewId: 'i1', text: 'Clients pay when they like', tags: ['late payment', 'cash'] },
      { id: 'q2', interviewId: 'i1', text: 'I chase them on Sundays', tags: [] },
    ],
    insights: { text: 'My notes', aiDraft: false },
  },
});

const api = (routes: Parameters<typeof fakeApi>[0]) =>
  fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
      'GET /api/ideas': boardOf(idea),
      [`GET ${PLANS}`]: () => ({ body: [] }),
      ...routes,
    }),
  );
/** The founder's saved plan 'Round 1', which opens with the tool (saved last). */
const withSavedPlan = {
  [`GET ${PLANS}`]: () => ({
    body: [
      { id: 'd1', name: 'Round 1', summary: '1 interview', version: 1, isShared: false, updatedAt: saved.updatedAt },
    ],
  }),
  [`GET ${PLANS}/d1`]: () => ({ body: saved }),
};
const answer = (text: string) => () => ({
  stream: aiDraftStream([
    { type: 'text', text },
    { type: 'done', truncated: false },
  ]),
});
const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: UserResearchBot }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'User Research Bot' });
  await documentShown();
  return rendered;
};
const region = (name: string) => screen.getByRole('region', { name });

describe('the User Research Bot’s AI drafts', { timeout: 30_000 }, () => {
  it('without a key offers the way to the profile in place of each AI button, and the guide still works', async () => {
    api({});
    const { user } = await render();
    const links = await screen.findAllByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile', '/profile']);
    expect(screen.queryByRole('button', { name: 'Draft questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Summarise insights' })).not.toBeInTheDocument();
    await user.click(within(region('Interview guide')).getByRole('button', { name: 'Add starter questions' }));
    expect(within(region('Interview guide')).getByLabelText('Question 1')).toHaveValue(
      'Tell me about the last time you ran into this problem. What happened?',
    );
  });

  it('drafts questions about the idea and the plan’s name, added after the founder’s own and marked AI draft', async () => {
    const calls = api({
      'GET /api/profile': () => ({ body: profileWithAiKey }),
      'POST /api/ai/drafts': answer(
        '1. Tell me about the last time a client paid late.\nWhat did you do?\n- What did it cost you?',
      ),
    });
    const { user } = await render();
    const guide = region('Interview guide');
    // A new plan's default name is no topic: the AI asks for an idea or a name typed.
    expect(documentBar().getByLabelText('Research plan name')).toHaveValue('Research plan 1');
    await user.click(await within(guide).findByRole('button', { name: 'Draft questions' }));
    expect(
      within(guide).getByText('Choose an idea or name the research plan first: the AI drafts questions about it.'),
    ).toBeInTheDocument();
    const insights = region('Insights');
    await user.click(within(insights).getByRole('button', { name: 'Summarise insights' }));
    expect(
      within(insights).getByText('Highlight at least one quote in your interview notes first.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/ai/drafts')).toBe(false);

    await user.selectOptions(await screen.findByLabelText('Idea researched (optional)'), 'Invoice chaser');
    await user.clear(documentBar().getByLabelText('Research plan name'));
    await user.type(documentBar().getByLabelText('Research plan name'), 'Freelancers');
    await user.click(within(guide).getByRole('button', { name: 'Add question' }));
    await user.type(within(guide).getByLabelText('Question 1'), 'What did you do?');
    await user.click(within(guide).getByRole('button', { name: 'Draft questions' }));

    // 3 lines, one already in the guide: 2 added.
    expect(await within(guide).findByText('2 questions added to the guide.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual({
      task: 'interview-questions',
      input: { ideaId: idea.id, topic: 'Freelancers' },
    });
    const items = within(within(guide).getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(
      items.map((item) => [
        (within(item).getByRole('textbox') as HTMLTextAreaElement).value,
        within(item).queryByText('AI draft') !== null,
      ]),
    ).toEqual([
      ['What did you do?', false],
      ['Tell me about the last time a client paid late.', true],
      ['What did it cost you?', true],
    ]);
  });

  it('summarises the highlighted quotes with their tags, below the insights the founder wrote, marked AI draft', async () => {
    const calls = api({
      ...withSavedPlan,
      'GET /api/profile': () => ({ body: profileWithAiKey }),
      'POST /api/ai/drafts': answer('Late payment is the pattern.\nChasing takes weekends.'),
    });
    const { user } = await render();
    expect(await screen.findByDisplayValue('Round 1')).toBeInTheDocument();
    await within(region('Synthesis')).findAllByRole('heading', { level: 3 });
    const insights = region('Insights');
    expect(within(insights).queryByText('AI draft')).toBeNull();
    await user.click(within(insights).getByRole('button', { name: 'Summarise insights' }));

    expect(await within(insights).findByText('The summary is added below what you wrote.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual({
      task: 'research-insights',
      input: {
        quotes: [
          { tag: 'late payment, cash', text: 'Clients pay when they like' },
          { tag: '', text: 'I chase them on Sundays' },
        ],
      },
    });
    expect(within(insights).getByLabelText('What you learnt')).toHaveValue(
      'My notes\n\nLate payment is the pattern.\nChasing takes weekends.',
    );
    expect(within(insights).getByText('AI draft')).toBeInTheDocument();
  });
});
