import { DEFAULT_FEEDS } from '@core/tools/founder-news-bot/default-feeds';
import type { NewsFeedView } from '@core/tools/founder-news-bot/news-feeds';
import { Plus } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { ApiError, messageOf } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useFollowFeed } from '../api/follow-feed';
import { FollowedFeed } from './followed-feed';

type FeedsSectionProps = { feeds: NewsFeedView[]; addressField: RefObject<HTMLInputElement | null> };

/** The feeds the founder follows, the suggested ones not followed yet, and any feed added by its address. */
export function FeedsSection({ feeds, addressField }: FeedsSectionProps) {
  const t = useT();
  const said = useSaid();
  const [address, setAddress] = useState('');
  const add = useFollowFeed();
  const suggest = useFollowFeed();
  const followed = new Set(feeds.map(({ url }) => url));
  const suggested = DEFAULT_FEEDS.filter(({ url }) => !followed.has(url));
  const failed = t({ id: 'newsBot.feeds.followFailed', defaultMessage: 'The feed could not be followed. Try again.' });
  const fieldIssue = add.error instanceof ApiError ? add.error.issues.find(({ path }) => path === 'url') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ url: address }, { onSuccess: () => setAddress('') });
  };

  return (
    <SectionCard title={t({ id: 'newsBot.feeds.title', defaultMessage: 'Your feeds' })}>
      {feeds.length > 0 && (
        <ul aria-label={t({ id: 'newsBot.feeds.followed', defaultMessage: 'Followed feeds' })} className="space-y-2">
          {feeds.map((feed) => (
            <li key={feed.id}>
              <FollowedFeed feed={feed} />
            </li>
          ))}
        </ul>
      )}
      {suggested.length > 0 && (
        <div className="mt-4 space-y-2">
          <h3 className="text-sm font-medium">
            {t({ id: 'newsBot.feeds.suggested', defaultMessage: 'Suggested feeds' })}
          </h3>
          <ul className="space-y-2">
            {suggested.map((feed) => {
              const busy = suggest.isPending && suggest.variables.url === feed.url;
              return (
                <li key={feed.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm">
                    {feed.title}{' '}
                    <span className="text-muted-foreground">
                      {feed.region === 'india'
                        ? t({ id: 'newsBot.feeds.india', defaultMessage: '(India)' })
                        : t({ id: 'newsBot.feeds.global', defaultMessage: '(worldwide)' })}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={suggest.isPending}
                    aria-busy={busy}
                    aria-label={t(
                      { id: 'newsBot.feeds.followNamed', defaultMessage: 'Follow {title}' },
                      { title: feed.title },
                    )}
                    onClick={() => suggest.mutate({ url: feed.url })}
                  >
                    {busy
                      ? t({ id: 'newsBot.feeds.following', defaultMessage: 'Following…' })
                      : t({ id: 'newsBot.feeds.follow', defaultMessage: 'Follow' })}
                  </Button>
                </li>
              );
            })}
          </ul>
          <FormAlert message={suggest.error && messageOf(suggest.error, failed)} />
        </div>
      )}
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={onSubmit} noValidate>
        <div className="flex-1">
          <FormField
            ref={addressField}
            label={t({ id: 'newsBot.feeds.address', defaultMessage: 'Feed address (RSS or Atom)' })}
            name="feedUrl"
            type="url"
            inputMode="url"
            placeholder={t({ id: 'newsBot.feeds.addressExample', defaultMessage: 'https://example.com/feed' })}
            autoComplete="off"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={fieldIssue ? said(fieldIssue.message) : undefined}
          />
        </div>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending} aria-busy={add.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {add.isPending
            ? t({ id: 'newsBot.feeds.adding', defaultMessage: 'Fetching the feed…' })
            : t({ id: 'newsBot.feeds.add', defaultMessage: 'Follow feed' })}
        </Button>
      </form>
      <FormAlert message={add.error && !fieldIssue ? messageOf(add.error, failed) : undefined} />
    </SectionCard>
  );
}
