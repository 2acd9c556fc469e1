import { ExampleFiguresNote } from '@/components/example-figures-note';
import { SampleBanner } from '@/components/sample-banner';
import type { DocumentSample } from '@/lib/use-document-sample';

type StartingFiguresNoteProps = {
  document: { openId: string | null; isDirty: boolean };
  sample: DocumentSample;
};

/**
 * What the figures on a new document are, for a tool that starts from example figures and has a sample (ADR 0072,
 * 0075): the sample's banner while its sample is on the page, else the example figures' note offering the sample.
 */
export function StartingFiguresNote({ document, sample }: StartingFiguresNoteProps) {
  return sample.isSample ? (
    <SampleBanner onRemove={sample.removeSample} />
  ) : (
    <ExampleFiguresNote document={document} onTrySample={sample.trySample} />
  );
}
