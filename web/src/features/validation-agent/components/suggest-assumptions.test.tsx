import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, preferencesOf, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { renderRoutes } from '@/test/render-app';
import { ValidationAgent } from './validation-agent';

const BOARDS = '/api/tools/validation-agent/documents';
const idea = ideaView({ id: '11111111-1111-4111-8111-111111111111', title: 'Invoice chaser' });
const SUGGEST = 'Suggest assumptions and experiments';

const api = (routes: Parameters<typeof fakeApi>[0]) =>
  fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
      'GET /api/ideas': boardOf(idea),
      [`GET ${BOARDS}`]: () => ({ body: [] }),
      ...routes,
    }),
  );
const answer = (text: string) => () => ({
  stream: aiDraftStream([
    { type: 'text', text },
    { type: 'done', truncated: false },
  ]),
});
const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: ValidationAgent }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Validation Agent' });
  return rendered;
};

describe('the Validation Agent’s AI suggestions', { timeout: 30_000 }, () => {
  it('without a key offers the way to the profile, and the board still works', async () => {
    api({});
    const { user } = await render();
    expect(
      await screen.findByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: SUGGEST })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add assumption' }));
    expect(screen.getByRole('group', { name: 'Assumption 1' })).toBeInTheDocument();
  });

  it('asks for the chosen idea’s plan and adds its assumptions after the founder’s own, marked AI draft', async () => {
    const calls = api({
      'GET /api/profile': () => ({ body: profileWithAiKey }),
      'POST /api/ai/drafts': answer(
        'Problem | Freelancers chase invoices | 10 interviews | 7 of 10 chased one\nHere is more:\nWillingness to pay | They pay $15 | Pre-sale page | 10 pre-orders',
      ),
    });
    const { user } = await render();
    // Beside the button, before it is pressed: the field it needs, and the way to it (issue 33).
    expect(await screen.findByRole('button', { name: SUGGEST })).toHaveAccessibleDescription(
      'Choose an idea first: the AI drafts from its title, description and why now. Go to field',
    );
    await user.click(screen.getByRole('button', { name: 'Go to field' }));
    expect(screen.getByLabelText('Idea to validate')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: SUGGEST }));
    expect(calls.some((call) => call.path === '/api/ai/drafts')).toBe(false);

    await user.selectOptions(await screen.findByLabelText('Idea to validate'), 'Invoice chaser');
    await user.click(screen.getByRole('button', { name: 'Add assumption' }));
    await user.type(within(screen.getByRole('group', { name: 'Assumption 1' })).getByLabelText('Assumption'), 'Mine');
    await user.click(screen.getByRole('button', { name: SUGGEST }));

    expect(await screen.findByText('2 assumptions added to the board.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual({
      task: 'validation-plan',
      input: { ideaId: idea.id },
    });
    const own = screen.getByRole('group', { name: 'Assumption 1' });
    expect(within(own).getByLabelText('Assumption')).toHaveValue('Mine');
    expect(within(own).queryByText('AI draft')).not.toBeInTheDocument();
    // The badge is in each drafted card's legend, so in its name.
    const [second, third] = [
      screen.getByRole('group', { name: /^Assumption 2/ }),
      screen.getByRole('group', { name: /^Assumption 3/ }),
    ];
    expect(within(second).getByText('AI draft')).toBeInTheDocument();
    expect(within(second).getByLabelText('About')).toHaveDisplayValue('Problem');
    expect(within(second).getByLabelText('Assumption')).toHaveValue('Freelancers chase invoices');
    expect(within(second).getByLabelText('Experiment')).toHaveValue('10 interviews');
    expect(within(second).getByLabelText('Success criterion')).toHaveValue('7 of 10 chased one');
    expect(within(second).getByLabelText('Status')).toHaveDisplayValue('Not started');
    expect(within(third).getByLabelText('About')).toHaveDisplayValue('Willingness to pay');
    expect(within(third).getByText('AI draft')).toBeInTheDocument();

    // Edited by the founder, the draft is theirs.
    await user.type(within(second).getByLabelText('Assumption'), ' weekly');
    expect(within(second).queryByText('AI draft')).not.toBeInTheDocument();
    expect(within(third).getByText('AI draft')).toBeInTheDocument();
  });

  it('says when the answer held no assumptions, and adds none', async () => {
    api({
      'GET /api/profile': () => ({ body: profileWithAiKey }),
      'POST /api/ai/drafts': answer('Sorry, I cannot help with that.'),
    });
    const { user } = await render();
    await user.selectOptions(await screen.findByLabelText('Idea to validate'), 'Invoice chaser');
    await user.click(await screen.findByRole('button', { name: SUGGEST }));
    expect(
      await screen.findByText('The AI’s answer held no assumptions that could be used. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No assumptions yet.')).toBeInTheDocument();
  });
});
