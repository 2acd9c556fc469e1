import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { Transaction } from '@core/tools/ai-accountant/books';
import type { TestClient } from './test-client';
import { expectJson } from './use-test-server';

/** The AI Accountant tests' requests: the books over a period (the 2025–26 financial year unless told), and their writes. */
export const FY = 'from=2025-04-01&to=2026-03-31';
export const books = async (client: TestClient, query = FY) =>
  expectJson<BooksView>(await client.request(`/api/ai-accountant/books?${query}`), 200);
export const add = async (client: TestClient, input: Record<string, unknown>) =>
  expectJson<Transaction>(await client.post('/api/ai-accountant/transactions', input), 201);
export const put = (client: TestClient, path: string, json: unknown) =>
  client.request(`/api/ai-accountant/${path}`, { method: 'PUT', json });
export const issuesOf = async (response: Response) =>
  (await expectJson<{ error: { issues: { path: string; message: string }[] } }>(response, 422)).error.issues.map(
    (issue) => issue.path,
  );
