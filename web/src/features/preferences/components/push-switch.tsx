import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch';
import { pushFailureOf, useSubscribeThisBrowser, useThisBrowserPush } from '../api/browser-push';

type PushSwitchProps = {
  checked: boolean;
  /** Whether Push notifications is on in the saved preferences. */
  isSavedOn: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * Push notifications: turning it on asks the browser for permission and subscribes it (Save then keeps the
 * choice); it stays off, saying why, when the browser cannot or may not. With pushes on for the account, a
 * browser that is not subscribed (another device, or permission reset) is told so and can be added.
 */
export function PushSwitch({ checked, isSavedOn, onCheckedChange }: PushSwitchProps) {
  const subscribe = useSubscribeThisBrowser();
  const thisBrowser = useThisBrowserPush();
  const turn = (on: boolean) => {
    if (!on) return onCheckedChange(false);
    subscribe.mutate(undefined, { onSuccess: () => onCheckedChange(true) });
  };
  const isMissingHere = isSavedOn && checked && thisBrowser.data === false && !subscribe.isPending && !subscribe.error;
  return (
    <>
      <SwitchField
        label="Push notifications"
        description={subscribe.isPending ? 'Asking your browser…' : 'Get notified in your browser'}
        checked={checked}
        onCheckedChange={turn}
        disabled={subscribe.isPending}
        error={pushFailureOf(subscribe.error)}
      />
      {isMissingHere && (
        <p className="pb-3 text-sm text-muted-foreground">
          Push notifications are on, but this browser is not receiving them.{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => subscribe.mutate()}>
            Receive them in this browser
          </Button>
        </p>
      )}
    </>
  );
}
