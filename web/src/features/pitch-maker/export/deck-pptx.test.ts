import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { deckPptx } from './deck-pptx';

/** The text a slide of the file shows: its XML's text runs, one string per paragraph, unescaped. */
async function slideTexts(file: ArrayBuffer, number: number): Promise<string[]> {
  const xml = await (await JSZip.loadAsync(file)).file(`ppt/slides/slide${number}.xml`)?.async('string');
  if (xml === undefined) throw new Error(`No slide ${number}`);
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<a:p>(.*?)<\/a:p>/gs)]
    .map(([, paragraph]) =>
      [...(paragraph ?? '').matchAll(/<a:t>(.*?)<\/a:t>/gs)].map(([, text]) => unescape(text ?? '')).join(''),
    )
    .filter((text) => text !== '');
}

describe('the deck as a PowerPoint file', () => {
  it('holds a cover with the name, then every slide with its title and body', async () => {
    const file = await deckPptx('Seed deck', [
      { title: 'Problem', body: 'Clinics lose 20% of slots to no-shows & walk-ins.' },
      { title: 'Why now', body: 'UPI reminders are free.\nEvery clinic has WhatsApp <2024>.' },
      { title: 'The ask', body: '' },
    ]);
    const zip = await JSZip.loadAsync(file);
    expect(Object.keys(zip.files).filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path))).toHaveLength(4);
    expect(await slideTexts(file, 1)).toEqual(['Seed deck']);
    expect(await slideTexts(file, 2)).toEqual(['Problem', 'Clinics lose 20% of slots to no-shows & walk-ins.']);
    expect(await slideTexts(file, 3)).toEqual([
      'Why now',
      'UPI reminders are free.',
      'Every clinic has WhatsApp <2024>.',
    ]);
    expect(await slideTexts(file, 4)).toEqual(['The ask']);
  });
});
