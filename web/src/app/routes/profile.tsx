import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { DataSection } from '@/features/account/components/data-section';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { SecuritySection } from '@/features/account/components/security-section';
import { useProfile } from '@/lib/profile-query';
import { ProfileForm } from '@/features/profile/components/profile-form';

export function ProfileRoute() {
  const t = useT();
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">{t({ id: 'shell.profile.title', defaultMessage: 'Profile' })}</h1>
      <QueryContent
        query={useProfile()}
        errorMessage={t({
          id: 'shell.profile.loadError',
          defaultMessage: 'Your profile could not be loaded. Please reload the page.',
        })}
        skeletonClassName="h-96 max-w-xl"
      >
        {(profile) => <ProfileForm profile={profile} />}
      </QueryContent>
      <div className="mt-10 space-y-10">
        <SecuritySection />
        <DataSection />
        <DeleteAccountSection />
      </div>
    </>
  );
}
