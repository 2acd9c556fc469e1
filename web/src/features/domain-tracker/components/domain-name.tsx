import { useT } from '@/lib/i18n/use-t';

/**
 * A domain as a person reads it: an international name in Unicode, with the xn-- form the registry knows beside it
 * (ADR 0080); any other name as it is.
 */
export function DomainName({ name, unicode }: { name: string; unicode: string }) {
  const t = useT();
  if (unicode === name) return name;
  return (
    <>
      {unicode}{' '}
      <span className="text-sm font-normal text-muted-foreground">
        {t({ id: 'domainTracker.domainName.asciiForm', defaultMessage: '({name})' }, { name })}
      </span>
    </>
  );
}
