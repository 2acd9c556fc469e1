import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiDraftStream, fakeApi, profileWithAiKey, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { preloadFaqTexts } from '../hooks/use-faq-texts';
import { FaqsOfVc } from './faqs-of-vc';

function show(api = signedInApi()) {
  const calls = fakeApi(api);
  return { calls, ...renderRoutes([{ path: '/', Component: FaqsOfVc }]) };
}
const questions = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// The English texts' module is in before the first render, as the page's chunk is once the browser has it.
beforeAll(() => preloadFaqTexts('en'));

afterEach(() => {
  window.location.hash = '';
});

describe('FAQs of VC', () => {
  it('lists the 40 questions by topic, each folded to its question, with its answer, sources and link once opened', async () => {
    const { user } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'SAFEs and convertible notes' })).toBeInTheDocument();
    expect(screen.getByText('40 questions')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'SAFEs and convertible notes',
      'Valuation',
      'Dilution',
      'Option pools and vesting',
      'Term sheet terms',
      'Process and due diligence',
      'India',
      'Ask a question',
    ]);
    expect(questions()[0]).toBe('What is a SAFE?');
    const safe = document.getElementById('what-is-a-safe') as HTMLDetailsElement;
    expect(safe.open).toBe(false);
    await user.click(screen.getByText('What is a SAFE?'));
    expect(safe.open).toBe(true);
    expect(within(safe).getByText(/A SAFE \(simple agreement for future equity\) is a short contract/)).toBeVisible();
    expect(within(safe).getByRole('link', { name: 'Link to this answer' })).toHaveAttribute('href', '#what-is-a-safe');
    expect(within(safe).getByText('Sources checked Nov 30, 2026')).toBeInTheDocument();
    for (const link of within(safe).getAllByRole('link').slice(0, -1)) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('finds questions by words typed, best first, says when none match, and filters by topic', async () => {
    const { user } = show();
    const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'valuation cap');
    // Both words are in this question (3 + 3) and its answer (1 + 1): no other entry scores 8.
    await waitFor(() => expect(questions()[0]).toBe('What is a valuation cap?'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Valuation' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(
      await screen.findByText('No question matches “xyzzy”. Try other words, or ask the AI below.'),
    ).toBeInTheDocument();

    await user.clear(search);
    const india = screen.getByRole('button', { name: 'India' });
    await user.click(india);
    expect(india).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All topics' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByText('5 questions')).toBeInTheDocument());
    expect(questions()).toContain('Does India still have the “angel tax”?');
  });

  it('opens the answer the address names (#…), as a shared link does', async () => {
    window.location.hash = '#what-is-a-liquidation-preference';
    show();
    await screen.findByRole('heading', { level: 3, name: 'What is a liquidation preference?' });
    await waitFor(() =>
      expect((document.getElementById('what-is-a-liquidation-preference') as HTMLDetailsElement).open).toBe(true),
    );
  });

  it('asks the AI with the question and the FAQ’s entries, and links the entries its answer cites', async () => {
    const { user, calls } = show(
      signedInApi({
        'GET /api/profile': () => ({ body: profileWithAiKey }),
        'POST /api/ai/drafts': () => ({
          stream: aiDraftStream([
            { type: 'text', text: 'A cap sets the highest price [what-is-a-valuation-cap]; ' },
            { type: 'text', text: 'this is not advice [made-up-id].' },
            { type: 'done', truncated: false },
          ]),
        }),
      }),
    );
    const ask = await screen.findByRole('button', { name: 'Ask the AI' });
    expect(screen.getByText('Type your question first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), 'What does a valuation cap do to my SAFE?');
    await user.click(ask);
    const answer = await screen.findByRole('region', { name: 'The AI’s answer' });
    expect(within(answer).getByRole('link', { name: '[What is a valuation cap?]' })).toHaveAttribute(
      'href',
      '#what-is-a-valuation-cap',
    );
    // An id the FAQ does not have stays as the model wrote it, linking nowhere.
    expect(answer).toHaveTextContent('this is not advice [made-up-id].');
    expect(
      screen.getByText('The answer is below, written by AI from the entries it links. Check it against them.'),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/ai/drafts')?.body as {
      task: string;
      input: { question: string; entries: { id: string; question: string }[] };
    };
    expect(sent.task).toBe('faq-answer');
    expect(sent.input.question).toBe('What does a valuation cap do to my SAFE?');
    expect(sent.input.entries).toHaveLength(40);
    expect(sent.input.entries[2]).toMatchObject({
      id: 'what-is-a-valuation-cap',
      question: 'What is a valuation cap?',
    });
  });
});
