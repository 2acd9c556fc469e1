import { Lightbulb, Users, Wrench, type LucideIcon } from 'lucide-react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  ideasTitle: { id: 'landing.features.ideas.title', defaultMessage: 'Idea Management' },
  ideasText: {
    id: 'landing.features.ideas.text',
    defaultMessage: 'Capture every startup idea, score it, tag it and keep the best ones moving forward.',
  },
  collaborationTitle: { id: 'landing.features.collaboration.title', defaultMessage: 'Collaboration' },
  collaborationText: {
    id: 'landing.features.collaboration.text',
    defaultMessage:
      'Share ideas with co-founders and advisors by e-mail or link, and gather their feedback in one place.',
  },
  toolsTitle: { id: 'landing.features.tools.title', defaultMessage: 'Founder Tools' },
  toolsText: {
    id: 'landing.features.tools.text',
    defaultMessage: 'Split equity, research your market and plan your funding with tools built for early-stage teams.',
  },
  label: { id: 'landing.features.label', defaultMessage: 'Features' },
});

const features: { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }[] = [
  { title: messages.ideasTitle, text: messages.ideasText, icon: Lightbulb },
  { title: messages.collaborationTitle, text: messages.collaborationText, icon: Users },
  { title: messages.toolsTitle, text: messages.toolsText, icon: Wrench },
];

/** What the product offers, in three cards. */
export function FeatureCards() {
  const t = useT();
  return (
    <section aria-label={t(messages.label)}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title, text, icon: Icon }) => (
          <li key={title.id}>
            <Card className="h-full">
              <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{t(title)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
