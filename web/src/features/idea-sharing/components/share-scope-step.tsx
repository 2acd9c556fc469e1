import { ChoiceGroup, type Choice } from './choice-group';
import { chooseScope, scopeOptions, togglePage, type ShareConfig, type ShareIdea, type ShareScope } from './share-config';

type StepProps = { ideas: ShareIdea[]; config: ShareConfig; onChange: (config: ShareConfig) => void };

const SCOPE_CHOICES: Record<ShareScope, Omit<Choice<ShareScope>, 'value'>> = {
  'full-idea': { label: 'Full idea', description: 'The idea with all its pages' },
  'selected-pages': { label: 'Selected pages', description: 'Only the pages you choose' },
  'multiple-ideas': { label: 'Multiple ideas', description: 'Every idea you selected, in full' },
};

/** Step 1, What to Share: the full idea, some of its pages (one idea with pages), or several ideas. */
export function ShareScopeStep({ ideas, config, onChange }: StepProps) {
  const options = scopeOptions(ideas).map((value) => ({ value, ...SCOPE_CHOICES[value] }));
  const pages = ideas[0]?.pages ?? [];
  return (
    <div className="space-y-4">
      <ChoiceGroup legend="Share" value={config.scope} options={options} onChange={(scope) => onChange(chooseScope(config, scope))} />
      {config.scope === 'multiple-ideas' && (
        <ul aria-label="Ideas to share" className="max-h-32 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
          {ideas.map((idea) => (
            <li key={idea.id}>{idea.title}</li>
          ))}
        </ul>
      )}
      {config.scope === 'selected-pages' && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Pages to share</legend>
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
