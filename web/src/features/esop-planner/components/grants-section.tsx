import { ESOP_LIMITS } from '@core/tools/esop-planner/esop-plan';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { SectionCard } from '@/components/section-card';
import { newGrant, type GrantForm } from '../hooks/plan-form';
import type { PlanDocument } from '../hooks/use-plan-document';
import type { PlanFigures } from '../hooks/use-plan-figures';
import { GrantCard } from './grant-card';
import type { PlanFormat } from './use-plan-format';

type GrantsSectionProps = { plan: PlanDocument; figures: PlanFigures; format: PlanFormat; today: string | null };

/** The grants, each with its fields, size and vesting; 'Add grant' below them. */
export function GrantsSection({ plan, figures, format, today }: GrantsSectionProps) {
  const t = useT();
  const addButton = useRef<HTMLButtonElement>(null);
  const { grants } = plan.form;
  const update = (id: string, patch: Partial<GrantForm>) =>
    plan.change((form) => ({ grants: form.grants.map((grant) => (grant.id === id ? { ...grant, ...patch } : grant)) }));
  const remove = (id: string) => {
    plan.change((form) => ({ grants: form.grants.filter((grant) => grant.id !== id) }));
    addButton.current?.focus();
  };
  const add = () => plan.change((form) => ({ grants: [...form.grants, newGrant(crypto.randomUUID(), today ?? '')] }));

  return (
    <SectionCard title={t({ id: 'esopPlanner.grants.title', defaultMessage: 'Grants' })}>
      {grants.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'esopPlanner.grants.empty',
            defaultMessage: 'No grants yet. Add one for each person who holds options.',
          })}
        </p>
      )}
      {grants.map((grant, index) => (
        <GrantCard
          key={grant.id}
          grant={grant}
          number={index + 1}
          issues={plan.checked.issues}
          figures={figures.grantFigures.get(grant.id)}
          format={format}
          currency={plan.form.currency}
          onChange={(patch) => update(grant.id, patch)}
          onRemove={() => remove(grant.id)}
        />
      ))}
      <Button ref={addButton} variant="outline" onClick={add} disabled={grants.length >= ESOP_LIMITS.grants}>
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'esopPlanner.grants.add', defaultMessage: 'Add grant' })}
      </Button>
    </SectionCard>
  );
}
