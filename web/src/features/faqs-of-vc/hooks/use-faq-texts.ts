import type { FaqTexts } from '@core/tools/faqs-of-vc/faq-entries';
import { loadFaqTexts } from '@core/tools/faqs-of-vc/load-faq-texts';
import type { Language } from '@core/preferences/languages';
import { use } from 'react';
import { useLanguage } from '@/lib/i18n/i18n-provider';

/** A language's texts being loaded, marked with their value once loaded (React's convention for `use`). */
type Loading = Promise<FaqTexts> & { status?: 'fulfilled'; value?: FaqTexts };

/** Each language's texts, asked for once (a suspended render asks again, and must get the same promise). */
const loading = new Map<Language, Loading>();

/**
 * Starts loading a language's texts, once; marked fulfilled when they are in, so that `use` reads them at once
 * instead of suspending again.
 */
export function preloadFaqTexts(language: Language): Promise<FaqTexts> {
  let texts = loading.get(language);
  if (!texts) {
    const started: Loading = loadFaqTexts(language).then(
      (value) => Object.assign(started, { status: 'fulfilled', value }).value!,
    );
    texts = started;
    loading.set(language, texts);
  }
  return texts;
}

/**
 * The FAQ's questions, answers and topic names in the page's language, each language a chunk of its own (ADR 0095).
 * Suspends until they are there: the server draws the page with them, and hydration waits for the same chunk.
 */
export function useFaqTexts(): FaqTexts {
  return use(preloadFaqTexts(useLanguage().language));
}
