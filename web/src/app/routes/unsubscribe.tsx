import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from '@core/notifications/unsubscribe-contracts';
import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/notifications/components/unsubscribe-panel';

const topicOf = (value: string | null): UnsubscribeTopic =>
  UNSUBSCRIBE_TOPICS.find((topic) => topic === value) ?? 'notifications';

/** /unsubscribe?token=&topic=: a mail's way to turn its kind of mail off, signed in or not (the token decides). */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <UnsubscribePanel token={params.get('token') ?? ''} topic={topicOf(params.get('topic'))} />
    </main>
  );
}
