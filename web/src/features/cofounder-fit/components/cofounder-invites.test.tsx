import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { comparison, invite, RESULT_ID, savedAssessment } from '@/test/assessment-test-fixtures';
import { CofounderInvites } from './cofounder-invites';

const RESULT = `/api/assessments/${RESULT_ID}`;
type Table = Parameters<typeof renderWithApi>[1];

/** The invitations of a saved result the test can change (as the server would after a POST). */
function renderInvites(initial = savedAssessment(), extra: Table = {}) {
  let saved = initial;
  const view = renderWithApi(<CofounderInvites assessmentId={RESULT_ID} />, {
    [`GET ${RESULT}`]: () => ({ body: saved }),
    ...extra,
  });
  const posts = () => view.calls.filter((call) => call.method === 'POST').map((call) => call.body);
  return { ...view, posts, setSaved: (next: typeof saved) => (saved = next) };
}
const emailField = () => screen.getByRole('textbox', { name: "Co-founder's e-mail" });
const send = () => screen.getByRole('button', { name: 'Send invitation' });

describe('CofounderInvites', () => {
  it('invites a co-founder by e-mail, then lists the invitation as waiting', async () => {
    const view = renderInvites(savedAssessment(), {
      [`POST ${RESULT}/invites`]: () => ({ status: 201, body: invite() }),
    });
    await view.user.type(await screen.findByRole('textbox', { name: "Co-founder's e-mail" }), 'grace@example.com');
    view.setSaved(savedAssessment({ invites: [invite()] }));
    await view.user.click(send());
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
    expect(view.posts()).toEqual([{ email: 'grace@example.com' }]);
    const row = await screen.findByRole('listitem', { name: 'Invitation to grace@example.com' });
    expect(within(row).getByText('Sent to grace@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Show comparison' })).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  });

  it('checks the address before sending, and shows the server’s reason on the field', async () => {
    const view = renderInvites(savedAssessment(), {
      [`POST ${RESULT}/invites`]: () => ({
        status: 422,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Invite your co-founder, not yourself' } },
      }),
    });
    await view.user.type(await screen.findByRole('textbox', { name: "Co-founder's e-mail" }), 'not-an-email');
    await view.user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(view.posts()).toEqual([]);

    await view.user.clear(emailField());
    await view.user.type(emailField(), 'ada@example.com');
    await view.user.click(send());
    expect(await screen.findByText('Invite your co-founder, not yourself')).toBeInTheDocument();
    expect(view.posts()).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows an answered invitation’s comparison on request, the co-founder named by e-mail', async () => {
    const view = renderInvites(
      savedAssessment({
        invites: [
          invite({ status: 'answered', comparison }),
          invite({ id: 'i2', email: 'bob@example.com', status: 'expired' }),
        ],
      }),
    );
    const row = await screen.findByRole('listitem', { name: 'Invitation to grace@example.com' });
    expect(within(row).getByText('Answered')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Invitation to bob@example.com' })).getByText('Expired'),
    ).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Show comparison' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(within(row).getByRole('button', { name: 'Hide comparison' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByRole('group', { name: 'You: 60% Fair' })).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: 'grace@example.com: 76% Good' })).toBeInTheDocument();
  });

  it('shows the server’s 409 for an address invited already on the field', async () => {
    const message = 'You have already invited grace@example.com to compare with this result';
    const view = renderInvites(savedAssessment({ invites: [invite()] }), {
      [`POST ${RESULT}/invites`]: () => ({ status: 409, body: { error: { code: 'CONFLICT', message } } }),
    });
    await view.user.type(await screen.findByRole('textbox', { name: "Co-founder's e-mail" }), 'Grace@example.com');
    await view.user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveValue('Grace@example.com');
  });

  it('still offers the form when some of 5 invitations have expired (they do not count)', async () => {
    const invites = ['a', 'b', 'c', 'd', 'e'].map((letter) =>
      invite({ id: letter, email: `${letter}@example.com`, status: letter === 'e' ? 'expired' : 'waiting' }),
    );
    renderInvites(savedAssessment({ invites }));
    expect(await screen.findByRole('textbox', { name: "Co-founder's e-mail" })).toBeInTheDocument();
    expect(screen.queryByText('You have invited 5 co-founders, the most for one result.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('offers no more invitations after 5', async () => {
    const invites = ['a', 'b', 'c', 'd', 'e'].map((letter) =>
      invite({ id: letter, email: `${letter}@example.com`, status: letter === 'e' ? 'answered' : 'waiting' }),
    );
    renderInvites(
      savedAssessment({ invites: [...invites, invite({ id: 'f', email: 'f@example.com', status: 'expired' })] }),
    );
    expect(await screen.findByText('You have invited 5 co-founders, the most for one result.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Co-founder's e-mail" })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });
});
