import { Lightbulb, Menu, Rocket, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/components/language-select';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { PremiumToolsPromo } from './premium-tools-promo';

type PublicSidebarProps = { onSignIn: () => void; onGetStarted: () => void };

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The visitor's sidebar: Explore, the Premium Tools teaser and the way in. From md up it is a fixed column;
 * below, a top bar whose menu button shows Explore and Premium Tools.
 */
export function PublicSidebar({ onSignIn, onGetStarted }: PublicSidebarProps) {
  const t = useT();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const exploreId = useId();

  return (
    <aside
      aria-label={t({ id: 'landing.sidebar.label', defaultMessage: 'Site' })}
      className={cn(
        'flex flex-wrap items-center gap-1 border-b border-border bg-card px-3 py-2',
        'md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0 md:flex-col md:flex-nowrap md:items-stretch md:gap-0',
        'md:overflow-y-auto md:border-b-0 md:border-r md:p-4',
      )}
    >
      <button
        type="button"
        aria-label={t({ id: 'landing.sidebar.menu', defaultMessage: 'Menu' })}
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        className={cn('order-1 rounded-md p-1.5 hover:bg-muted md:hidden', focusRing)}
      >
        {isMenuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </button>
      <a
        href={paths.home.getHref()}
        className={cn(
          'order-2 flex items-center gap-2 whitespace-nowrap rounded-md font-semibold md:order-1',
          focusRing,
        )}
      >
        <span className="hidden size-8 items-center justify-center rounded-md bg-primary text-primary-foreground sm:inline-flex">
          <Rocket className="size-4" aria-hidden="true" />
        </span>
        <span className="text-sm sm:text-base">
          {t({ id: 'landing.sidebar.brand', defaultMessage: 'Founder Toolkit' })}
        </span>
      </a>
      <div
        id={menuId}
        className={cn('order-4 w-full flex-col gap-6 py-3 md:order-2 md:flex md:pt-8', isMenuOpen ? 'flex' : 'hidden')}
      >
        <nav aria-labelledby={exploreId}>
          <h2 id={exploreId} className="px-2 text-xs font-semibold text-muted-foreground">
            {t({ id: 'landing.sidebar.explore', defaultMessage: 'Explore' })}
          </h2>
          <ul className="mt-2">
            <li>
              <a
                href={paths.tool.getHref('idea-garage')}
                className={cn(
                  'flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium hover:bg-muted',
                  focusRing,
                )}
              >
                <Lightbulb className="size-4 text-primary" aria-hidden="true" />
                <span className="flex-1">{t({ id: 'landing.sidebar.ideaGarage', defaultMessage: 'Idea Garage' })}</span>
                <Badge variant="success">{t({ id: 'landing.sidebar.public', defaultMessage: 'Public' })}</Badge>
              </a>
            </li>
          </ul>
        </nav>
        <PremiumToolsPromo onUnlock={onGetStarted} />
        <LanguageSelect className="px-2" />
      </div>
      <div className="order-3 ml-auto flex items-center gap-1 md:mt-auto md:ml-0 md:flex-col md:items-stretch md:gap-2 md:pt-4">
        <Button variant="ghost" size="sm" className="px-2.5 md:h-10 md:px-4" onClick={onSignIn}>
          {t({ id: 'landing.sidebar.signIn', defaultMessage: 'Sign In' })}
        </Button>
        <Button size="sm" className="px-2.5 md:h-10 md:px-4" onClick={onGetStarted}>
          {t({ id: 'landing.sidebar.getStarted', defaultMessage: 'Get Started' })}
        </Button>
      </div>
    </aside>
  );
}
