import { useState } from 'react';

/** What of a tool's document (useToolDocument) a sample uses. */
type SampleHost<Data> = {
  /** How many times a document (or a new one) was put on the page. */
  loads: number;
  openId: string | null;
  /** Puts data on the page as a new, unsaved document, or the defaults (null). */
  loadCopy: (data: Data | null) => void;
};

/**
 * 'Try a sample' for a document tool (ADR 0072): the sample is put on the page as a new, unsaved document whose
 * figures are its starting point (not a change, so nothing saves it by itself); it stays a sample until the founder
 * keeps it as a saved document, or another document is put on the page. Removing it brings back the empty tool.
 */
export function useDocumentSample<Data>(host: SampleHost<Data>, sampleOf: () => Data) {
  const [sampleLoad, setSampleLoad] = useState<number | null>(null);
  return {
    isSample: sampleLoad === host.loads && host.openId === null,
    trySample: () => {
      setSampleLoad(host.loads + 1);
      host.loadCopy(sampleOf());
    },
    removeSample: () => {
      setSampleLoad(null);
      host.loadCopy(null);
    },
  };
}

export type DocumentSample = ReturnType<typeof useDocumentSample>;
