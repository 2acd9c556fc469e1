import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { downloaded } from './support/downloads';
import { savedAs } from './support/tool-visits';
import { useStack } from './support/use-stack';

const stack = useStack();

/** The contacts listed, by name, in order. */
const contactNames = (page: Page) =>
  page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').getByRole('button').allTextContents();

// Written by hand: Asha again (already added, her address in capitals), a link that is no web address, and one good row.
const CSV = [
  'Name,Company,Job Title,E-mail Address,Labels,LinkedIn,Keep in touch',
  'Asha R.,Blume,Partner,ASHA@blume.example,,,',
  'Ben Ode,Ode Labs,CEO,ben@ode.example,"Founders, Berlin",javascript:alert(1),',
  'Chen Li,Point Nine,Principal,chen@p9.example,"Investors, Berlin",https://www.linkedin.com/in/chenli,14',
].join('\r\n');

// A phone's export (vCard 3.0) with one card.
const VCF = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Dev Shah',
  'ORG:Razorpay',
  'TEL;TYPE=CELL:+91 98200 12345',
  'CATEGORIES:Founders',
  'END:VCARD',
].join('\r\n');

it('keeps a network: adds and imports contacts (CSV and vCard), searches and filters, and lists who to reconnect with after N days', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00'));
  await signUpAndConfirm(stack(), page, { email: 'network@example.com', name: 'Neha Gupta' });
  await page.goto('/tool/personal-crm');
  await page.getByRole('heading', { level: 1, name: 'Personal CRM' }).waitFor();
  await page.getByText('No contacts yet').waitFor();

  // Asha, by hand, to keep in touch with every 7 days; a phone with letters is said beside its field.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a contact' });
  await dialog.getByLabel('Name').fill('Asha Rao');
  await dialog.getByLabel('Company').fill('Blume Ventures');
  await dialog.getByLabel('E-mail').fill('asha@blume.example');
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByLabel('Tags (separated by commas)').fill('Investors, Mumbai');
  await dialog.getByLabel('Keep in touch every (days)').fill('7');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await dialog
    .getByText('Enter a phone number: digits, spaces and + ( ) - . only, and an extension (ext 12)')
    .waitFor();
  await dialog.getByLabel('Phone').fill('+91 98200 00000');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await dialog.waitFor({ state: 'detached' });
  await savedAs(page, 'Network 1');
  await page.getByText('Nobody is due for a catch-up today.').waitFor();

  // The CSV: Asha's address again is a duplicate, Ben's link is refused, Chen is ready.
  await page.getByRole('button', { name: 'Import CSV or vCard' }).click();
  const importing = page.getByRole('dialog', { name: 'Import contacts' });
  await importing
    .getByLabel('CSV or vCard (.vcf) file')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await importing.getByText('1 row is ready, 1 duplicate and 1 row with a problem will be skipped.').waitFor();
  await importing.getByText('Line 2: Asha R. <asha@blume.example> is already here').waitFor();
  await importing.getByText('Line 3: Links: Enter a web address starting with https:// or http://').waitFor();
  await importing.getByRole('button', { name: 'Import 1 contact' }).click();
  await importing.waitFor({ state: 'detached' });

  // The vCard.
  await page.getByRole('button', { name: 'Import CSV or vCard' }).click();
  await importing
    .getByLabel('CSV or vCard (.vcf) file')
    .setInputFiles({ name: 'dev.vcf', mimeType: 'text/vcard', buffer: Buffer.from(VCF) });
  await importing.getByText('1 row is ready, 0 duplicates and 0 rows with problems will be skipped.').waitFor();
  await importing.getByRole('button', { name: 'Import 1 contact' }).click();
  await importing.waitFor({ state: 'detached' });
  expect(await contactNames(page)).toEqual(['Asha Rao', 'Chen Li', 'Dev Shah']);

  // Search by the start of a word, and filter by tags (any chosen).
  await page.getByLabel('Search contacts').fill('razor');
  await expect.poll(() => contactNames(page)).toEqual(['Dev Shah']);
  await page.getByLabel('Search contacts').fill('');
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Investors' }).click();
  await expect.poll(() => contactNames(page)).toEqual(['Asha Rao', 'Chen Li']);
  await page.getByText('2 contacts of 3').waitFor();
  await savedAs(page, 'Network 1');

  // Eight days later (9 December): Asha came round on the 8th (added 1 Dec + 7); Chen (every 14 days) not yet.
  await page.clock.setFixedTime(new Date('2026-12-09T10:00:00'));
  await page.reload();
  const due = page.getByRole('list', { name: 'Due to reconnect' });
  await due.getByText('Asha Rao').waitFor();
  await due.getByText('Due since Dec 8, 2026 (1 day)').waitFor();
  expect(await due.getByRole('listitem').count()).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A catch-up logged restarts her clock: nobody is due.
  await page.getByRole('button', { name: 'Log a catch-up with Asha Rao' }).click();
  const record = page.getByRole('dialog', { name: 'Contact' });
  await record.getByLabel('What', { exact: true }).selectOption({ label: 'Call' });
  await record.getByLabel('What happened').fill('Talked about the seed round');
  await record.getByRole('button', { name: 'Log activity' }).click();
  await record.getByRole('list', { name: 'Activity log' }).getByText('Talked about the seed round').waitFor();
  await page.keyboard.press('Escape');
  await page.getByText('Nobody is due for a catch-up today.').waitFor();
  await savedAs(page, 'Network 1');

  const file = await downloaded(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(file.name).toBe('network-1.csv');
  expect(file.text.trim().split(/\r?\n/)).toEqual([
    'Name,Company,Role,Email,Phone,Where met,Tags,Links,Keep in touch (days),Notes,Last interaction',
    // A '+' would start a formula in a spreadsheet: the export writes an apostrophe before it (the import drops it).
    'Asha Rao,Blume Ventures,,asha@blume.example,\'+91 98200 00000,,"Investors, Mumbai",,7,,2026-12-09',
    'Chen Li,Point Nine,Principal,chen@p9.example,,,"Investors, Berlin",https://www.linkedin.com/in/chenli,14,,',
    "Dev Shah,Razorpay,,,'+91 98200 12345,,Founders,,,,",
  ]);
  // Chen comes round 14 days after 1 December: the 15th.
  await page.clock.setFixedTime(new Date('2026-12-15T10:00:00'));
  await page.reload();
  await page.getByRole('list', { name: 'Due to reconnect' }).getByText('Chen Li').waitFor();
  await page.getByText('Due today').waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
