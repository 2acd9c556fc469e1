import type { ShareMethod } from '@core/ideas/share-contracts';
import { defineMessages } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { ChoiceGroup } from './choice-group';
import { canShareWithCommunity, chooseMethod, type ShareConfig } from './share-config';

const messages = defineMessages({
  legend: { id: 'ideaSharing.method.legend', defaultMessage: 'Share method' },
  email: { id: 'ideaSharing.method.email', defaultMessage: 'Email' },
  emailDescription: {
    id: 'ideaSharing.method.emailDescription',
    defaultMessage: 'Invite people who have an account by their e-mail address',
  },
  publicLink: { id: 'ideaSharing.method.publicLink', defaultMessage: 'Public Link' },
  publicLinkDescription: {
    id: 'ideaSharing.method.publicLinkDescription',
    defaultMessage: 'Anyone with the link can view, without an account',
  },
  community: { id: 'ideaSharing.method.community', defaultMessage: 'Share with community' },
  communityDescription: {
    id: 'ideaSharing.method.communityDescription',
    defaultMessage: 'Everyone in the community can see and comment',
  },
  communityUnavailable: {
    id: 'ideaSharing.method.communityUnavailable',
    defaultMessage: 'The community sees whole ideas, not chosen pages',
  },
});

/** Step 2, Share Method: by e-mail, a public link (the default), or with the community. */
export function ShareMethodStep({
  config,
  onChange,
}: {
  config: ShareConfig;
  onChange: (config: ShareConfig) => void;
}) {
  const t = useT();
  const options = [
    { value: 'email', label: t(messages.email), description: t(messages.emailDescription) },
    { value: 'public-link', label: t(messages.publicLink), description: t(messages.publicLinkDescription) },
    {
      value: 'community',
      label: t(messages.community),
      description: canShareWithCommunity(config) ? t(messages.communityDescription) : t(messages.communityUnavailable),
      disabled: !canShareWithCommunity(config),
    },
  ] as const;
  return (
    <ChoiceGroup<ShareMethod>
      legend={t(messages.legend)}
      value={config.method}
      options={options}
      onChange={(method) => onChange(chooseMethod(config, method))}
    />
  );
}
