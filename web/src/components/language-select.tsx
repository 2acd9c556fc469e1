import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@core/preferences/languages';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useLanguage } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/cn';
import { NativeSelect } from './ui/native-select';

/**
 * A visitor's language menu (the landing page, /auth): the page changes at once and the choice is remembered
 * (a cookie) for their next visit. Each language is named in itself, so it can be found whatever is shown.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const { language, chooseLanguage } = useLanguage();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Languages className="size-4" aria-hidden="true" />
        <span className="sr-only">{t({ id: 'languageSelect.label', defaultMessage: 'Language' })}</span>
      </label>
      <NativeSelect
        id={id}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && void chooseLanguage(event.target.value)}
        className="h-9"
      >
        {LANGUAGES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
