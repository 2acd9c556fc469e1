import { IMPORT_BYTES_LIMIT, type accountImportSchema } from '@core/account/import-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages } from 'react-intl';
import type { z } from 'zod';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  notAnExport: {
    id: 'account.import.notAnExport',
    defaultMessage: 'This file is not a Founder Toolkit export: choose the JSON file that Export my data downloaded.',
  },
});

/** The file's JSON, or an error saying it is not an export (too large, or not JSON at all), before any upload. */
async function readExportFile(file: File, notAnExport: string): Promise<z.input<typeof accountImportSchema>> {
  if (file.size > IMPORT_BYTES_LIMIT) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', notAnExport);
  try {
    // The server checks every part of it against the import contract; this only reads it.
    return JSON.parse(await file.text()) as z.input<typeof accountImportSchema>;
  } catch {
    throw new ApiError(422, 'VALIDATION_FAILED', notAnExport);
  }
}

/** 'Import data': sends an export file; afterwards everything the app shows is read again. */
export function useImportData() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(await api.account.import.$post({ json: await readExportFile(file, t(messages.notAnExport)) })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
