import type { ShownName } from '@core/tools/brand-name-suggester/kept-names';
import type { NameList } from '../hooks/use-name-list';
import { BrandNameCard } from './brand-name-card';

/** Names as cards, two a row: each liked, saved and checked as the list says. */
export function NameCards({ names, list }: { names: readonly ShownName[]; list: NameList }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {names.map((shown) => {
        const kept = list.keptOf(shown.domain);
        return (
          <li key={shown.domain}>
            <BrandNameCard
              shown={shown}
              liked={kept?.liked ?? false}
              saved={kept?.saved ?? false}
              check={list.checkOf(shown.domain)}
              onToggle={(mark) => list.toggle(shown, mark)}
              onChecked={(check) => list.checkedNow(shown.domain, check)}
            />
          </li>
        );
      })}
    </ul>
  );
}
