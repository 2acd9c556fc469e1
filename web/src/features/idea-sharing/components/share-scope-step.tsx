import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { ChoiceGroup } from './choice-group';
import {
  chooseScope,
  scopeOptions,
  togglePage,
  type ShareConfig,
  type ShareIdea,
  type ShareScope,
} from './share-config';

type StepProps = { ideas: ShareIdea[]; config: ShareConfig; onChange: (config: ShareConfig) => void };

const messages = defineMessages({
  legend: { id: 'ideaSharing.scope.legend', defaultMessage: 'Share' },
  fullIdea: { id: 'ideaSharing.scope.fullIdea', defaultMessage: 'Full idea' },
  fullIdeaDescription: { id: 'ideaSharing.scope.fullIdeaDescription', defaultMessage: 'The idea with all its pages' },
  selectedPages: { id: 'ideaSharing.scope.selectedPages', defaultMessage: 'Selected pages' },
  selectedPagesDescription: {
    id: 'ideaSharing.scope.selectedPagesDescription',
    defaultMessage: 'Only the pages you choose',
  },
  multipleIdeas: { id: 'ideaSharing.scope.multipleIdeas', defaultMessage: 'Multiple ideas' },
  multipleIdeasDescription: {
    id: 'ideaSharing.scope.multipleIdeasDescription',
    defaultMessage: 'Every idea you selected, in full',
  },
  ideasToShare: { id: 'ideaSharing.scope.ideasToShare', defaultMessage: 'Ideas to share' },
  pagesToShare: { id: 'ideaSharing.scope.pagesToShare', defaultMessage: 'Pages to share' },
});

const SCOPE_CHOICES: Record<ShareScope, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'full-idea': { label: messages.fullIdea, description: messages.fullIdeaDescription },
  'selected-pages': { label: messages.selectedPages, description: messages.selectedPagesDescription },
  'multiple-ideas': { label: messages.multipleIdeas, description: messages.multipleIdeasDescription },
};

/** Step 1, What to Share: the full idea, some of its pages (one idea with pages), or several ideas. */
export function ShareScopeStep({ ideas, config, onChange }: StepProps) {
  const t = useT();
  const options = scopeOptions(ideas).map((value) => ({
    value,
    label: t(SCOPE_CHOICES[value].label),
    description: t(SCOPE_CHOICES[value].description),
  }));
  const pages = ideas[0]?.pages ?? [];
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t(messages.legend)}
        value={config.scope}
        options={options}
        onChange={(scope) => onChange(chooseScope(config, scope))}
      />
      {config.scope === 'multiple-ideas' && (
        <ul aria-label={t(messages.ideasToShare)} className="max-h-32 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
          {ideas.map((idea) => (
            <li key={idea.id}>{idea.title}</li>
          ))}
        </ul>
      )}
      {config.scope === 'selected-pages' && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t(messages.pagesToShare)}</legend>
          <div className="max-h-32 space-y-1 overflow-y-auto rounded-md border border-border p-2">
            {pages.map((page) => (
              <label key={page.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  checked={config.selectedPages.includes(page.id)}
                  onChange={() => onChange(togglePage(config, page.id))}
                  className="size-4 accent-primary"
                />
                {page.title}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
