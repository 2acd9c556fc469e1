import type { ToolDocumentInput, ToolDocumentSummary, ToolDocumentView } from '@core/tools/tool-document-contracts';

type ViewOptions = { id?: string; version?: number; updatedAt?: string };

/** A saved document as the API answers a save or an open: what was sent, saved on 20 November 2026 unless said otherwise. */
export const documentView = <Data>(
  { name, data }: ToolDocumentInput<Data>,
  { id = 'd1', version = 1, updatedAt = '2026-11-20T10:00:00.000Z' }: ViewOptions = {},
): ToolDocumentView<Data> => ({
  id,
  name,
  data,
  version,
  isShared: false,
  createdAt: updatedAt,
  updatedAt,
});

/** The API's answer to a save of `body`: 201 with the new document, or (over one) 200 with its next version. */
export const savedAnswer = (body: unknown, options: ViewOptions = {}) => ({
  status: (options.version ?? 1) === 1 ? 201 : 200,
  body: documentView(body as ToolDocumentInput<unknown>, options),
});

/** The API saving a new document of a tool (`documents`: its route) as `id`: a first save, by hand or by Auto save. */
export const savesNewAs = (documents: string, id: string) => ({
  [`POST ${documents}`]: ({ body }: { body: unknown }) => savedAnswer(body, { id }),
});

/** The API's 409 when another of the user's documents of the tool has the name: `message` is said by the name. */
export const nameTaken = (message: string) => ({
  status: 409,
  body: { error: { code: 'CONFLICT', message, issues: [{ path: 'name', message }] } },
});

/** The API's answer when the server fails: its message is not for the user, who is told the tool's own words. */
export const serverError = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };

/** A saved document as the list of a tool's documents shows it. */
export const documentSummary = (id: string, name: string, version = 1): ToolDocumentSummary => ({
  id,
  name,
  summary: '',
  version,
  isShared: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
