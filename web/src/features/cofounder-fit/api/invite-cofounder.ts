import type { InviteCofounderInput } from '@core/tools/cofounder-fit/assessment-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { assessmentQueryKey } from './get-assessment';

/** Invites a co-founder by e-mail to compare with a saved result; failures are shown on the form. */
export function useInviteCofounder(assessmentId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: InviteCofounderInput) =>
      unwrap(await api.assessments[':id'].invites.$post({ param: { id: assessmentId }, json })),
    onSuccess: async (invite) => {
      toast.success(
        t({ id: 'cofounderFit.invite.sent', defaultMessage: 'Invitation sent to {email}' }, { email: invite.email }),
      );
      await queryClient.invalidateQueries({ queryKey: assessmentQueryKey(assessmentId) });
    },
  });
}
