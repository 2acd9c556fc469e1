import { shareInputSchema } from '@core/ideas/share-contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  IDEA_ID,
  MARKET,
  OTHER_ID,
  PRICING,
  renderShareDialog,
  solarKiosks,
  waterFilters,
} from '@/test/share-test-helpers';
import { takeConsoleErrors } from '@/test/console-errors';
import { fakeApi, INDIA, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { ShareDialog } from './share-dialog';

type Answer = { status?: number; body: unknown };
const made =
  (result: { people?: number; links?: { ideaId: string; url: string }[]; community?: boolean }) => (): Answer => ({
    status: 201,
    body: { people: 0, links: [], community: false, ...result },
  });
const refused = (message: string): Answer => ({
  status: 422,
  body: { error: { code: 'VALIDATION_FAILED', message, issues: [{ path: 'emails', message }] } },
});
const LINK = `http://localhost/tool/idea-garage/idea/${IDEA_ID}?share=token-1`;

/** Waits for a toast's title and description (sonner renders them as text). */
const expectToast = async (title: string, description: string) => {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
};

describe('ShareDialog: sharing', () => {
  it('shares by e-mail: the exact body, the toast for 2 people, then closes and calls onShared', async () => {
    const dialog = renderShareDialog([solarKiosks], { 'POST /api/shares': made({ people: 2 }) });
    await dialog.next();
    await dialog.choose('Email');
    await dialog.next();
    await dialog.choose('Comment');
    await dialog.addEmail('grace@example.com');
    await dialog.addEmail('Alan@Example.com');
    await dialog.user.type(screen.getByLabelText('Message (optional)'), 'Have a look');
    await dialog.user.click(dialog.button('Share Now'));

    await expectToast('Success!', 'Idea shared with 2 people successfully');
    expect(dialog.posts()).toEqual([
      {
        ideaIds: [IDEA_ID],
        method: 'email',
        emails: ['grace@example.com', 'alan@example.com'],
        accessType: 'comment',
        message: 'Have a look',
        expiresAt: null,
        password: null,
        pageIds: null,
      },
    ]);
    expect(shareInputSchema.safeParse(dialog.posts()[0]).success).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog.onShared).toHaveBeenCalledTimes(1);
  });

  it("says 'person' for one", async () => {
    const dialog = renderShareDialog([solarKiosks], { 'POST /api/shares': made({ people: 1 }) });
    await dialog.next();
    await dialog.choose('Email');
    await dialog.next();
    await dialog.addEmail('grace@example.com');
    await dialog.user.click(dialog.button('Share Now'));
    await expectToast('Success!', 'Idea shared with 1 person successfully');
  });

  it('makes a public link of selected pages with a password and an expiry; shows it with Copy link until Done', async () => {
    const dialog = renderShareDialog([solarKiosks], {
      'POST /api/shares': made({ links: [{ ideaId: IDEA_ID, url: LINK }] }),
    });
    await dialog.choose('Selected pages');
    await dialog.user.click(screen.getByRole('checkbox', { name: 'Pricing' }));
    await dialog.user.click(screen.getByRole('checkbox', { name: 'Market' }));
    await dialog.next();
    await dialog.next();
    // The company writes dates month first (the default): 6 May 2031, 07:08 where the test runs.
    await dialog.user.type(screen.getByRole('textbox', { name: 'Date' }), '05/06/2031');
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '07:08' } });
    await dialog.user.click(screen.getByRole('switch', { name: 'Password protection' }));
    await dialog.user.type(screen.getByLabelText('Password'), 'open sesame');
    expect(screen.getByText('1 idea via Public Link')).toBeInTheDocument();
    await dialog.user.click(dialog.button('Share Now'));

    const link = await screen.findByRole('textbox', { name: 'Link to Solar kiosks' });
    expect(link).toHaveValue(LINK);
    expect(dialog.posts()).toEqual([
      {
        ideaIds: [IDEA_ID],
        method: 'public-link',
        emails: [],
        accessType: 'view',
        message: '',
        expiresAt: new Date(2031, 4, 6, 7, 8).toISOString(),
        password: 'open sesame',
        pageIds: [PRICING, MARKET],
      },
    ]);
    expect(shareInputSchema.safeParse(dialog.posts()[0]).success).toBe(true);
    expect(await screen.findByText('Success!')).toBeInTheDocument();

    await dialog.user.click(dialog.button('Copy link'));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(dialog.button('Copied')).toBeInTheDocument();
    expect(dialog.onShared).not.toHaveBeenCalled();
    await dialog.user.click(dialog.button('Done'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog.onShared).toHaveBeenCalledTimes(1);
  });

  it("takes the expiry in the company's order: 15/06/2031 is 15 June for an Indian company, sent as that moment", async () => {
    const calls = fakeApi(signedInApi({ 'POST /api/shares': made({ people: 1 }) }));
    const { user } = renderRoutes(
      [{ path: '/', element: <ShareDialog ideas={[solarKiosks]} open onOpenChange={() => undefined} /> }],
      '/',
      { firstData: { user: signedInUser, preferences: preferencesOf(INDIA) } },
    );
    const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }));
    await next();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await next();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'grace@example.com{Enter}');
    const date = screen.getByRole('textbox', { name: 'Date' });
    expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(date, '15/06/2031');
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '17:45' } });
    await user.tab();
    expect(date).toHaveValue('15/06/2031');
    await user.click(screen.getByRole('button', { name: 'Share Now' }));

    await expectToast('Success!', 'Idea shared with 1 person successfully');
    const posts = calls.filter((call) => call.method === 'POST' && call.path === '/api/shares');
    expect(posts.map((call) => (call.body as { expiresAt: unknown }).expiresAt)).toEqual([
      new Date(2031, 5, 15, 17, 45).toISOString(),
    ]);
  });

  it('shows one link per idea when sharing several by public link, each with its own Copy', async () => {
    const other = `http://localhost/tool/idea-garage/idea/${OTHER_ID}?share=token-2`;
    const dialog = renderShareDialog([solarKiosks, waterFilters], {
      'POST /api/shares': made({
        links: [
          { ideaId: IDEA_ID, url: LINK },
          { ideaId: OTHER_ID, url: other },
        ],
      }),
    });
    await dialog.next();
    await dialog.next();
    await dialog.user.click(dialog.button('Share Now'));
    expect(await screen.findByRole('textbox', { name: 'Link to Water filters' })).toHaveValue(other);
    await dialog.user.click(dialog.button('Copy link to Water filters'));
    expect(await navigator.clipboard.readText()).toBe(other);
    expect(dialog.posts()[0]).toMatchObject({
      ideaIds: [IDEA_ID, OTHER_ID],
      method: 'public-link',
      pageIds: null,
      password: null,
    });
  });

  it('shares with the community: the exact body, the community toast; closes', async () => {
    const dialog = renderShareDialog([solarKiosks, waterFilters], { 'POST /api/shares': made({ community: true }) });
    await dialog.next();
    await dialog.choose('Share with community');
    await dialog.next();
    expect(screen.getByText('2 ideas with the community')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'View' })).not.toBeInTheDocument();
    await dialog.user.click(dialog.button('Share Now'));

    await expectToast('Success!', 'Idea shared with community successfully');
    expect(dialog.posts()).toEqual([
      {
        ideaIds: [IDEA_ID, OTHER_ID],
        method: 'community',
        emails: [],
        accessType: 'view',
        message: '',
        expiresAt: null,
        password: null,
        pageIds: null,
      },
    ]);
    expect(shareInputSchema.safeParse(dialog.posts()[0]).success).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog.onShared).toHaveBeenCalledTimes(1);
  });

  it("shows 'Sharing...' and disables the button while the share is sent", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const dialog = renderShareDialog([solarKiosks], {
      'POST /api/shares': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    await dialog.next();
    await dialog.choose('Share with community');
    await dialog.next();
    await dialog.user.click(dialog.button('Share Now'));
    expect(await screen.findByRole('button', { name: 'Sharing...' })).toBeDisabled();
    expect(dialog.button('Back')).toBeDisabled();
    answer(made({ community: true })());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("on failure says 'Sharing Failed' with the server's message and keeps the dialog and everything entered", async () => {
    const message = 'User with email nobody@example.com not found. They need to sign up first.';
    const dialog = renderShareDialog([solarKiosks], { 'POST /api/shares': () => refused(message) });
    await dialog.next();
    await dialog.choose('Email');
    await dialog.next();
    await dialog.choose('Edit');
    await dialog.addEmail('nobody@example.com');
    await dialog.user.type(screen.getByLabelText('Message (optional)'), 'Thoughts?');
    await dialog.user.click(dialog.button('Share Now'));

    await expectToast('Sharing Failed', message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.step()).toBe('3');
    expect(screen.getByText('nobody@example.com')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Edit' })).toBeChecked();
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Thoughts?');
    expect(dialog.button('Share Now')).toBeEnabled();
    expect(dialog.onShared).not.toHaveBeenCalled();
    expect(takeConsoleErrors().some((args) => args[0] === 'Error sharing ideas')).toBe(true);
  });

  it("on a server error says 'Failed to share idea. Please try again.'", async () => {
    const dialog = renderShareDialog([solarKiosks], {
      'POST /api/shares': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Internal error' } } }),
    });
    await dialog.next();
    await dialog.next();
    await dialog.user.click(dialog.button('Share Now'));
    await expectToast('Sharing Failed', 'Failed to share idea. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(takeConsoleErrors().some((args) => args[0] === 'Error sharing ideas')).toBe(true);
  });
});
