import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { renderApp } from '@/test/render-app';

const comments = [
  { id: 'c2', content: 'Newest thought', createdAt: '2026-11-21T10:00:00.000Z', author: 'Bob Builder' },
  { id: 'c1', content: 'First thought', createdAt: '2026-11-20T10:00:00.000Z', author: 'Ada Lovelace' },
];

describe('the board', () => {
  it('pages through comments: n of total, previous disabled at the first, next at the last', async () => {
    fakeApi(signedInApi({ 'GET /api/ideas': boardOf(ideaView({ comments, commentCount: 2 })) }));
    const { user } = renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(within(card).getByText('Newest thought')).toBeInTheDocument();
    expect(within(card).getByText('1 of 2')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Previous comment' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Next comment' }));
    expect(within(card).getByText('First thought')).toBeInTheDocument();
    expect(within(card).getByText('2 of 2')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Next comment' })).toBeDisabled();
  });

  it("fetches older comments when the viewer pages past the card's newest ones, and says when that fails", async () => {
    const older = (n: number) => ({
      id: `c${n}`,
      content: `Thought ${n}`,
      createdAt: `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`,
      author: 'Bob Builder',
    });
    const all = [5, 4, 3, 2, 1].map(older);
    let failing = true;
    const calls = fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(ideaView({ comments: all.slice(0, 2), commentCount: 5 })),
        'GET /api/ideas/11111111-1111-4111-8111-111111111111/comments': ({ query }) =>
          failing
            ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
            : query.cursor
              ? { body: { comments: all.slice(3), nextCursor: null } }
              : { body: { comments: all.slice(0, 3), nextCursor: 'after-3' } },
      }),
    );
    const { user } = renderApp('/tool/idea-garage');
    const card = await screen.findByRole('article', { name: 'Solar kiosks' });
    expect(within(card).getByText('1 of 5')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next comment' }));
    expect(within(card).getByText('Thought 4')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next comment' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to load comments.');
    expect(within(card).getByText('3 of 5')).toBeInTheDocument();
    failing = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Thought 3')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next comment' }));
    expect(await within(card).findByText('Thought 2')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next comment' }));
    expect(await within(card).findByText('Thought 1')).toBeInTheDocument();
    expect(within(card).getByText('5 of 5')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Next comment' })).toBeDisabled();
    expect(calls.filter((call) => call.path.endsWith('/comments')).map((call) => call.query.cursor?.[0] ?? '')).toEqual(
      ['', '', 'after-3'],
    );
  });

  it("keeps 'Add' disabled for a comment of spaces, and sends a real one trimmed", async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(ideaView()),
        'POST /api/ideas/11111111-1111-4111-8111-111111111111/comments': () => ({ status: 201, body: ideaView() }),
      }),
    );
    const { user } = renderApp('/tool/idea-garage');
    const box = await screen.findByRole('textbox', { name: 'Comment on Solar kiosks' });
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(box, 'Love it');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: '   Love it' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
