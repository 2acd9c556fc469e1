import type { ToolId } from '../tools/tool-catalogue';
import type { ShippedEntry } from './shipped-entry';

/**
 * One way a directory can be filtered (an investor's stage, a grant's country): its key in the address
 * (`facet=stage:seed`) and the values an entry has for it. Within one key the values chosen are alternatives (seed or
 * series A); across keys all must hold (seed, and in India).
 */
export type DirectoryFacet<Fields> = {
  key: string;
  values: readonly string[];
  /** (A method, so that a directory of any fields is a DirectoryDefinition: the engine hands each its own.) */
  of(fields: Fields): readonly string[];
};

/**
 * A directory (issue 35, ADR 0096): the tool it is, the entries the app ships for it, and how it is filtered. The one
 * directory engine (`server/src/features/directories`) loads the entries into the database and serves its search;
 * a directory's page draws its own fields.
 */
export type DirectoryDefinition<Fields = unknown> = {
  id: ToolId;
  entries: readonly ShippedEntry<Fields>[];
  facets: readonly DirectoryFacet<Fields>[];
};

export const defineDirectory = <Fields>(definition: DirectoryDefinition<Fields>) => definition;

/** A facet value as the address and the database write it: `stage:seed`. */
export const facetTag = (key: string, value: string) => `${key}:${value}`;

/** Every facet tag of an entry, for its row (filtered on with an overlap per key). */
export const facetTagsOf = <Fields>(definition: DirectoryDefinition<Fields>, fields: Fields): string[] =>
  definition.facets.flatMap((facet) => facet.of(fields).map((value) => facetTag(facet.key, value)));
