import * as Label from '@radix-ui/react-label';
import { useId, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

/** What a control needs to be named by its label and described by its error. */
type LabelledControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type LabelledControlOptions = {
  label: string;
  error?: string | undefined;
  /** Beside the label: a badge. */
  labelAside?: ReactNode;
  /** The label for screen readers only, where the name is already on screen beside the control (a property's). */
  hideLabel?: boolean;
  children: (control: LabelledControlProps) => ReactNode;
};

/** A label above a control and its error message under it, wired for screen readers (an input, a textarea). */
export function LabelledControl({ label, error, labelAside, hideLabel, children }: LabelledControlOptions) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      {hideLabel ? (
        <Label.Root htmlFor={id} className="sr-only">
          {label}
        </Label.Root>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Label.Root htmlFor={id} className="text-sm font-medium">
            {label}
          </Label.Root>
          {labelAside}
        </div>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
