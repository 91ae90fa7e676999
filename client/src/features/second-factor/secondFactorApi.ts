import { api } from '@/api/generated';
import { listTag, onSuccess } from '@/api/tags';

/** Cache tag of the signed-in admin's passkeys and recovery-code count (the Security page). */
export const SECURITY_TAG = 'AdminSecurity';

/**
 * Staff's second factor: the Security summary is refreshed by whatever changes it (a passkey
 * added, renamed or removed, codes used or replaced), on success only.
 */
export const secondFactorApi = api
  .enhanceEndpoints({ addTagTypes: [SECURITY_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminSecurityControllerSummary: { providesTags: () => [listTag(SECURITY_TAG)] },
      secondFactorControllerRegister: { invalidatesTags: onSuccess(() => [listTag(SECURITY_TAG)]) },
      secondFactorControllerUseRecoveryCode: {
        invalidatesTags: onSuccess(() => [listTag(SECURITY_TAG)]),
      },
      adminSecurityControllerRename: { invalidatesTags: onSuccess(() => [listTag(SECURITY_TAG)]) },
      adminSecurityControllerRemove: { invalidatesTags: onSuccess(() => [listTag(SECURITY_TAG)]) },
      adminSecurityControllerRegenerate: {
        invalidatesTags: onSuccess(() => [listTag(SECURITY_TAG)]),
      },
    },
  });

export const {
  useSecondFactorControllerRegistrationOptionsMutation: useRegistrationOptionsMutation,
  useSecondFactorControllerRegisterMutation: useRegisterPasskeyMutation,
  useSecondFactorControllerAuthenticationOptionsMutation: useAuthenticationOptionsMutation,
  useSecondFactorControllerVerifyMutation: useVerifyPasskeyMutation,
  useSecondFactorControllerUseRecoveryCodeMutation: useRecoveryCodeMutation,
  useAdminSecurityControllerSummaryQuery: useSecuritySummaryQuery,
  useAdminSecurityControllerRenameMutation: useRenamePasskeyMutation,
  useAdminSecurityControllerRemoveMutation: useRemovePasskeyMutation,
  useAdminSecurityControllerRegenerateMutation: useRegenerateCodesMutation,
} = secondFactorApi;
