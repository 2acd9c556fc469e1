import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../dates/iso-date';
import { HELPLINES, helplinesFor } from './helplines';

describe('the helplines shipped', () => {
  it('each has its own https site, the pages it was read on and the day, and numbers a phone can dial', () => {
    for (const helpline of HELPLINES) {
      expect(new URL(helpline.site).protocol, helpline.id).toBe('https:');
      expect(helpline.sources.length, helpline.id).toBeGreaterThan(0);
      for (const source of helpline.sources) expect(new URL(source).protocol, source).toBe('https:');
      expect(isIsoDate(helpline.checkedOn), helpline.id).toBe(true);
      expect(helpline.numbers.length, helpline.id).toBeGreaterThan(0);
      for (const { shown, dial } of helpline.numbers) {
        expect(dial).toMatch(/^\d{3,15}$/);
        // What is shown is what is dialled, grouped for reading.
        expect(shown.replace(/\s/g, '')).toBe(dial);
      }
    }
    expect(new Set(HELPLINES.map((helpline) => helpline.id)).size).toBe(HELPLINES.length);
  });

  it('are listed with the reader’s country first', () => {
    expect(helplinesFor('IN').map((helpline) => helpline.id)).toEqual([
      'tele-manas',
      'lifeline-988',
      'samaritans',
      'telefonseelsorge',
      'ligne-3114',
      'linea-024',
    ]);
    expect(helplinesFor('IE')[0]?.id).toBe('samaritans');
    expect(helplinesFor('FR')[0]?.id).toBe('ligne-3114');
    expect(helplinesFor(null)).toEqual(HELPLINES);
    expect(helplinesFor('JP')).toEqual(HELPLINES);
  });
});
