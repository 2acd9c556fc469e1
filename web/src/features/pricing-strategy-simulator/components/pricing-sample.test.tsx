import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { DOCUMENTS, fakeNewAnalysisApi, pause, render, SLOW } from '@/test/pricing-test-fixtures';
import { renderRoutes } from '@/test/render-app';
import { PricingSimulator } from './pricing-simulator';

const note = (name: string) => screen.queryByRole('note', { name });

describe("the pricing simulator's example figures, sample and empty state (ADR 0072, 0075)", () => {
  it(
    'labels a new analysis’s example figures, and offers a sample that is labelled, not saved untouched, and removable',
    async () => {
      const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
      const { user } = await render();
      expect(note('Example figures')).toBeInTheDocument();
      await user.click(within(note('Example figures')!).getByRole('button', { name: 'Try a sample' }));

      expect(note('Sample')).toHaveTextContent(
        'This is a sample: invented figures to show how the tool works, not yours.',
      );
      expect(screen.getByLabelText('Tier 1 name')).toHaveValue('Basic (sample)');
      // Worked by hand in pricing-sample.ts: ARPU $45; 8 % lost per 10 %: best at 1.125 × today's prices,
      // 360 customers × $50.625 = $18,225; LTV 36 / 4 % = $900, CAC $360 back in 10 months, 900 / 360 = 2.5.
      expect(screen.getByTestId('best-price')).toHaveTextContent(
        '+12.5% on today’s prices (Basic (sample) $22.50, Pro (sample) $56.25, Business (sample) $112.50): 360 customers, $18,225 a month, ARPU $50.63.',
      );
      expect(screen.getByText('Today: 400 customers, $18,000 a month.')).toBeInTheDocument();
      expect(screen.getByTestId('ltv-today')).toHaveTextContent('$900');
      expect(screen.getByTestId('payback-today')).toHaveTextContent('10 months');
      expect(screen.getByTestId('ratio-today')).toHaveTextContent('2.5 : 1');
      expect(screen.getByTestId('answer-count')).toHaveTextContent('5 answers');
      await pause();
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

      await user.click(within(note('Sample')!).getByRole('button', { name: 'Remove sample' }));
      expect(note('Sample')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Tier 1 name')).toHaveValue('Starter');
      expect(screen.getByTestId('answer-count')).toHaveTextContent('No answers yet');
    },
    SLOW,
  );

  it(
    'makes the sample in the company’s currency: rupees, twenty times the dollars',
    async () => {
      fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
      const { user } = renderRoutes([{ path: '/tool', Component: PricingSimulator }], '/tool', {
        firstData: { user: signedInUser, preferences: preferencesOf(INDIA) },
      });
      await screen.findByRole('heading', { level: 1, name: 'Pricing Strategy Simulator' });
      await documentShown();
      await user.click(within(note('Example figures')!).getByRole('button', { name: 'Try a sample' }));
      // ARPU ₹900 (× 20): gross profit ₹720 a month, LTV 720 / 4 % = ₹18,000.
      expect(screen.getByTestId('ltv-today')).toHaveTextContent('₹18,000');
    },
    SLOW,
  );

  it(
    'with no customers or nothing priced, shows the first step instead of a chart and tables of zeros',
    async () => {
      fakeNewAnalysisApi();
      const { user } = await render();
      const customers = screen.getByLabelText('Customers at these prices');
      await user.clear(customers);
      await user.type(customers, '0');
      expect(screen.getByText('No revenue to simulate yet')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /^Revenue across prices/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('best-price')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enter your customers' }));
      expect(customers).toHaveFocus();

      for (const number of [1, 2]) {
        const price = screen.getByLabelText(`Tier ${number} monthly price`);
        await user.clear(price);
        await user.type(price, '0');
      }
      expect(screen.queryByTestId('ltv-today')).not.toBeInTheDocument();
      expect(
        screen.getByText('Enter a tier’s price to see what a customer is worth and how soon they pay back their CAC.'),
      ).toBeInTheDocument();
      await user.type(customers, '{Backspace}100');
      await user.click(screen.getByRole('button', { name: 'Enter a price' }));
      expect(screen.getByLabelText('Tier 1 monthly price')).toHaveFocus();
    },
    SLOW,
  );

  it(
    'ignores a tier added and emptied of everything typed, and still checks a half-filled one',
    async () => {
      fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
      const { user } = await render();
      await user.click(screen.getByRole('button', { name: 'Add tier' }));
      await user.clear(screen.getByLabelText('Tier 3 name'));
      await user.clear(screen.getByLabelText('Tier 3 share of customers (%)'));
      for (const field of ['name', 'monthly price', 'share of customers (%)'])
        expect(screen.getByLabelText(`Tier 3 ${field}`)).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(/Showing the last valid results/)).not.toBeInTheDocument();
      // The two starting tiers alone (core's demand-model.test.ts): -25 %, 1,500 customers, $20,250 a month.
      expect(screen.getByTestId('best-price')).toHaveTextContent(
        '-25% on today’s prices (Starter $7.50, Pro $22.50): 1,500 customers, $20,250 a month, ARPU $13.50.',
      );

      await user.type(screen.getByLabelText('Tier 3 monthly price'), '90');
      expect(screen.getByLabelText('Tier 3 name')).toHaveAccessibleDescription('Tier name is required');
    },
    SLOW,
  );
});
