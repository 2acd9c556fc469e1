import { useT } from '@/lib/i18n/use-t';
import { GLOSSARY } from './glossary-messages';

/** The glossary of term sheet words, in the page's language. */
export function Glossary() {
  const t = useT();
  return (
    <section aria-labelledby="term-sheet-glossary" className="space-y-3">
      <h2 id="term-sheet-glossary" className="text-lg font-semibold">
        {t({ id: 'termSheet.glossary.title', defaultMessage: 'Glossary' })}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {GLOSSARY.map((entry) => (
          <div key={entry.term.id}>
            <dt className="font-medium">{t(entry.term)}</dt>
            <dd className="text-sm text-muted-foreground">{t(entry.meaning)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
