import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';

export function ProfileRoute() {
  const profile = useProfile();
  return (
    <>
      <h1 className="mb-8 text-3xl font-bold">Profile</h1>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">
          Your profile could not be loaded. Please reload the page.
        </p>
      ) : (
        <Skeleton className="h-96 max-w-xl" />
      )}
    </>
  );
}
