import { Avatar } from '@/components/ui/avatar';
import { useT } from '@/lib/i18n/use-t';
import type { PresencePeer } from './content/presence';

/** Who else is on the page now (ADR 0113), each in their colour — the colour of their caret in the editor. */
export function PresenceAvatars({ peers }: { peers: PresencePeer[] }) {
  const t = useT();
  if (peers.length === 0) return null;
  return (
    <ul
      aria-label={t({ id: 'ideaPage.presence.label', defaultMessage: 'On this page now' })}
      className="flex flex-wrap items-center gap-1"
    >
      {peers.map((peer) => (
        <li key={peer.id} title={peer.name} className="flex items-center">
          <Avatar user={{ name: peer.name }} color={peer.color} className="size-7 text-xs" />
          <span className="sr-only">{peer.name}</span>
        </li>
      ))}
    </ul>
  );
}
