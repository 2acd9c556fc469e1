import type { Slide } from '@core/tools/pitch-maker/pitch-deck';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';

type DeckExportsProps = { name: string; fileName: string; slides: readonly Slide[] };

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * Exports the deck: a PowerPoint file (its writer loaded on demand, ADR 0058) and a PDF through the browser's
 * print view of the slides (print-deck.tsx).
 */
export function DeckExports({ name, fileName, slides }: DeckExportsProps) {
  const t = useT();
  const [isWriting, setIsWriting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exportPptx = async () => {
    setIsWriting(true);
    setProblem(null);
    try {
      const { deckPptx } = await import('../export/deck-pptx');
      downloadFile(`${fileName}.pptx`, await deckPptx(name, slides), PPTX_TYPE);
    } catch {
      setProblem(
        t({
          id: 'pitchMaker.export.pptxError',
          defaultMessage: 'Could not make the PowerPoint file. Please try again.',
        }),
      );
    } finally {
      setIsWriting(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void exportPptx()} disabled={isWriting} aria-busy={isWriting}>
          <Download className="size-4" aria-hidden="true" />
          {t({ id: 'pitchMaker.export.pptx', defaultMessage: 'Export PPTX' })}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t({ id: 'pitchMaker.export.pdf', defaultMessage: 'Export PDF' })}
        </Button>
      </div>
      <FormAlert message={problem} />
    </div>
  );
}
