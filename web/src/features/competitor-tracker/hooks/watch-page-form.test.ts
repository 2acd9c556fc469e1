import { describe, expect, it } from 'vitest';
import { checkWatchPage } from './watch-page-form';

describe('checkWatchPage', () => {
  it('passes a page with a competitor, a kind and a web address (trimmed)', () => {
    expect(checkWatchPage({ competitor: ' Acme ', kind: 'careers', url: ' https://acme.example/jobs ' })).toEqual({
      input: { competitor: 'Acme', kind: 'careers', url: 'https://acme.example/jobs' },
      errors: {},
    });
  });

  it('names each wrong field once', () => {
    expect(checkWatchPage({ competitor: '', kind: 'pricing', url: 'acme.example' }).errors).toEqual({
      competitor: 'Name the competitor',
      url: 'Enter the page’s address, starting with https:// or http://',
    });
  });
});
