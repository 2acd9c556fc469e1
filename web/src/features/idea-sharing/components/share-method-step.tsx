import type { ShareMethod } from '@core/ideas/share-contracts';
import { ChoiceGroup } from './choice-group';
import { canShareWithCommunity, chooseMethod, type ShareConfig } from './share-config';

/** Step 2, Share Method: by e-mail, a public link (the default), or with the community. */
export function ShareMethodStep({ config, onChange }: { config: ShareConfig; onChange: (config: ShareConfig) => void }) {
  const options = [
    { value: 'email', label: 'Email', description: 'Invite people who have an account by their e-mail address' },
    { value: 'public-link', label: 'Public Link', description: 'Anyone with the link can view, without an account' },
    {
      value: 'community',
      label: 'Share with community',
      description: canShareWithCommunity(config) ? 'Everyone in the community can see and comment' : 'The community sees whole ideas, not chosen pages',
      disabled: !canShareWithCommunity(config),
    },
  ] as const;
  return (
    <ChoiceGroup<ShareMethod> legend="Share method" value={config.method} options={options} onChange={(method) => onChange(chooseMethod(config, method))} />
  );
}
