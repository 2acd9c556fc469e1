import type { Slide } from '@core/tools/pitch-maker/pitch-deck';
import PptxGenJS from 'pptxgenjs';

/** Widescreen 13.33 × 7.5 inches; text boxes keep half an inch from the edges. */
const MARGIN = 0.5;
const WIDTH = 13.333 - 2 * MARGIN;

/**
 * The deck as a PowerPoint file (pptxgenjs, loaded with the export only): a cover with the deck's name, then one
 * slide per outline slide with its title and body.
 */
export async function deckPptx(name: string, slides: readonly Pick<Slide, 'title' | 'body'>[]): Promise<ArrayBuffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = name;
  pptx
    .addSlide()
    .addText(name, { x: MARGIN, y: 2.75, w: WIDTH, h: 2, fontSize: 40, bold: true, align: 'center', valign: 'middle' });
  for (const { title, body } of slides) {
    const slide = pptx.addSlide();
    slide.addText(title, { x: MARGIN, y: 0.4, w: WIDTH, h: 1, fontSize: 32, bold: true, valign: 'top' });
    if (body.trim()) slide.addText(body, { x: MARGIN, y: 1.6, w: WIDTH, h: 5.4, fontSize: 18, valign: 'top' });
  }
  return (await pptx.write({ outputType: 'arraybuffer' })) as ArrayBuffer;
}
