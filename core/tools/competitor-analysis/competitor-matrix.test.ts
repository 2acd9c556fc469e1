import { describe, expect, it } from 'vitest';
import type { Competitor } from './competitor-analysis';
import { competitorColumn } from './testing/competitor-column';
import { matrixCsv, movedBy, supportOf, withoutFeature, withSupport } from './competitor-matrix';

const column = (name: string, overrides: Partial<Competitor>) => competitorColumn(name, name, overrides);

describe('the feature matrix', () => {
  it("sets a cell's support, keeping 'no' as no entry, and drops a removed feature from every column", () => {
    const marked = withSupport(withSupport({}, 'sso', 'yes'), 'api', 'partial');
    expect(marked).toEqual({ sso: 'yes', api: 'partial' });
    expect(withSupport(marked, 'sso', 'no')).toEqual({ api: 'partial' });
    expect(supportOf({ features: marked }, 'api')).toBe('partial');
    expect(supportOf({ features: marked }, 'audit')).toBe('no');
    const columns = withoutFeature(
      [column('A', { features: marked }), column('B', { features: { sso: 'yes' } })],
      'sso',
    );
    expect(columns.map((entry) => entry.features)).toEqual([{ api: 'partial' }, {}]);
  });

  it('moves a point by an arrow key, right and up being higher, and keeps it within 0–100', () => {
    expect(movedBy({ x: 50, y: 50 }, 'ArrowRight', 5)).toEqual({ x: 55, y: 50 });
    expect(movedBy({ x: 50, y: 50 }, 'ArrowUp', 1)).toEqual({ x: 50, y: 51 });
    // 98 + 5 = 103 is past the edge: 100; 3 − 5 = −2: 0.
    expect(movedBy({ x: 98, y: 3 }, 'ArrowRight', 5)).toEqual({ x: 100, y: 3 });
    expect(movedBy({ x: 98, y: 3 }, 'ArrowDown', 5)).toEqual({ x: 98, y: 0 });
    expect(movedBy({ x: 50, y: 50 }, 'Enter', 5)).toBeNull();
  });

  it('writes the matrix as CSV: names, each cell in words, the plan, its price as a number, notes; formulas guarded', () => {
    const csv = matrixCsv(
      {
        competitors: [
          column('ClinicDesk', {
            isOwn: true,
            plan: 'Clinic',
            price: 2000,
            notes: 'Ours',
            features: { wa: 'yes', gst: 'yes' },
          }),
          column('Practo Ray', {
            plan: 'Pro',
            price: 1499,
            notes: 'Market leader, strong brand',
            features: { wa: 'partial', gst: 'yes' },
          }),
          column('=Sheets', { notes: '-free', features: { gst: 'partial' } }),
        ],
        features: [
          { id: 'wa', name: 'WhatsApp reminders' },
          { id: 'gst', name: 'GST invoices' },
          { id: 'at', name: '@mentions' },
        ],
      },
      {
        feature: 'Feature',
        support: { yes: 'Yes', partial: 'Partial', no: 'No' },
        plan: 'Plan',
        price: 'Price (INR)',
        notes: 'Notes',
      },
    );
    // Worked by hand from RFC 4180 and core/csv's guard: '=Sheets', '@mentions' and '-free' start like formulas and
    // get an apostrophe; the note with a comma is quoted; an unknown price is an empty cell; each record ends CRLF.
    expect(csv).toBe(
      [
        "Feature,ClinicDesk,Practo Ray,'=Sheets",
        'WhatsApp reminders,Yes,Partial,No',
        'GST invoices,Yes,Yes,Partial',
        "'@mentions,No,No,No",
        'Plan,Clinic,Pro,',
        'Price (INR),2000,1499,',
        'Notes,Ours,"Market leader, strong brand",\'-free',
        '',
      ].join('\r\n'),
    );
  });
});
