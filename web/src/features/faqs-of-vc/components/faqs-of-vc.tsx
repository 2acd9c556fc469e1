import { Suspense } from 'react';
import { ToolPage } from '@/components/tool-page';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { useFaqTexts } from '../hooks/use-faq-texts';
import { AskFaq } from './ask-faq';
import { FaqBrowser } from './faq-browser';

/** The questions and the AI's answer, once the page's language's texts are there. */
function FaqContent() {
  const texts = useFaqTexts();
  return (
    <>
      <FaqBrowser texts={texts} />
      <AskFaq texts={texts} />
    </>
  );
}

/**
 * FAQs of VC (issue 35): plain answers to the questions founders ask about venture capital, each resting on public
 * pages it names, searchable, by topic, each with a link of its own; and 'Ask the AI' with the founder's own key,
 * answering from the entries.
 */
export function FaqsOfVc() {
  const t = useT();
  return (
    <ToolPage
      toolId="faqs-of-vc"
      width="4xl"
      headerExtras={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'faqsOfVc.page.disclaimer',
            defaultMessage:
              'General information to help you follow the conversation, not legal, tax or investment advice. Each answer names the public pages it rests on.',
          })}
        </p>
      }
    >
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <FaqContent />
      </Suspense>
    </ToolPage>
  );
}
