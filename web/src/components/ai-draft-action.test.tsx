import type { AiDraftRequest } from '@core/ai/ai-drafts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { AiDraftAction } from './ai-draft-action';

const REQUEST: AiDraftRequest = { task: 'market-overview', input: { market: 'Pet insurance in Spain', notes: '' } };
/** A tool's text field that takes the draft, as the tools do. */
function Harness({ request = () => REQUEST }: { request?: () => AiDraftRequest | null }) {
  const [text, setText] = useState('');
  return (
    <>
      <AiDraftAction label="Draft market overview" request={request} onDrafted={(draft) => setText(draft.text)} />
      <textarea aria-label="Market overview" value={text} readOnly />
    </>
  );
}

const show = (harness = <Harness />) =>
  renderRoutes([
    { path: '/', element: harness },
    { path: '/profile', element: <h1>Profile page</h1> },
  ]);

describe('AiDraftAction', () => {
  it('without a key, offers the way to the profile instead of the button', async () => {
    fakeApi(signedInApi());
    const { user } = show();
    await user.click(
      await screen.findByRole('link', { name: 'Add your AI API key in Profile to get AI suggestions.' }),
    );
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft market overview' })).not.toBeInTheDocument();
  });

  it('shows the draft as it streams in, busy meanwhile, then hands the whole of it to the tool', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        'POST /api/ai/drafts': () => ({
          stream: aiDraftStream(
            [
              { type: 'text', text: 'Segments: ' },
              { type: 'text', text: 'owners of dogs' },
              { type: 'done', truncated: false },
            ],
            rest,
          ),
        }),
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Draft market overview' }));
    expect(await screen.findByText('Segments:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drafting…' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Market overview' })).toHaveValue('');
    release();
    expect(
      await screen.findByText('The AI draft is in place, marked AI draft. Check it and make it your own.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Market overview' })).toHaveValue('Segments: owners of dogs');
    expect(screen.getByRole('button', { name: 'Draft market overview' })).toBeEnabled();
    expect(calls.find((call) => call.path === '/api/ai/drafts')?.body).toEqual(REQUEST);
  });

  it('hands the draft to the page as it is when the draft ends: what the founder typed meanwhile is kept', async () => {
    let release = () => {};
    const rest = new Promise<void>((resolve) => (release = resolve));
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        'POST /api/ai/drafts': () => ({
          stream: aiDraftStream(
            [
              { type: 'text', text: 'Segments' },
              { type: 'done', truncated: false },
            ],
            rest,
          ),
        }),
      }),
    );
    function Appending() {
      const [text, setText] = useState('');
      return (
        <>
          <AiDraftAction
            label="Draft market overview"
            request={() => REQUEST}
            onDrafted={(draft) => setText(`${text}${draft.text}`)}
          />
          <textarea aria-label="Market overview" value={text} onChange={(event) => setText(event.target.value)} />
        </>
      );
    }
    const { user } = show(<Appending />);
    await user.click(await screen.findByRole('button', { name: 'Draft market overview' }));
    await screen.findByRole('button', { name: 'Drafting…' });
    await user.type(screen.getByRole('textbox', { name: 'Market overview' }), 'Mine. ');
    release();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Market overview' })).toHaveValue('Mine. Segments'));
  });

  it('says in words why the provider failed, and keeps the tool’s text as it was', async () => {
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        'POST /api/ai/drafts': () => ({
          stream: aiDraftStream([
            { type: 'failed', outcome: 'refused-key', message: 'ignored: the page says it in its language' },
          ]),
        }),
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Draft market overview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI provider refused your API key. Check that it is correct and still active.',
    );
    expect(screen.getByRole('textbox', { name: 'Market overview' })).toHaveValue('');
  });

  it('tells a refused request (too many drafts) as the server said it', async () => {
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        'POST /api/ai/drafts': () => ({
          status: 429,
          body: {
            error: {
              code: 'RATE_LIMITED',
              message: 'You can ask for up to 20 AI drafts a minute. Please wait a moment.',
            },
          },
        }),
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Draft market overview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can ask for up to 20 AI drafts a minute. Please wait a moment.',
    );
  });

  it('asks nothing while the tool says its fields must be fixed first', async () => {
    const calls = fakeApi(signedInApi({ 'GET /api/profile': () => ({ body: profileWithAiKey }) }));
    const { user } = show(<Harness request={() => null} />);
    await user.click(await screen.findByRole('button', { name: 'Draft market overview' }));
    expect(calls.some((call) => call.path === '/api/ai/drafts')).toBe(false);
  });

  it('says beside the button which empty field it needs, and Go to field puts the cursor there', async () => {
    fakeApi(signedInApi({ 'GET /api/profile': () => ({ body: profileWithAiKey }) }));
    const { user } = show(
      <>
        <label htmlFor="market-name">Market name</label>
        <input id="market-name" />
        <AiDraftAction
          label="Draft market overview"
          request={() => null}
          onDrafted={() => undefined}
          needs={{
            message: "Enter the market's name first.",
            goToField: () => document.getElementById('market-name')?.focus(),
          }}
        />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Draft market overview' });
    expect(button).toHaveAccessibleDescription("Enter the market's name first. Go to field");
    await user.click(screen.getByRole('button', { name: 'Go to field' }));
    expect(screen.getByLabelText('Market name')).toHaveFocus();
  });
});
