import {
  CARD_DISPLAY_KEYS,
  DEFAULT_CARD_DISPLAY,
  type CardDisplay,
  type CardDisplayKey,
} from '@core/preferences/preferences-contracts';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SwitchField } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/use-t';

const LABELS: Record<CardDisplayKey, MessageDescriptor> = defineMessages({
  showTitle: { id: 'preferences.cardSettings.showTitle', defaultMessage: 'Show title' },
  showDescription: { id: 'preferences.cardSettings.showDescription', defaultMessage: 'Show description' },
  showIdeaScore: { id: 'preferences.cardSettings.showIdeaScore', defaultMessage: 'Show idea score' },
  showWhyNow: { id: 'preferences.cardSettings.showWhyNow', defaultMessage: 'Show why now' },
  showCostToValidate: { id: 'preferences.cardSettings.showCostToValidate', defaultMessage: 'Show cost to validate' },
  showComments: { id: 'preferences.cardSettings.showComments', defaultMessage: 'Show comments' },
  showPinOption: { id: 'preferences.cardSettings.showPinOption', defaultMessage: 'Show pin option' },
  showTags: { id: 'preferences.cardSettings.showTags', defaultMessage: 'Show tags' },
});

const messages = defineMessages({
  title: { id: 'preferences.cardSettings.title', defaultMessage: 'Card Display Settings' },
  reset: { id: 'preferences.cardSettings.reset', defaultMessage: 'Reset to defaults' },
  cancel: { id: 'preferences.cardSettings.cancel', defaultMessage: 'Cancel' },
  save: { id: 'preferences.cardSettings.save', defaultMessage: 'Save' },
});

type CardSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: CardDisplay;
  onSave: (next: CardDisplay) => void;
};

/** Which parts of an idea card are shown: changes are a draft until Save; Cancel or closing discards them. */
export function CardSettingsDialog({ open, onOpenChange, value, onSave }: CardSettingsDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(messages.title)}>
        {/* Mounted only while open, so each opening starts its draft from the saved value. */}
        <CardSettingsForm
          value={value}
          onCancel={() => onOpenChange(false)}
          onSave={(next) => {
            onSave(next);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type CardSettingsFormProps = { value: CardDisplay; onCancel: () => void; onSave: (next: CardDisplay) => void };

function CardSettingsForm({ value, onCancel, onSave }: CardSettingsFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<CardDisplay>(value);
  return (
    <>
      <div className="divide-y divide-border">
        {CARD_DISPLAY_KEYS.map((key) => (
          <SwitchField
            key={key}
            label={t(LABELS[key])}
            checked={draft[key]}
            onCheckedChange={(checked) => setDraft({ ...draft, [key]: checked })}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={() => setDraft(DEFAULT_CARD_DISPLAY)}>
          {t(messages.reset)}
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel}>
            {t(messages.cancel)}
          </Button>
          <Button onClick={() => onSave(draft)}>{t(messages.save)}</Button>
        </div>
      </div>
    </>
  );
}
