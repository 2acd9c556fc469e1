import { describe, expect, it } from 'vitest';
import { goToField } from './go-to-field';

describe('goToField', () => {
  it('focuses the field a <label> names, or one labelled by its aria-label (the header’s document name)', () => {
    document.body.innerHTML = `
      <label for="keywords">Keywords</label><input id="keywords" />
      <button aria-label="Market name">not a field</button>
      <input aria-label="Market name" />`;
    goToField('Keywords');
    expect(document.activeElement).toBe(document.getElementById('keywords'));
    goToField('Market name');
    expect(document.activeElement).toBe(document.querySelector('input[aria-label="Market name"]'));
    document.body.innerHTML = '';
  });
});
