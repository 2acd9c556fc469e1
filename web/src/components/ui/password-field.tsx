import { PASSWORD_MIN_LENGTH } from '@core/auth/auth-contracts';
import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { FormField } from './form-field';

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'autoComplete'> & {
  /** The password the user has ('current'), or one they choose now ('new': hinted with the minimum length). */
  purpose: 'current' | 'new';
};

/** A required password field, told to password managers as the current or a new password. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  const t = useT();
  const hint =
    purpose === 'new'
      ? {
          placeholder: t(
            { id: 'ui.passwordField.newHint', defaultMessage: 'At least {count, number} characters' },
            { count: PASSWORD_MIN_LENGTH },
          ),
        }
      : {};
  return <FormField type="password" autoComplete={`${purpose}-password`} required {...hint} {...props} />;
}
