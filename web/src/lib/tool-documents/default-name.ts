import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { toolDocumentsQueryOptions } from './tool-document-queries';

/**
 * The first of `nameOf(1)`, `nameOf(2)`, … that none of `taken` has (names are unique per user and tool, whatever
 * their case: the server's index is on lower(name)).
 */
export function firstFreeName(taken: readonly string[], nameOf: (number: number) => string): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  for (let number = 1; ; number += 1) {
    const name = nameOf(number);
    if (!names.has(name.toLowerCase())) return name;
  }
}

/** A new document's name until one is typed ('ESOP plan 2'): the tool's numbered name, the first the user has not used. */
export function useDefaultName(kind: ToolDocumentKind, nameOf: (number: number) => string): string {
  const isSignedIn = useSession().session.status === 'signed-in';
  const documents = useQuery({ ...toolDocumentsQueryOptions(kind), enabled: isSignedIn });
  return firstFreeName(documents.data?.map((document) => document.name) ?? [], nameOf);
}

/**
 * Whether `name` is one of the tool's numbered default names ('Market 3', whatever its case): a document saved under
 * its default has still not been named by its user, so nothing takes that name for their words (a market's name).
 */
export function isDefaultName(name: string, nameOf: (number: number) => string): boolean {
  const number = /(\d+)\D*$/.exec(name)?.[1];
  return number !== undefined && nameOf(Number(number)).toLowerCase() === name.trim().toLowerCase();
}
