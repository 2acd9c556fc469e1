import { IMPORT_BYTES_LIMIT, type accountImportSchema } from '@core/account/import-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError, unwrap } from '@/lib/api-client';

export const NOT_AN_EXPORT_MESSAGE = 'This file is not a Founder Toolkit export: choose the JSON file that Export my data downloaded.';

/** The file's JSON, or an error saying it is not an export (too large, or not JSON at all), before any upload. */
async function readExportFile(file: File): Promise<z.input<typeof accountImportSchema>> {
  if (file.size > IMPORT_BYTES_LIMIT) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', NOT_AN_EXPORT_MESSAGE);
  try {
    // The server checks every part of it against the import contract; this only reads it.
    return JSON.parse(await file.text()) as z.input<typeof accountImportSchema>;
  } catch {
    throw new ApiError(422, 'VALIDATION_FAILED', NOT_AN_EXPORT_MESSAGE);
  }
}

/** 'Import data': sends an export file; afterwards everything the app shows is read again. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => unwrap(await api.account.import.$post({ json: await readExportFile(file) })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
