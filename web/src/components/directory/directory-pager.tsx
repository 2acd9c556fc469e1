import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

type DirectoryPagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous and Next between a directory's pages, and where the reader is ('Page 2 of 3'); nothing for one page. */
export function DirectoryPager({ page, pageSize, total, onPage }: DirectoryPagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <nav
      aria-label={t({ id: 'directory.pages', defaultMessage: 'Pages' })}
      className="flex items-center justify-between gap-2"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t({ id: 'directory.previous', defaultMessage: 'Previous' })}
      </Button>
      <span className="text-sm text-muted-foreground">
        {t({ id: 'directory.pageOf', defaultMessage: 'Page {page} of {pages}' }, { page, pages })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t({ id: 'directory.next', defaultMessage: 'Next' })}
      </Button>
    </nav>
  );
}
