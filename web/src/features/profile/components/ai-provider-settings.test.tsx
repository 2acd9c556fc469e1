// @vitest-environment jsdom
// A busy button's name includes its SVG spinner's label, which happy-dom's SVG elements do not give (ADR 0064).
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, signedInApi, signedInUser } from '@/test/fake-api';
import { loadPagesAt, renderApp } from '@/test/render-app';

beforeAll(() => loadPagesAt('/profile'));

const profile = {
  fullName: signedInUser.name,
  email: signedInUser.email,
  avatarUrl: null,
  apiKeyLast4: 'wxyz',
  aiBaseUrl: 'https://api.openai.com/v1',
  aiModel: 'gpt-4o-mini',
};

/** A promise the test settles when it chooses, to see the page while the server is still answering. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('Profile → AI provider', () => {
  it('shows the saved Base URL, model and key ending, and saves a new provider with the profile', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profile }),
        'PATCH /api/profile': () => ({
          body: { ...profile, aiBaseUrl: 'http://models.example:8080/v1', aiModel: 'llama3.1:8b' },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    const baseUrl = await screen.findByLabelText('Base URL');
    expect(baseUrl).toHaveValue('https://api.openai.com/v1');
    expect(screen.getByLabelText('Model')).toHaveValue('gpt-4o-mini');
    expect(screen.getByLabelText('OpenAI API Key')).toHaveAttribute('placeholder', 'Saved key ending in wxyz');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'http://models.example:8080/v1/');
    await user.clear(screen.getByLabelText('Model'));
    await user.type(screen.getByLabelText('Model'), 'llama3.1:8b');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      fullName: 'Ada Lovelace',
      aiBaseUrl: 'http://models.example:8080/v1/',
      aiModel: 'llama3.1:8b',
    });
    // The saved (normalised) address is shown, and there is nothing left unsaved to hold the test back.
    await waitFor(() => expect(baseUrl).toHaveValue('http://models.example:8080/v1'));
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  });

  it("shows the server's word by a field it refused", async () => {
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profile }),
        'PATCH /api/profile': () => ({
          status: 422,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid input',
              issues: [{ path: 'aiBaseUrl', message: 'Enter the API address starting with http:// or https://' }],
            },
          },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    const baseUrl = await screen.findByLabelText('Base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'api.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter the API address starting with http:// or https://')).toBeInTheDocument();
    expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  });

  it('waits for unsaved changes to be saved before testing them', async () => {
    fakeApi(signedInApi({ 'GET /api/profile': () => ({ body: profile }) }));
    const { user } = renderApp('/profile');
    await user.type(await screen.findByLabelText('Model'), '-2024');
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(screen.getByText('Save your changes to test them.')).toBeInTheDocument();
  });

  it('is busy and disabled while testing, then says what happened', async () => {
    const answer = later<{ body: unknown }>();
    const calls = fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profile }),
        'POST /api/profile/ai/test-connection': () => answer.promise,
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    // While busy, the spinner's label is part of the button's name.
    const button = screen.getByRole('button', { name: 'Testing connectionTest connection' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Testing connection' })).toBeInTheDocument();
    answer.settle({ body: { outcome: 'ok', message: 'Connected: the AI provider answered with your key and model.' } });
    expect(await screen.findByText('Connected: the AI provider answered with your key and model.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeEnabled();
    expect(calls.filter((call) => call.path === '/api/profile/ai/test-connection')).toHaveLength(1);
  });

  it.each([
    ['no-key', 'Add your AI API key and save it before testing the connection.'],
    ['refused-key', 'The AI provider refused your API key. Check that it is correct and still active.'],
    [
      'rate-limited',
      'The AI provider says your quota or rate limit is reached. Check your plan and billing, or try again later.',
    ],
    ['model-not-found', 'The AI provider does not know this model. Check the model name.'],
    ['blocked', 'This Base URL points to a private or local network address, which the server does not call.'],
    ['unreachable', 'The AI provider could not be reached. Check the Base URL.'],
    ['timeout', 'The AI provider did not answer in time. Try again in a moment.'],
    ['failed', 'The AI provider answered with an unexpected error. Check the Base URL, or try again later.'],
  ])('says %s as: %s', async (outcome, message) => {
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profile }),
        'POST /api/profile/ai/test-connection': () => ({ body: { outcome, message } }),
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so when the server refuses more tests for now', async () => {
    const message = 'You can test the connection up to 10 times a minute. Please wait a moment.';
    fakeApi(
      signedInApi({
        'GET /api/profile': () => ({ body: profile }),
        'POST /api/profile/ai/test-connection': () => ({
          status: 429,
          body: { error: { code: 'RATE_LIMITED', message } },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
