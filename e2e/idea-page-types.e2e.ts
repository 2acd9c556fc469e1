import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { indianBrowser } from './support/indian-browser';
import { useStack } from './support/use-stack';
import { clickPageButton } from './support/page-tree';

const stack = useStack();

const IDEA_PATH = /\/tool\/idea-garage\/idea\/[0-9a-f-]{36}$/;

/** Signs a new user up and opens a new idea page for them. */
async function openNewIdea(page: Page, email: string) {
  await signUpAndConfirm(stack(), page, { email, name: 'Types Tester' });
  await page.goto(`/tool/idea-garage/idea/new-${email.split('@')[0]}`);
  await page.waitForURL(IDEA_PATH);
  await page.getByLabel('Idea title').waitFor();
}

/** Does `action`, then waits for the write (`method`) it causes to succeed and for the page's refresh after it. */
async function saving(page: Page, method: string, action: () => Promise<unknown>) {
  const written = page.waitForResponse(
    (response) => response.request().method() === method && response.url().includes('/api/ideas/') && response.ok(),
  );
  const refreshed = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/ideas\/[^/]+\/page$/.test(response.url()),
  );
  await action();
  await written;
  await refreshed;
}

/** Types into a field and leaves it, as a user would, and waits for the save. */
const fillAndLeave = (page: Page, field: Locator, value: string) =>
  saving(page, 'PATCH', async () => {
    await field.fill(value);
    await field.blur();
  });

// ——— Custom properties ———

const propertyRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const propertyControl = (page: Page, name: string) => propertyRow(page, name).getByLabel(name, { exact: true });

async function addProperty(page: Page, name: string, type: string) {
  await page.getByLabel('Property name').fill(name);
  await page.getByLabel('Property type').selectOption(type);
  await saving(page, 'POST', () => page.getByRole('button', { name: 'Add Property' }).click());
}

/**
 * Adds each option once the one before is on screen, as a person would: the editor adds to the options it shows, so
 * typing the next before the last is drawn would send the list without it (a slow server made that happen here).
 */
async function addOptions(page: Page, name: string, options: string[]) {
  const input = propertyRow(page, name).getByLabel(`New option for ${name}`);
  const shown = propertyRow(page, name).getByRole('list', { name: `Options of ${name}` });
  for (const option of options) {
    await saving(page, 'PATCH', () => input.fill(option).then(() => input.press('Enter')));
    await shown.getByRole('listitem').getByText(option, { exact: true }).waitFor();
  }
}

/**
 * The text-like types, for an Indian founder (rupees in lakhs, dates day first: ADR 0070): [type, name, value typed,
 * value shown once saved, an invalid value and its message].
 */
const TEXT_LIKE: [string, string, string, string, [string, string]?][] = [
  ['text', 'Tagline', 'Drones for pharmacies', 'Drones for pharmacies'],
  ['long-text', 'Notes', 'Line one\nLine two', 'Line one\nLine two'],
  ['number', 'Team size', '4.5', '4.5'],
  // In the company's rupees, grouped in lakhs (ADR 0078); a day first, whatever the browser's date fields show.
  ['currency', 'Budget', '₹2,50,000', '2,50,000'],
  ['date', 'Launch', '31/01/2026', '31/01/2026'],
  ['person', 'Owner', 'Grace Hopper', 'Grace Hopper'],
  [
    'url',
    'Website',
    'https://drones.example',
    'https://drones.example',
    ['drones.example', 'Enter a web address starting with http:// or https://'],
  ],
  ['email', 'Contact', 'grace@drones.example', 'grace@drones.example', ['grace@', 'Enter a valid e-mail address']],
  ['phone', 'Hotline', '+1 555 123 4567', '+1 555 123 4567', ['call me', 'Enter a valid phone number']],
];

it('keeps a value of each of the 13 custom property types across a reload, amounts and dates as the company writes them', async () => {
  const page = await stack().newPage(indianBrowser('198.51.100.254'));
  await openNewIdea(page, 'props@example.com');
  const sentValues: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/properties/'))
      sentValues.push((request.postDataJSON() as { value?: unknown }).value);
  });

  for (const [type, name, typed, , invalid] of TEXT_LIKE) {
    await addProperty(page, name, type);
    const field = propertyControl(page, name);
    if (invalid) {
      await field.fill(invalid[0]);
      await field.blur();
      await propertyRow(page, name).getByRole('alert').getByText(invalid[1]).waitFor();
    }
    await fillAndLeave(page, field, typed);
  }

  await addProperty(page, 'Stage', 'select');
  await addOptions(page, 'Stage', ['Seed', 'Growth']);
  await saving(page, 'PATCH', () => propertyControl(page, 'Stage').selectOption('Growth'));

  await addProperty(page, 'Channels', 'multi-select');
  await addOptions(page, 'Channels', ['Ads', 'SEO', 'Events']);
  // A tick is drawn from the page's data, which takes it in just after the click (so check() would see the box
  // unticked for that moment): the boxes are clicked. The next tick is added to the one shown, not to the last saved.
  for (const option of ['Ads', 'Events'])
    await saving(page, 'PATCH', () => propertyRow(page, 'Channels').getByRole('checkbox', { name: option }).click());

  await addProperty(page, 'Funded', 'checkbox');
  await saving(page, 'PATCH', () => propertyControl(page, 'Funded').click());

  // An image that does not load shows its placeholder; a new address tries again.
  await addProperty(page, 'Logo', 'image');
  await fillAndLeave(page, propertyControl(page, 'Logo'), `${stack().baseUrl}/no-such-logo.png`);
  await propertyRow(page, 'Logo').getByText('Image not found').waitFor();
  const logo = `${stack().baseUrl}/favicon.svg`;
  await fillAndLeave(page, propertyControl(page, 'Logo'), logo);

  for (const [, , typed, , invalid] of TEXT_LIKE) {
    if (!invalid) continue;
    expect(sentValues).toContain(typed);
    expect(sentValues, 'an invalid value is never sent').not.toContain(invalid[0]);
  }

  await page.reload();
  for (const [, name, , shown] of TEXT_LIKE) expect(await propertyControl(page, name).inputValue(), name).toBe(shown);
  // Saved as 250000 in rupees and 2026-01-31, shown as the company writes them; the amount said in words.
  expect(sentValues).toEqual(expect.arrayContaining([250000, '2026-01-31']));
  const budget = propertyRow(page, 'Budget');
  expect(await budget.getByLabel('Currency of Budget').inputValue()).toBe('INR');
  await budget.getByText('₹', { exact: true }).waitFor();
  await budget.getByText('≈ ₹2.5 lakh', { exact: true }).waitFor();
  expect(await propertyControl(page, 'Launch').getAttribute('placeholder')).toBe('dd/mm/yyyy');
  expect(await propertyControl(page, 'Stage').inputValue()).toBe('Growth');
  const channels = propertyRow(page, 'Channels');
  expect(
    await Promise.all(['Ads', 'SEO', 'Events'].map((name) => channels.getByRole('checkbox', { name }).isChecked())),
  ).toEqual([true, false, true]);
  expect(await propertyControl(page, 'Funded').isChecked()).toBe(true);
  expect(await propertyControl(page, 'Logo').inputValue()).toBe(logo);
  const image = propertyRow(page, 'Logo').getByRole('img', { name: 'Logo' });
  expect(await image.getAttribute('src')).toBe(logo);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);

  // The budget's currency is part of its definition: changed beside it, the amount stays and takes its sign.
  await saving(page, 'PATCH', () => budget.getByLabel('Currency of Budget').selectOption('EUR'));
  await budget.getByText('€', { exact: true }).waitFor();
  expect(await propertyControl(page, 'Budget').inputValue()).toBe('2,50,000');
});

// ——— Widgets ———

/**
 * [type, card title, the fields to fill and their values]. The image is a missing file on our own server
 * (answered with the app's HTML, which is no image): it fails quietly, where an unknown host would log
 * 'net::ERR_NAME_NOT_RESOLVED' to the console, which fails any journey.
 */
const widgetsFor = (baseUrl: string): [string, string, Record<string, string>][] => [
  ['lean-canvas', 'Lean Canvas', { Problem: 'Slow deliveries', 'Customer Segments': 'Pharmacies' }],
  ['google-trends', 'Google Trends', { 'Search term': 'drone delivery' }],
  [
    'swot-analysis',
    'SWOT Analysis',
    { Strengths: 'Speed', Weaknesses: 'Weather', Opportunities: 'Rural areas', Threats: 'Regulation' },
  ],
  ['prd', 'PRD', { Title: 'MVP', Content: 'Deliver within 5 km' }],
  ['validation-strategy', 'Validation Strategy', { Title: 'Pilot', Content: 'Two pharmacies for a month' }],
  ['pinterest', 'Pinterest', { 'Pinterest URL': 'https://www.pinterest.com/founder/drones/' }],
  ['youtube', 'YouTube', { 'YouTube URL': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', Title: 'Demo flight' }],
  ['image', 'Image', { 'Image URL': `${baseUrl}/no-such-prototype.png`, Caption: 'Prototype' }],
];

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const widgetTitles = async (page: Page) =>
  (await widget(page, 'Widgets').getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());

it('keeps the data of each of the 8 widget types across a reload, then their new order and count', async () => {
  const page = await stack().newPage();
  await openNewIdea(page, 'widgets@example.com');
  const widgets = widgetsFor(stack().baseUrl);

  for (const [type, title, fields] of widgets) {
    await page.getByLabel('Widget type').selectOption(type);
    await saving(page, 'POST', () => page.getByRole('button', { name: 'Add Widget' }).click());
    for (const [label, value] of Object.entries(fields))
      await fillAndLeave(page, widget(page, title).getByLabel(label, { exact: true }), value);
  }

  await page.reload();
  await widget(page, 'Image').waitFor();
  expect(await widgetTitles(page)).toEqual(widgets.map(([, title]) => title));
  for (const [, title, fields] of widgets) {
    for (const [label, value] of Object.entries(fields))
      expect(await widget(page, title).getByLabel(label, { exact: true }).inputValue(), `${title}: ${label}`).toBe(
        value,
      );
  }
  const trends = widget(page, 'Google Trends').getByRole('link', { name: 'View "drone delivery" on Google Trends' });
  expect(await trends.getAttribute('href')).toBe('https://trends.google.com/trends/explore?q=drone%20delivery');
  const pin = widget(page, 'Pinterest').getByRole('link', { name: 'https://www.pinterest.com/founder/drones/' });
  expect(await pin.getAttribute('href')).toBe('https://www.pinterest.com/founder/drones/');
  expect(await widget(page, 'YouTube').locator('iframe').getAttribute('src')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await widget(page, 'YouTube').getByText('Demo flight', { exact: true }).waitFor();
  // The image is lazy: it is tried (and fails) once it is in view.
  await widget(page, 'Image').scrollIntoViewIfNeeded();
  await widget(page, 'Image').getByText('Image not found').waitFor();
  await widget(page, 'Image').getByText('Prototype', { exact: true }).waitFor();

  await saving(page, 'PUT', () => page.getByRole('button', { name: 'Move Image widget up' }).click());
  await page.getByRole('button', { name: 'Remove Pinterest widget' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this Pinterest widget?' });
  await saving(page, 'DELETE', () => confirm.getByRole('button', { name: 'Remove' }).click());

  await page.reload();
  await widget(page, 'Image').waitFor();
  expect(await widgetTitles(page)).toEqual([
    'Lean Canvas',
    'Google Trends',
    'SWOT Analysis',
    'PRD',
    'Validation Strategy',
    'Image',
    'YouTube',
  ]);
  expect(await widget(page, 'Image').getByLabel('Caption').inputValue()).toBe('Prototype');
});

// ——— Pages ———

async function addSubPage(page: Page, parent: string, title: string) {
  await clickPageButton(page, parent, `Add a sub-page to ${parent}`);
  await saving(page, 'POST', () =>
    page
      .getByLabel(`New sub-page of ${parent}`)
      .fill(title)
      .then(() => page.keyboard.press('Enter')),
  );
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

it('nests pages three deep and keeps the deepest page’s content', async () => {
  const page = await stack().newPage();
  await openNewIdea(page, 'pages@example.com');

  await page.getByRole('button', { name: 'Add a page' }).click();
  await saving(page, 'POST', () =>
    page
      .getByLabel('New page title')
      .fill('Top')
      .then(() => page.keyboard.press('Enter')),
  );
  await page.getByRole('heading', { level: 2, name: 'Top' }).waitFor();
  await addSubPage(page, 'Top', 'Middle');
  await addSubPage(page, 'Middle', 'Bottom');
  await page.waitForURL(/\?page=[0-9a-f-]{36}$/);
  const bottomUrl = page.url();

  const editor = page.getByRole('textbox', { name: 'Content of Bottom' });
  await editor.click();
  await page.keyboard.type('Deep thoughts, three levels down.');
  await editor.getByText('Deep thoughts, three levels down.').waitFor();
  await expect.poll(() => page.getByTestId('sync-state').first().textContent(), { timeout: 10_000 }).toBe('Synced');

  await page.goto(bottomUrl);
  await page.getByRole('heading', { level: 2, name: 'Bottom' }).waitFor();
  await editor.getByText('Deep thoughts, three levels down.').waitFor();
  const tree = page.getByRole('navigation', { name: 'Pages' });
  expect((await tree.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual([
    'TopMiddleBottom',
    'MiddleBottom',
    'Bottom',
  ]);
  expect(await tree.getByRole('button', { name: 'Bottom', exact: true }).getAttribute('aria-current')).toBe('page');
  // Each level sits inside the one above: Bottom's item is in Middle's, which is in Top's.
  const top = tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Top', exact: true }) });
  await top
    .getByRole('listitem')
    .filter({ hasText: 'Middle' })
    .getByRole('listitem')
    .filter({ hasText: 'Bottom' })
    .waitFor();
});
