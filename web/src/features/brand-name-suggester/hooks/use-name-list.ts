import {
  BRAND_LIMITS,
  brandRequestSchema,
  type BrandInputs,
} from '@core/tools/brand-name-suggester/brand-name-request';
import {
  brandNameListDataSchema,
  brandNameListDocuments,
  type BrandNameListData,
  type DomainCheck,
  type KeptName,
} from '@core/tools/brand-name-suggester/brand-name-lists';
import type { BrandSuggestion } from '@core/tools/brand-name-suggester/generate-brand-names';
import { toggleMark, withCheck, type NameMark, type ShownName } from '@core/tools/brand-name-suggester/kept-names';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';

const NO_INPUTS: BrandInputs = { businessType: '', keywords: '', description: '' };
const NEW_LIST: BrandNameListData = { inputs: NO_INPUTS, generated: null, names: [] };
const valuesOf = (data: BrandNameListData | null) => data ?? NEW_LIST;
const checkList = (list: BrandNameListData) => checkedBy(brandNameListDataSchema, list);

/**
 * The name list on the page and its saved document (the tool documents' kit, ADR 0045): the inputs as typed, the
 * inputs names were last generated from, and the names liked or saved; saved by itself with Auto save on (a new one
 * under its default name, ADR 0069), else with Save. Checks of names not kept last as long as the page.
 */
export function useNameList() {
  const t = useT();
  const listDocument = useToolDocument(brandNameListDocuments, {
    valuesOf,
    check: checkList,
    labels: {
      name: t({ id: 'brandNameSuggester.lists.name', defaultMessage: 'List name' }),
      startNew: t({ id: 'brandNameSuggester.lists.new', defaultMessage: 'New list' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'brandNameSuggester.lists.defaultName', defaultMessage: 'Name list {number}' }, { number }),
      nameTaken: t({ id: 'brandNameSuggester.lists.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'brandNameSuggester.lists.goneOnSave',
        defaultMessage: 'This name list no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'brandNameSuggester.lists.saveError',
        defaultMessage: 'Could not save the name list. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'brandNameSuggester.lists.gone', defaultMessage: 'This name list no longer exists.' }),
      openError: t({
        id: 'brandNameSuggester.lists.openError',
        defaultMessage: 'Could not open the name list. Please try again.',
      }),
      deleteError: t({
        id: 'brandNameSuggester.lists.deleteError',
        defaultMessage: 'Could not delete the name list. Please try again.',
      }),
      fixFields: t({
        id: 'brandNameSuggester.lists.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  const [checks, setChecks] = useState<Readonly<Record<string, DomainCheck>>>({});
  const { values, change } = listDocument;
  const keptOf = (domain: string): KeptName | undefined => values.names.find((name) => name.domain === domain);

  return {
    ...listDocument,
    keptOf,
    /** The domain's last check: the kept name's, else one made on this page. */
    checkOf: (domain: string) => keptOf(domain)?.check ?? checks[domain] ?? null,
    setInput: (field: keyof BrandInputs, text: string) =>
      change((list) => ({ ...list, inputs: { ...list.inputs, [field]: text } })),
    /** Keeps what the names were generated from; a list still under its default name takes its keywords as its name. */
    generated: (from: BrandInputs) => {
      const request = brandRequestSchema.parse(from);
      change((list) => ({ ...list, generated: request }));
      if (!listDocument.isNamed) listDocument.setName(request.keywords.slice(0, BRAND_LIMITS.listName));
    },
    /** Keeps the AI's suggestions in place of its last ones; a list still under its default name takes its keywords as its name. */
    aiSuggested: (suggestions: BrandSuggestion[]) => {
      change((list) => ({ ...list, aiSuggested: suggestions }));
      if (!listDocument.isNamed) listDocument.setName(values.inputs.keywords.trim().slice(0, BRAND_LIMITS.listName));
    },
    toggle: (shown: ShownName, mark: NameMark) =>
      change((list) => ({ ...list, names: toggleMark(list.names, shown, mark, checks[shown.domain] ?? null) })),
    checkedNow: (domain: string, check: DomainCheck) => {
      setChecks((now) => ({ ...now, [domain]: check }));
      change((list) => ({ ...list, names: withCheck(list.names, domain, check) }));
    },
  };
}

export type NameList = ReturnType<typeof useNameList>;
