import {
  CARD_DISPLAY_KEYS,
  DEFAULT_CARD_DISPLAY,
  type CardDisplay,
  type CardDisplayKey,
} from '@core/preferences/preferences-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SwitchField } from '@/components/ui/switch';

const LABELS: Record<CardDisplayKey, string> = {
  showTitle: 'Show title',
  showDescription: 'Show description',
  showIdeaScore: 'Show idea score',
  showWhyNow: 'Show why now',
  showCostToValidate: 'Show cost to validate',
  showComments: 'Show comments',
  showPinOption: 'Show pin option',
  showTags: 'Show tags',
};

type CardSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: CardDisplay;
  onSave: (next: CardDisplay) => void;
};

/** Which parts of an idea card are shown: changes are a draft until Save; Cancel or closing discards them. */
export function CardSettingsDialog({ open, onOpenChange, value, onSave }: CardSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Card Display Settings">
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
  const [draft, setDraft] = useState<CardDisplay>(value);
  return (
    <>
      <div className="divide-y divide-border">
        {CARD_DISPLAY_KEYS.map((key) => (
          <SwitchField
            key={key}
            label={LABELS[key]}
            checked={draft[key]}
            onCheckedChange={(checked) => setDraft({ ...draft, [key]: checked })}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={() => setDraft(DEFAULT_CARD_DISPLAY)}>
          Reset to defaults
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onSave(draft)}>Save</Button>
        </div>
      </div>
    </>
  );
}
