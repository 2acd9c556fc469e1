import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import type { Told } from './document-save-reducer';
import { toolDocumentQueryOptions } from './tool-document-queries';
import type { DocumentActionTexts, OpenDocument } from './tool-document-types';
import { toolDocumentsKey } from './tool-documents-key';

type OpeningTexts = Pick<DocumentActionTexts, 'gone' | 'openError'>;

/**
 * Opening a saved document onto the page (`load`), or starting anew: only the document asked for last is opened,
 * however the answers arrive; one found gone is dropped from the list. `openingId` is the one on its way.
 */
export function useDocumentOpening<Schema extends z.ZodMiniType>(
  kind: ToolDocumentKind<Schema>,
  load: (data: z.output<Schema> | null, open: OpenDocument | null) => void,
  tell: (told: Told) => void,
  texts: OpeningTexts,
) {
  const queryClient = useQueryClient();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const lastOpening = useRef(0);

  /** Opens a document (without asking); whether it is open once done. */
  const openDocument = async ({ id }: { id: string }): Promise<boolean> => {
    const request = ++lastOpening.current;
    setOpeningId(id);
    try {
      const whole = await queryClient.fetchQuery(toolDocumentQueryOptions(kind, id));
      if (request !== lastOpening.current) return false;
      load(whole.data, { id: whole.id, name: whole.name, version: whole.version });
      tell({});
      return true;
    } catch (failure) {
      if (request !== lastOpening.current) return false;
      const gone = failure instanceof ApiError && failure.status === 404;
      if (gone) void queryClient.invalidateQueries({ queryKey: toolDocumentsKey(kind.toolId), exact: true });
      tell({ formError: gone ? texts.gone : texts.openError });
      return false;
    } finally {
      if (request === lastOpening.current) setOpeningId(null);
    }
  };

  const startNew = () => {
    lastOpening.current += 1;
    setOpeningId(null);
    load(null, null);
    tell({});
  };

  return { openingId, openDocument, startNew };
}
