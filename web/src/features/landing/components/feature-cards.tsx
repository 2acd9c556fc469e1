import { Lightbulb, Users, Wrench, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

const features: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Idea Management',
    text: 'Capture every startup idea, score it, tag it and keep the best ones moving forward.',
    icon: Lightbulb,
  },
  {
    title: 'Collaboration',
    text: 'Share ideas with co-founders and advisors by e-mail or link, and gather their feedback in one place.',
    icon: Users,
  },
  {
    title: 'Founder Tools',
    text: 'Split equity, research your market and plan your funding with tools built for early-stage teams.',
    icon: Wrench,
  },
];

/** What the product offers, in three cards. */
export function FeatureCards() {
  return (
    <section aria-label="Features">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
