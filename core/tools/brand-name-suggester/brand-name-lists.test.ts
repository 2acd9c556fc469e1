import { describe, expect, it } from 'vitest';
import { toolDocumentInputSchema } from '../tool-document-contracts';
import { brandNameListDataSchema, brandNameListDocuments, type KeptName } from './brand-name-lists';

const listSchema = toolDocumentInputSchema(brandNameListDocuments);

const kept: KeptName = {
  name: 'Greaf',
  domain: 'greaf.com',
  category: 'Creative',
  source: 'generator',
  aiDraft: false,
  liked: true,
  saved: false,
  check: { status: 'registered', checkedAt: '2026-11-27T05:40:00.000Z' },
};
const inputs = { businessType: 'Tea shop', keywords: 'green, leaf', description: '' };
const data = { inputs, generated: inputs, names: [kept] };

/** The first issue's field and message. */
const issueOf = (input: unknown) => {
  const issue = brandNameListDataSchema.safeParse(input).error?.issues[0];
  return issue && [issue.path.join('.'), issue.message];
};

describe('a saved name list', () => {
  it('accepts its inputs and kept names, with their checks', () => {
    const parsed = listSchema.parse({
      name: ' Tea names ',
      data: { ...data, names: [kept, { ...kept, name: 'Leen', domain: 'leen.com', check: null }] },
    });
    expect(parsed.name).toBe('Tea names');
    expect(parsed.data.names.map((name) => name.domain)).toEqual(['greaf.com', 'leen.com']);
  });

  it('refuses a domain twice, a domain not in its looked-up form, a name too long, an unknown source', () => {
    expect(issueOf({ ...data, names: [kept, kept] })).toEqual(['names', 'Each domain must appear once']);
    expect(issueOf({ ...data, names: [{ ...kept, domain: 'Greaf.com' }] })).toEqual([
      'names.0.domain',
      'Enter a domain name like example.com',
    ]);
    expect(issueOf({ ...data, names: [{ ...kept, name: 'x'.repeat(61) }] })).toEqual([
      'names.0.name',
      'A brand name must be at most 60 characters',
    ]);
    expect(issueOf({ ...data, names: [{ ...kept, source: 'oracle' }] })?.[0]).toBe('names.0.source');
    expect(
      issueOf({ ...data, names: [{ ...kept, check: { status: 'registered', checkedAt: 'yesterday' } }] })?.[0],
    ).toBe('names.0.check.checkedAt');
  });

  it('keeps the inputs names were generated from only if they can make names', () => {
    expect(brandNameListDataSchema.safeParse({ ...data, generated: null }).success).toBe(true);
    expect(issueOf({ ...data, generated: { ...inputs, keywords: '' } })).toEqual([
      'generated.keywords',
      'Enter at least one keyword',
    ]);
  });

  it('keeps 200 names at most', () => {
    const names = Array.from({ length: 201 }, (_, i) => ({
      ...kept,
      domain: `name${String.fromCharCode(97 + (i % 26))}${i}.com`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
    }));
    expect(issueOf({ ...data, names })).toEqual(['names', 'A list keeps at most 200 names']);
    expect(brandNameListDataSchema.safeParse({ ...data, names: names.slice(0, 200) }).success).toBe(true);
  });
});
