import { definition, headerStatus, region, savedSummary, whole, type ToolVisit } from './tool-visit-kit';

export { headerStatus, savedAs, type ToolVisit } from './tool-visit-kit';

/** The working tools (the catalogue's `working` kind, and the Idea Garage), in the order the journeys visit them. */
export const TOOL_VISITS: readonly ToolVisit[] = [
  {
    tool: 'idea-garage',
    name: 'Idea Garage',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add Your First Idea' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Idea' });
      await dialog.getByLabel('Title').fill('Chai kiosks');
      await dialog.getByLabel('Cost to validate').fill('12500');
      await dialog.getByRole('button', { name: 'Create Idea' }).click();
    },
    kept: (page) => page.getByRole('article', { name: 'Chai kiosks' }),
    field: (page) => page.getByRole('article', { name: 'Chai kiosks' }).getByText('Chai kiosks', { exact: true }),
    // 12500 typed with no sign is in the company's currency (US dollars for this en-US account), grouped in thousands.
    figure: (page) => page.getByRole('article', { name: 'Chai kiosks' }).getByText('$12,500', { exact: true }),
  },
  {
    tool: 'equity-split',
    name: 'Equity Calculator',
    sections: ['Founders'],
    change: async (page) => {
      // A slider moved with its keys, as a person does (End: 100). Filled in, its value would be set without a key or
      // a pointer: in the moment before React has hydrated the tool's part of the page, the app would not hear it.
      await page.getByRole('region', { name: 'Founder 1' }).getByLabel('Contribution').press('End');
      await page.getByRole('button', { name: 'Calculate Equity Split' }).click();
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('region', { name: 'Founder 1' }).getByLabel('Contribution'),
    value: '100',
    // Founder 1: 100 + 100 + 80 = 280 points; Founder 2 (the default 35, 100, 90): 225; of 505. 28,000 / 505 = 55 r 225
    // and 22,500 / 505 = 44 r 280: the point still missing to 100 goes to the larger remainder, Founder 2's: 55 % / 45 %.
    figure: (page) =>
      region(page, 'Equity Split')
        .getByRole('definition')
        .filter({ hasText: whole('55%') }),
    document: { name: 'Equity scenario 1' },
  },
  {
    tool: 'cofounder-fit',
    name: 'Co-founder Fit Assessment',
    change: async (page) => {
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      for (let question = 1; question <= 10; question += 1) {
        await page.getByText(`Question ${question} of 10`).waitFor();
        await page.getByRole('button', { name: '4 Agree' }).click();
      }
    },
    kept: (page) => page.getByText('Saved to your past results'),
    field: (page) => region(page, 'Your past results').getByRole('button', { name: /^Open result from / }),
    // 'Agree' (4 of 5) to every question is 4/5 of every weight: 80 %, the lowest 'Excellent' (80 and over).
    figure: (page) => region(page, 'Your past results').getByRole('button', { name: / 80% Excellent$/ }),
  },
  {
    tool: 'your-ai-ca',
    name: 'Your AI CA',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add payment' });
      await dialog.getByLabel('Description').fill('GST for October');
      await dialog.getByLabel('Amount').fill('150000');
      await dialog.getByRole('button', { name: 'Save payment' }).click();
    },
    kept: (page) => region(page, 'Recent Payments').getByText('GST for October', { exact: true }),
    field: (page) => region(page, 'Recent Payments').getByText('GST for October', { exact: true }),
    // A payment is in rupees unless another currency is chosen: 1,50,000 in lakh grouping, with paise.
    figure: (page) => region(page, 'Recent Payments').getByText('₹1,50,000.00', { exact: true }),
  },
  {
    tool: 'ai-accountant',
    name: 'AI Accountant',
    // The financial year 2025-26 (April 2025 to March 2026), named in the address as the tool keeps it.
    path: '/tool/ai-accountant?period=fy&year=2025',
    change: async (page) => {
      const recent = region(page, 'Recent Transactions');
      await recent.getByLabel('Date', { exact: true }).fill('2025-04-05');
      await recent.getByLabel('Description', { exact: true }).fill('Client payment: Acme');
      await recent.getByLabel('Amount (negative for an expense)').fill('350000');
      await recent.getByRole('button', { name: 'Add transaction' }).click();
    },
    kept: (page) => region(page, 'Recent Transactions').getByText('Client payment: Acme', { exact: true }),
    field: (page) => region(page, 'Recent Transactions').getByText('Client payment: Acme', { exact: true }),
    // The year's one transaction, money in: revenue ₹3,50,000 (the books are in rupees), with paise.
    figure: (page) => page.getByRole('article', { name: 'Total Revenue' }).getByText('₹3,50,000.00', { exact: true }),
  },
  {
    tool: 'domain-tracker',
    name: 'Domain Tracker',
    change: async (page) => {
      await page.getByLabel('Domain name').fill('taken.com');
      await page.getByRole('button', { name: 'Check Availability' }).click();
      await page.getByRole('button', { name: 'Track taken.com' }).click();
    },
    kept: (page) => page.getByRole('article', { name: 'taken.com' }),
    field: (page) => page.getByRole('article', { name: 'taken.com' }).getByText('Taken', { exact: true }),
    // The local registry (test-support/rdap-server.ts) holds taken.com until 2027-03-14T04:00:00Z.
    figure: (page) => page.getByRole('article', { name: 'taken.com' }).getByText('Expires Mar 14, 2027'),
  },
  {
    tool: 'brand-name-suggester',
    name: 'Brand Name Suggester',
    change: async (page) => {
      await page.getByLabel('Business Type').fill('Events');
      await page.getByLabel('Keywords').fill('takes, open');
      await page.getByRole('button', { name: 'Generate Names' }).click();
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByLabel('Keywords'),
    value: 'takes, open',
    // The Modern style adds 'ly' to a keyword: open + ly.
    figure: (page) => region(page, 'Generated Names').getByRole('article', { name: 'Openly', exact: true }),
    // A list still under its default name takes its keywords as its name.
    document: { name: 'takes, open' },
  },
  {
    tool: 'validation-agent',
    name: 'Validation Agent',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add assumption' }).click();
      const card = page.getByRole('group', { name: 'Assumption 1' });
      await card.getByLabel('Assumption', { exact: true }).fill('Freelancers chase late invoices');
      await card.getByLabel('Status').selectOption({ label: 'Validated' });
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('group', { name: 'Assumption 1' }).getByLabel('Assumption', { exact: true }),
    value: 'Freelancers chase late invoices',
    // One assumption, validated: 1 validated, 0 invalidated, 0 open.
    figure: (page) => definition(page.getByRole('group', { name: 'Board summary' }), 'Validated', '1'),
    document: { name: 'Validation board 1' },
  },
  {
    tool: 'esop-planner',
    name: 'ESOP Planner',
    sections: ['Company'],
    change: (page) => page.getByLabel('Option pool (%)').fill('5'),
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByLabel('Option pool (%)'),
    value: '5',
    // A new plan's 10,000,000 shares × 5 % = 500,000 shares in the pool.
    figure: (page) => definition(region(page, 'Option pool'), 'Pool size', '500,000'),
    document: { name: 'ESOP plan 1' },
  },
  {
    tool: 'finance-model-creator',
    name: 'Finance Model Creator',
    sections: ['Revenue streams'],
    change: (page) =>
      page.getByRole('group', { name: 'Revenue stream 1' }).getByLabel('Monthly growth (%)', { exact: true }).fill('2'),
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) =>
      page.getByRole('group', { name: 'Revenue stream 1' }).getByLabel('Monthly growth (%)', { exact: true }),
    value: '2',
    // Growth 2 % less the new model's churn 2 %: the MRR stays at 1,000. A month: cost of revenue 200 + the founder 5,000
    // + the expense 1,000 − revenue 1,000 = 5,200 burnt; 24 months from 250,000: 250,000 − 24 × 5,200 = 125,200.
    figure: (page) => definition(region(page, 'Results'), 'Cash at the end', '$125,200'),
    document: { name: 'Financial model 1' },
  },
  {
    tool: 'pricing-strategy-simulator',
    name: 'Pricing Strategy Simulator',
    change: (page) => page.getByLabel('Monthly churn (%)').fill('4'),
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByLabel('Monthly churn (%)'),
    value: '4',
    // ARPU of the new analysis: 60 % × $10 + 40 % × $30 = $18; gross profit 80 % of it, $14.40 a month;
    // LTV at 4 % churn: 14.40 / 0.04 = $360.
    figure: (page) => page.getByTestId('ltv-today').filter({ hasText: whole('$360') }),
    document: { name: 'Pricing analysis 1' },
  },
  {
    tool: 'term-sheet-translator',
    name: 'Term Sheet Translator',
    sections: ['Clauses', 'Liquidation waterfall'],
    change: async (page) => {
      await page.getByRole('button', { name: 'Try a sample term sheet' }).click();
      await page.getByLabel('Participation').selectOption('none');
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByLabel('Participation'),
    value: 'none',
    // The sample's $4M at $20M post-money, 1x now non-participating: at a $10M exit the investors take the larger of
    // their $4M back and 20 % × $10M = $2M, so $4M without converting; common the other $6M.
    figure: (page) =>
      page
        .getByRole('table', { name: 'Payouts to investors and common at each exit value' })
        .getByRole('row', { name: '$10,000,000 $4,000,000 $6,000,000 No', exact: true }),
    document: { name: 'Term sheet 1' },
  },
  {
    tool: 'market-research-agent',
    name: 'Market Research Agent',
    change: async (page) => {
      await page
        .getByRole('group', { name: 'Potential customers', exact: true })
        .getByLabel('Potential customers', { exact: true })
        .fill('500');
      await page
        .getByRole('group', { name: 'Yearly spend per customer', exact: true })
        .getByLabel('Yearly spend per customer', { exact: true })
        .fill('120');
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) =>
      page
        .getByRole('group', { name: 'Potential customers', exact: true })
        .getByLabel('Potential customers', { exact: true }),
    value: '500',
    // TAM: 500 customers × $120 a year = $60,000.
    figure: (page) => definition(region(page, 'Market size'), 'TAM', '$60,000'),
    document: { name: 'Market 1' },
  },
  {
    tool: 'competitor-analysis',
    name: 'Competitor Analysis',
    sections: ['Competitors'],
    change: async (page) => {
      await page.getByRole('button', { name: 'Add competitor' }).click();
      await page.getByRole('group', { name: 'Competitor 1' }).getByLabel('Name', { exact: true }).fill('Practo Ray');
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('group', { name: 'Competitor 1' }).getByLabel('Name', { exact: true }),
    value: 'Practo Ray',
    // One competitor, and no product of the founder's yet (it would not count).
    figure: (page) => savedSummary(page, 'Saved analyses', '1 competitor'),
    document: { name: 'Competitor analysis 1' },
  },
  {
    tool: 'pitch-maker',
    name: 'Pitch Maker',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add slide' }).click();
      await page.getByRole('group', { name: 'Slide 11: New slide' }).getByLabel('Slide title').fill('Roadmap');
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('group', { name: 'Slide 11: Roadmap' }).getByLabel('Slide title'),
    value: 'Roadmap',
    // The standard outline's 10 slides and the one added: 11.
    figure: (page) => savedSummary(page, 'Saved decks', '11 slides'),
    document: { name: 'Pitch deck 1' },
  },
  {
    tool: 'user-research-bot',
    name: 'User Research Bot',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add interview' }).click();
      await page.getByRole('group', { name: 'Interview 1' }).getByLabel('Who').fill('Maya, freelance designer');
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('group', { name: 'Interview 1: Maya, freelance designer' }).getByLabel('Who'),
    value: 'Maya, freelance designer',
    // One interview added.
    figure: (page) => savedSummary(page, 'Saved research plans', '1 interview'),
    document: { name: 'Research plan 1' },
  },
  {
    tool: 'feature-prioritization-radar',
    name: 'Feature Prioritization Radar',
    change: async (page) => {
      await page.getByRole('button', { name: 'Add feature' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a feature' });
      await dialog.getByLabel('Feature', { exact: true }).fill('SMS reminders');
      await dialog.getByLabel('Reach per quarter').fill('450');
      await dialog.getByLabel('Impact', { exact: true }).selectOption({ label: 'Massive (3)' });
      await dialog.getByLabel('Confidence', { exact: true }).selectOption({ label: 'High (100%)' });
      await dialog.getByLabel('Effort (person-months)').fill('2');
      await dialog.getByLabel('ICE impact (1–10)').fill('8');
      await dialog.getByLabel('ICE confidence (1–10)').fill('9');
      await dialog.getByLabel('Ease (1–10)').fill('5');
      await dialog.getByRole('button', { name: 'Save feature' }).click();
    },
    kept: (page) => headerStatus(page, 'Saved'),
    field: (page) => page.getByRole('button', { name: 'SMS reminders', exact: true }),
    // RICE: 450 a quarter × massive impact 3 × 100 % ÷ 2 person-months = 675 — in its column, or on a phone (where the
    // score columns fold into the rows) in the row's line with the ICE score, (8 + 9 + 5) / 3 = 7.33.
    figure: (page) =>
      page
        .getByRole('table', { name: 'Features ranked' })
        .getByText(/^(675|RICE 675 · ICE 7\.33)$/)
        .filter({ visible: true }),
    document: { name: 'Roadmap 1' },
  },
];
