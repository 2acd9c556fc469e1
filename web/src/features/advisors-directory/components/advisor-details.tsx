import type { AdvisorProfileFields } from '@core/tools/advisors-directory/advisor-profile';
import { ExternalLink } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { useAdvisorWords } from '../hooks/use-advisor-words';
import { TagList } from './tag-list';

/** What an advisor published, as a card and their own profile show it (never their e-mail address). */
export function AdvisorDetails({ profile }: { profile: AdvisorProfileFields }) {
  const t = useT();
  const words = useAdvisorWords();
  return (
    <div className="space-y-3">
      <TagList
        label={t({ id: 'advisors.details.expertise', defaultMessage: 'Expertise' })}
        tags={profile.expertise}
        variant="primary"
      />
      <TagList
        label={t({ id: 'advisors.details.industries', defaultMessage: 'Industries' })}
        tags={profile.industries}
      />
      <p className="text-sm whitespace-pre-line">{profile.howTheyHelp}</p>
      <dl className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">{t({ id: 'advisors.details.openTo', defaultMessage: 'Open to' })}</dt>
        <dd>{profile.openTo.map((value) => words.openTo[value]).join(', ')}</dd>
        {profile.hoursPerMonth !== null && (
          <>
            <dt className="font-medium">
              {t({ id: 'advisors.details.availability', defaultMessage: 'Availability' })}
            </dt>
            <dd>
              {t(
                {
                  id: 'advisors.details.hours',
                  defaultMessage: '{hours, plural, one {# hour a month} other {# hours a month}}',
                },
                { hours: profile.hoursPerMonth },
              )}
            </dd>
          </>
        )}
        <dt className="font-medium">{t({ id: 'advisors.details.contact', defaultMessage: 'Prefers' })}</dt>
        <dd>{words.contact[profile.contactPreference]}</dd>
      </dl>
      {profile.link && (
        <a
          href={profile.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t({ id: 'advisors.details.link', defaultMessage: 'Profile link' })}
        </a>
      )}
    </div>
  );
}
