import type { CheckInWarning } from '@core/tools/founder-motivation-radar/check-in-trends';
import { SUPPORT_RESOURCES, type SupportResourceId } from '@core/tools/founder-motivation-radar/support-resources';
import { HeartHandshake } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/**
 * The gentle warning (ADR 0106): what the check-ins show, where to find support (each resource with its public page
 * and the day it was checked), and that this is not medical advice.
 */
export function SupportResourcesCard({ warning }: { warning: CheckInWarning }) {
  const t = useT();
  const format = useFormat();
  const weeks = t(
    { id: 'motivationRadar.warning.weeks', defaultMessage: 'weeks {first} to {last}' },
    { first: Number(warning.weeks[0]!.slice(6)), last: Number(warning.weeks.at(-1)!.slice(6)) },
  );
  const resources: Record<SupportResourceId, { name: string; about: string }> = {
    mentalHealthSupport: {
      name: t({ id: 'motivationRadar.resource.appName', defaultMessage: 'Mental Health Support (in this toolkit)' }),
      about: t({
        id: 'motivationRadar.resource.appAbout',
        defaultMessage: "The toolkit's page on founders' mental health.",
      }),
    },
    findAHelpline: {
      name: t({ id: 'motivationRadar.resource.helplineName', defaultMessage: 'Find A Helpline' }),
      about: t({
        id: 'motivationRadar.resource.helplineAbout',
        defaultMessage: 'Free, confidential helplines checked country by country, by ThroughLine.',
      }),
    },
    befrienders: {
      name: t({ id: 'motivationRadar.resource.befriendersName', defaultMessage: 'Befrienders Worldwide' }),
      about: t({
        id: 'motivationRadar.resource.befriendersAbout',
        defaultMessage: 'Emotional support centres in many countries: someone who listens, in confidence.',
      }),
    },
    whoBurnOut: {
      name: t({ id: 'motivationRadar.resource.whoName', defaultMessage: 'WHO: burn-out, an occupational phenomenon' }),
      about: t({
        id: 'motivationRadar.resource.whoAbout',
        defaultMessage: 'How the World Health Organization describes burn-out in ICD-11.',
      }),
    },
  };
  return (
    <section
      aria-labelledby="motivation-warning"
      className="space-y-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="motivation-warning" className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden="true" className="size-5" />
        {warning.kind === 'falling'
          ? t({ id: 'motivationRadar.warning.fallingTitle', defaultMessage: 'Your scores have been falling' })
          : t({ id: 'motivationRadar.warning.lowTitle', defaultMessage: 'A few hard weeks in a row' })}
      </h2>
      <p className="text-sm">
        {warning.kind === 'falling'
          ? t(
              {
                id: 'motivationRadar.warning.falling',
                defaultMessage:
                  'The average of your five scores went down each week for three weeks ({weeks}). It may be a good moment to slow down, talk to someone you trust, or look at the support below.',
              },
              { weeks },
            )
          : t(
              {
                id: 'motivationRadar.warning.low',
                defaultMessage:
                  'The average of your five scores has been 2 or lower for three weeks ({weeks}). It may be a good moment to slow down, talk to someone you trust, or look at the support below.',
              },
              { weeks },
            )}
      </p>
      <ul className="space-y-2 text-sm">
        {SUPPORT_RESOURCES.map(({ id, href, checkedOn }) => (
          <li key={id}>
            <a
              href={href}
              className="font-medium underline underline-offset-2"
              {...(href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {resources[id].name}
            </a>{' '}
            {t(
              { id: 'motivationRadar.resource.line', defaultMessage: '— {about} (checked {date})' },
              { about: resources[id].about, date: format.calendarDate(checkedOn) },
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">
        {t({
          id: 'motivationRadar.warning.notAdvice',
          defaultMessage:
            'This is not medical advice, and this tool cannot tell how you are. If you are in danger or thinking of harming yourself, call your local emergency number now.',
        })}
      </p>
    </section>
  );
}
