import { LANGUAGE_NAMES, LANGUAGES, preferencesSchema, type Preferences } from '@core/preferences/preferences-contracts';
import { useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch';
import { useUpdatePreferences } from '../api/update-preferences';
import { PushSwitch } from './push-switch';

const themeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;
const viewOptions = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
] as const;
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Appearance, notifications and general settings; saved on the server and applied at once. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const update = useUpdatePreferences();
  // Only the preferences themselves (what was loaded also carries the pinned tools, saved elsewhere).
  const [draft, setDraft] = useState<Preferences>(() => preferencesSchema.parse(saved));
  const set = <Key extends keyof Preferences>(key: Key) => (value: Preferences[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-6">
      <Card>
        <h2 className="font-semibold">Appearance</h2>
        <SelectField label="Theme" value={draft.theme} options={themeOptions} onChange={set('theme')} />
        <SelectField label="Default view" value={draft.defaultView} options={viewOptions} onChange={set('defaultView')} />
      </Card>
      <Card>
        <h2 className="font-semibold">Notifications</h2>
        <SwitchField label="Email notifications" description="Get an email when an idea is shared with you, someone comments on your idea or a co-founder answers your invitation" checked={draft.emailNotifications} onCheckedChange={set('emailNotifications')} />
        <PushSwitch checked={draft.pushNotifications} isSavedOn={saved.pushNotifications} onCheckedChange={set('pushNotifications')} />
        <SwitchField label="Weekly digest" description="A summary of your ideas every week" checked={draft.weeklyDigest} onCheckedChange={set('weeklyDigest')} />
      </Card>
      <Card>
        <h2 className="font-semibold">General</h2>
        <SwitchField label="Auto save" description="Save your changes as you type" checked={draft.autoSave} onCheckedChange={set('autoSave')} />
        <SelectField label="Language" value={draft.language} options={languageOptions} onChange={set('language')} />
      </Card>
      <SubmitButton className="w-48" isPending={update.isPending} busyLabel="Saving preferences">
        Save Preferences
      </SubmitButton>
    </form>
  );
}
