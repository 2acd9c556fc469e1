import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/use-t';
import { isHeldByOtherAccount, pushFailureOf, useSubscribeThisBrowser, useThisBrowserPush } from '../api/browser-push';

const messages = defineMessages({
  label: { id: 'preferences.push.label', defaultMessage: 'Push notifications' },
  asking: { id: 'preferences.push.asking', defaultMessage: 'Asking your browser…' },
  description: { id: 'preferences.push.description', defaultMessage: 'Get notified in your browser' },
  takeOver: { id: 'preferences.push.takeOver', defaultMessage: 'Send them to this account instead' },
});

const missingHere = defineMessage<{ receive: MessageTag }>({
  id: 'preferences.push.missingHere',
  defaultMessage:
    'Push notifications are on, but this browser is not receiving them. <receive>Receive them in this browser</receive>',
});

type PushSwitchProps = {
  checked: boolean;
  /** Whether Push notifications is on in the saved preferences. */
  isSavedOn: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * Push notifications: turning it on asks the browser for permission and subscribes it (Save then keeps the
 * choice); it stays off, saying why, when the browser cannot or may not. With pushes on for the account, a
 * browser that is not subscribed (another device, or permission reset) is told so and can be added. A browser whose
 * pushes go to another account signed in here before is said so, and its pushes can be taken for this one (ADR 0116).
 */
export function PushSwitch({ checked, isSavedOn, onCheckedChange }: PushSwitchProps) {
  const t = useT();
  const subscribe = useSubscribeThisBrowser();
  const thisBrowser = useThisBrowserPush();
  const turnOn = (takeOver: boolean) => subscribe.mutate(takeOver, { onSuccess: () => onCheckedChange(true) });
  const turn = (on: boolean) => (on ? turnOn(false) : onCheckedChange(false));
  const isMissingHere = isSavedOn && checked && thisBrowser.data === false && !subscribe.isPending && !subscribe.error;
  return (
    <>
      <SwitchField
        label={t(messages.label)}
        description={subscribe.isPending ? t(messages.asking) : t(messages.description)}
        checked={checked}
        onCheckedChange={turn}
        disabled={subscribe.isPending}
        error={pushFailureOf(subscribe.error, t)}
      />
      {isHeldByOtherAccount(subscribe.error) && (
        <Button variant="outline" size="sm" className="mb-3" onClick={() => turnOn(true)}>
          {t(messages.takeOver)}
        </Button>
      )}
      {isMissingHere && (
        <p className="pb-3 text-sm text-muted-foreground">
          {t(missingHere, {
            receive: (chunks) => (
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => subscribe.mutate(false)}>
                {chunks}
              </Button>
            ),
          })}
        </p>
      )}
    </>
  );
}
