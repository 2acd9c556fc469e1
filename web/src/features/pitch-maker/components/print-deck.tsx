import type { Slide } from '@core/tools/pitch-maker/pitch-deck';

/**
 * In print, only the deck: everything else on the page (the app's shell too) is hidden, each slide a landscape
 * page. An inline style (the CSP allows them) because the rule reaches past this feature, to the shell.
 */
const PRINT_CSS = `@media print {
  @page { size: landscape; margin: 1.5cm; }
  body * { visibility: hidden !important; }
  [data-print-deck], [data-print-deck] * { visibility: visible !important; }
  [data-print-deck] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The slides as the PDF shows them (print only): the deck's name, then a page per slide with its title and body. */
export function PrintDeck({ name, slides }: { name: string; slides: readonly Slide[] }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div data-print-deck="" className="hidden print:block">
        <section className="flex min-h-[80vh] items-center justify-center break-after-page">
          <h2 className="text-5xl font-bold">{name}</h2>
        </section>
        {slides.map((slide) => (
          <section key={slide.id} className="break-after-page space-y-6 pt-4">
            <h2 className="text-4xl font-bold">{slide.title}</h2>
            <p className="whitespace-pre-wrap text-2xl leading-relaxed">{slide.body}</p>
          </section>
        ))}
      </div>
    </>
  );
}
