import { financeModelSchema } from '@core/tools/finance-model-creator/finance-model';
import { modelInputOf, withoutBlankLines, type ModelValues } from '../components/model-form-values';

/**
 * The model checked by the core schema, its blank lines left out: the model, or null with the message for each
 * field's path as typed ('streams.2.name': the third line on the page).
 */
export function checkModel(values: ModelValues) {
  const filled = withoutBlankLines(values);
  const checked = financeModelSchema.safeParse(modelInputOf(filled.form));
  return {
    data: checked.success ? checked.data : null,
    issues: Object.fromEntries(
      (checked.error?.issues ?? []).map((issue) => [filled.pathOf(issue.path).join('.'), issue.message]),
    ),
  };
}
