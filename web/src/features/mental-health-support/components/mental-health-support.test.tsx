import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { documentShown, saveStatus } from '@/test/document-bar';
import { savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { MentalHealthSupport } from './mental-health-support';

const JOURNALS = '/api/tools/mental-health-support/documents';

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: MentalHealthSupport }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Mental Health Support' });
  await documentShown();
  return rendered;
};

describe('Mental Health Support', () => {
  it('asks how one feels before keeping a check-in, keeps it in a private journal that saves itself, and never offers to share it', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: true }) }),
        [`GET ${JOURNALS}`]: () => ({ body: [] }),
        ...savesNewAs(JOURNALS, 'j1'),
      }),
    );
    const { user } = await render();
    expect(screen.getByRole('note')).toHaveTextContent(/^This is not medical advice/);
    const add = await screen.findByRole('button', { name: 'Add entry' });
    await user.type(screen.getByLabelText('What is on your mind? (optional)'), 'Board meeting went badly');
    await user.click(add);
    expect(screen.getByText('Choose how you feel')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    await user.click(add);
    const entries = screen.getByRole('list', { name: 'Your entries' });
    expect(within(entries).getByText('Board meeting went badly')).toBeInTheDocument();
    // The form is ready for the next check-in.
    expect(screen.getByLabelText('What is on your mind? (optional)')).toHaveValue('');
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { entries: { mood: number; note: string }[] };
    };
    expect(sent.name).toBe('Journal 1');
    expect(sent.data.entries).toMatchObject([{ mood: 2, note: 'Board meeting went badly' }]);
    expect(screen.queryByRole('button', { name: /share/i })).not.toBeInTheDocument();
  });

  it('lists the helplines of the company’s country first, each dialled in one tap', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ currency: 'INR' }) }),
        [`GET ${JOURNALS}`]: () => ({ body: [] }),
      }),
    );
    await render();
    const helplines = within(screen.getByRole('region', { name: 'Talk to someone now' }));
    expect(helplines.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Tele-MANAS',
      '988 Suicide & Crisis Lifeline',
      'Samaritans',
      'TelefonSeelsorge',
      '3114',
      'Línea 024',
    ]);
    expect(helplines.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(helplines.getByRole('link', { name: '0800 111 0 222' })).toHaveAttribute('href', 'tel:08001110222');
  });
});
