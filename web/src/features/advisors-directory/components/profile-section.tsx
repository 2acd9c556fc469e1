import type { AdvisorProfileView } from '@core/tools/advisors-directory/advisor-profile';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryContent } from '@/components/ui/query-content';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useAdvisorProfile, usePublishProfile, useWithdrawProfile } from '../api/advisor-profile';
import { AdvisorDetails } from './advisor-details';
import { ProfileForm } from './profile-form';

/** The user's own profile: as others see it, with Edit and Withdraw (or Publish again); or the form. */
type Editing = { isEditing: boolean; onEditing: (isEditing: boolean) => void };

function OwnProfile({ profile, isEditing, onEditing: setIsEditing }: Editing & { profile: AdvisorProfileView | null }) {
  const t = useT();
  const messageOf = useMessageOf();
  const withdraw = useWithdrawProfile();
  const publish = usePublishProfile();
  if (isEditing) return <ProfileForm profile={profile} onDone={() => setIsEditing(false)} />;
  if (!profile)
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'advisors.profile.none',
            defaultMessage:
              'Have you built a company or helped others do it? Publish an advisor profile so founders can find you. Your e-mail address is never shown: a founder sees it only if you accept their intro request.',
          })}
        </p>
        <Button onClick={() => setIsEditing(true)}>
          {t({ id: 'advisors.profile.create', defaultMessage: 'Create your advisor profile' })}
        </Button>
      </div>
    );

  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(undefined);
      toast.success(
        t({
          id: 'advisors.profile.withdrawn',
          defaultMessage: 'Your profile is withdrawn: founders no longer find it.',
        }),
      );
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({
            id: 'advisors.profile.withdrawFailed',
            defaultMessage: 'Your profile could not be withdrawn. Please try again.',
          }),
        ),
      );
    }
  };
  const { id: _id, isPublished, updatedAt: _updatedAt, ...fields } = profile;
  const onPublishAgain = async () => {
    try {
      await publish.mutateAsync(fields);
      toast.success(t({ id: 'advisors.profile.published', defaultMessage: 'Your advisor profile is published.' }));
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({
            id: 'advisors.profile.publishFailed',
            defaultMessage: 'Your profile could not be published. Please try again.',
          }),
        ),
      );
    }
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{profile.headline}</h3>
        {isPublished ? (
          <Badge variant="success">{t({ id: 'advisors.profile.isPublished', defaultMessage: 'Published' })}</Badge>
        ) : (
          <Badge variant="warning">
            {t({ id: 'advisors.profile.isWithdrawn', defaultMessage: 'Withdrawn: hidden from search' })}
          </Badge>
        )}
      </div>
      <AdvisorDetails profile={fields} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setIsEditing(true)}>
          {t({ id: 'advisors.profile.edit', defaultMessage: 'Edit profile' })}
        </Button>
        {isPublished ? (
          <Button variant="outline" onClick={() => void onWithdraw()} disabled={withdraw.isPending}>
            {t({ id: 'advisors.profile.withdraw', defaultMessage: 'Withdraw profile' })}
          </Button>
        ) : (
          <Button onClick={() => void onPublishAgain()} disabled={publish.isPending}>
            {t({ id: 'advisors.profile.publishAgain', defaultMessage: 'Publish again' })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** "Your advisor profile": published by the user themselves, edited or withdrawn at any time. */
export function ProfileSection(editing: Editing) {
  const t = useT();
  const profile = useAdvisorProfile();
  return (
    <SectionCard title={t({ id: 'advisors.profile.title', defaultMessage: 'Your advisor profile' })}>
      <QueryContent
        query={profile}
        errorMessage={t({
          id: 'advisors.profile.loadFailed',
          defaultMessage: 'Your advisor profile could not be loaded. Please try again later.',
        })}
        skeletonClassName="h-24 w-full"
      >
        {(own) => <OwnProfile profile={own} {...editing} />}
      </QueryContent>
    </SectionCard>
  );
}
