import { describe, expect, it } from 'vitest';
import { knownTimeZone } from './time-zone';

describe('knownTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
  ])('keeps a zone the runtime knows: %s', (value, zone) => expect(knownTimeZone(value)).toBe(zone));

  it.each([[null], [undefined], [''], ['Mars/Olympus_Mons'], ['</script>'], ['Europe/Berlin'.repeat(10)]])(
    'answers UTC for %j',
    (value) => expect(knownTimeZone(value)).toBe('UTC'),
  );
});
