import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';

/** /unsubscribe?token=: a notification mail's way to turn E-mail notifications off, signed in or not. */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </main>
  );
}
