import { type Language } from '../../preferences/languages';
import { type FaqTexts } from './faq-entries';

/** Each language's FAQ texts as a chunk of its own, so a page loads only the language it shows. */
const LOADERS: Record<Language, () => Promise<FaqTexts>> = {
  en: () => import('./texts/en').then((module) => module.faqTextsEn),
  de: () => import('./texts/de').then((module) => module.faqTextsDe),
  es: () => import('./texts/es').then((module) => module.faqTextsEs),
  fr: () => import('./texts/fr').then((module) => module.faqTextsFr),
};

/** The FAQ's questions, answers and topic names in one language. */
export const loadFaqTexts = (language: Language): Promise<FaqTexts> => LOADERS[language]();
