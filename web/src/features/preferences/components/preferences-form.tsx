import {
  DEFAULT_PREFERENCES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Preferences,
} from '@core/preferences/preferences-contracts';
import { useState, type FormEvent } from 'react';
import { defineMessages } from 'react-intl';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/use-t';
import { useUpdatePreferences } from '../api/update-preferences';
import { CompanyCard } from './company-card';
import { PushSwitch } from './push-switch';

const messages = defineMessages({
  appearance: { id: 'preferences.form.appearance', defaultMessage: 'Appearance' },
  theme: { id: 'preferences.form.theme', defaultMessage: 'Theme' },
  themeLight: { id: 'preferences.form.themeLight', defaultMessage: 'Light' },
  themeDark: { id: 'preferences.form.themeDark', defaultMessage: 'Dark' },
  themeSystem: { id: 'preferences.form.themeSystem', defaultMessage: 'System' },
  defaultView: { id: 'preferences.form.defaultView', defaultMessage: 'Default view' },
  viewGrid: { id: 'preferences.form.viewGrid', defaultMessage: 'Grid' },
  viewList: { id: 'preferences.form.viewList', defaultMessage: 'List' },
  notifications: { id: 'preferences.form.notifications', defaultMessage: 'Notifications' },
  emailNotifications: { id: 'preferences.form.emailNotifications', defaultMessage: 'Email notifications' },
  emailNotificationsDescription: {
    id: 'preferences.form.emailNotificationsDescription',
    defaultMessage:
      'Get an email when an idea is shared with you, someone comments on your idea or a co-founder answers your invitation',
  },
  weeklyDigest: { id: 'preferences.form.weeklyDigest', defaultMessage: 'Weekly digest' },
  weeklyDigestDescription: {
    id: 'preferences.form.weeklyDigestDescription',
    defaultMessage: 'A summary of your ideas every week',
  },
  general: { id: 'preferences.form.general', defaultMessage: 'General' },
  autoSave: { id: 'preferences.form.autoSave', defaultMessage: 'Auto save' },
  autoSaveDescription: { id: 'preferences.form.autoSaveDescription', defaultMessage: 'Save your changes as you type' },
  language: { id: 'preferences.form.language', defaultMessage: 'Language' },
  busy: { id: 'preferences.form.busy', defaultMessage: 'Saving preferences' },
  submit: { id: 'preferences.form.submit', defaultMessage: 'Save Preferences' },
});

const themeOptions = [
  { value: 'light', label: messages.themeLight },
  { value: 'dark', label: messages.themeDark },
  { value: 'system', label: messages.themeSystem },
] as const;
const viewOptions = [
  { value: 'grid', label: messages.viewGrid },
  { value: 'list', label: messages.viewList },
] as const;
// Each language is named in itself (English, Español…), whatever the page's language.
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * Only the preferences themselves: what was loaded also carries the pinned tools and the card display, saved
 * elsewhere. Picked by the defaults' keys, not parsed with preferencesSchema, so that zod is not in every page
 * that shares this module's chunk (ADR 0040); the server checked them when they were saved.
 */
const preferencesOf = (saved: Preferences) =>
  Object.fromEntries(
    Object.keys(DEFAULT_PREFERENCES).map((key) => [key, saved[key as keyof Preferences]]),
  ) as Preferences;

/** Appearance, notifications, general and company settings; saved on the server and applied at once. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const t = useT();
  const update = useUpdatePreferences();
  const [draft, setDraft] = useState(() => preferencesOf(saved));
  const set =
    <Key extends keyof Preferences>(key: Key) =>
    (value: Preferences[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-6">
      <Card>
        <h2 className="font-semibold">{t(messages.appearance)}</h2>
        <SelectField
          label={t(messages.theme)}
          value={draft.theme}
          options={themeOptions.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={set('theme')}
        />
        <SelectField
          label={t(messages.defaultView)}
          value={draft.defaultView}
          options={viewOptions.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={set('defaultView')}
        />
      </Card>
      <Card>
        <h2 className="font-semibold">{t(messages.notifications)}</h2>
        <SwitchField
          label={t(messages.emailNotifications)}
          description={t(messages.emailNotificationsDescription)}
          checked={draft.emailNotifications}
          onCheckedChange={set('emailNotifications')}
        />
        <PushSwitch
          checked={draft.pushNotifications}
          isSavedOn={saved.pushNotifications}
          onCheckedChange={set('pushNotifications')}
        />
        <SwitchField
          label={t(messages.weeklyDigest)}
          description={t(messages.weeklyDigestDescription)}
          checked={draft.weeklyDigest}
          onCheckedChange={set('weeklyDigest')}
        />
      </Card>
      <Card>
        <h2 className="font-semibold">{t(messages.general)}</h2>
        <SwitchField
          label={t(messages.autoSave)}
          description={t(messages.autoSaveDescription)}
          checked={draft.autoSave}
          onCheckedChange={set('autoSave')}
        />
        <SelectField
          label={t(messages.language)}
          value={draft.language}
          options={languageOptions}
          onChange={set('language')}
        />
      </Card>
      <CompanyCard settings={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />
      <SubmitButton className="w-48" isPending={update.isPending} busyLabel={t(messages.busy)}>
        {t(messages.submit)}
      </SubmitButton>
    </form>
  );
}
