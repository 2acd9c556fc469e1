import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { useT } from '@/lib/i18n/use-t';
import { AdvisorSearch } from './advisor-search';
import { IntroRequestsSection } from './intro-requests-section';
import { ProfileSection } from './profile-section';

/**
 * The Advisors Directory (ADR 0098): advisors are the users themselves — each publishes, edits or withdraws their
 * own profile; founders search them and ask for an intro, which the advisor accepts or declines; addresses are
 * shared only on accept.
 */
export function AdvisorsDirectory() {
  const t = useT();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <ToolPage
      toolId="advisors-directory"
      description={t({
        id: 'advisors.page.description',
        defaultMessage:
          'Find advisors and mentors who have done it before, and ask for an intro. Every profile is published by the advisor themselves.',
      })}
      width="5xl"
    >
      <ProfileSection isEditing={isEditing} onEditing={setIsEditing} />
      <AdvisorSearch onPublish={() => setIsEditing(true)} />
      <IntroRequestsSection />
    </ToolPage>
  );
}
