import { emptyApi as api } from './emptyApi';
export const addTagTypes = [
  'admin jobs',
  'dev',
  'health',
  'config',
  'authentication',
  'admin security',
  'users',
  'admin users',
  'admin history',
  'contact',
  'admin config',
  'properties',
  'admin properties',
  'address',
  'estate-agents',
  'admin estate-agents',
  'admin estate-agent-brands',
  'transactions',
  'admin transactions',
  'admin search',
  'admin transactions-groups',
  'referral-codes',
  'purchase-intents',
  'admin purchase-intents',
  'admin law-firms',
  'admin lawyer-groups',
  'admin companies',
  'payments',
  'admin invoicing',
  'admin additional-requests',
  'documents',
  'admin documents',
  'admin searches',
  'admin identity-checks',
  'admin stats',
  'tracker',
  'progress-emails',
  'change-requests',
  'data-rights',
  'admin erasure-requests',
  'admin access-records',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminJobsControllerSummary: build.query<
        AdminJobsControllerSummaryApiResponse,
        AdminJobsControllerSummaryApiArg
      >({
        query: () => ({ url: `/api/admin/jobs` }),
        providesTags: ['admin jobs'],
      }),
      adminJobsControllerFailed: build.query<
        AdminJobsControllerFailedApiResponse,
        AdminJobsControllerFailedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/jobs/failed`,
          params: {
            queue: queryArg.queue,
          },
        }),
        providesTags: ['admin jobs'],
      }),
      adminJobsControllerRetry: build.mutation<
        AdminJobsControllerRetryApiResponse,
        AdminJobsControllerRetryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/jobs/${queryArg.queue}/${queryArg.id}/retry`,
          method: 'POST',
        }),
        invalidatesTags: ['admin jobs'],
      }),
      adminJobsControllerDiscard: build.mutation<
        AdminJobsControllerDiscardApiResponse,
        AdminJobsControllerDiscardApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/jobs/${queryArg.queue}/${queryArg.id}/discard`,
          method: 'POST',
        }),
        invalidatesTags: ['admin jobs'],
      }),
      devMailboxControllerList: build.query<
        DevMailboxControllerListApiResponse,
        DevMailboxControllerListApiArg
      >({
        query: () => ({ url: `/api/dev/mailbox` }),
        providesTags: ['dev'],
      }),
      healthControllerCheck: build.query<
        HealthControllerCheckApiResponse,
        HealthControllerCheckApiArg
      >({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      healthControllerLive: build.query<
        HealthControllerLiveApiResponse,
        HealthControllerLiveApiArg
      >({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      healthControllerReady: build.query<
        HealthControllerReadyApiResponse,
        HealthControllerReadyApiArg
      >({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      publicConfigControllerPublic: build.query<
        PublicConfigControllerPublicApiResponse,
        PublicConfigControllerPublicApiArg
      >({
        query: () => ({ url: `/api/config/public` }),
        providesTags: ['config'],
      }),
      timeTravelControllerRead: build.query<
        TimeTravelControllerReadApiResponse,
        TimeTravelControllerReadApiArg
      >({
        query: () => ({ url: `/api/dev/time` }),
        providesTags: ['dev'],
      }),
      timeTravelControllerAdvance: build.mutation<
        TimeTravelControllerAdvanceApiResponse,
        TimeTravelControllerAdvanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dev/time`,
          method: 'POST',
          body: queryArg.advanceTimeDto,
        }),
        invalidatesTags: ['dev'],
      }),
      authControllerSignUp: build.mutation<
        AuthControllerSignUpApiResponse,
        AuthControllerSignUpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/sign-up`,
          method: 'POST',
          body: queryArg.signUpDto,
          headers: {
            'X-Recaptcha-Token': queryArg['X-Recaptcha-Token'],
          },
        }),
        invalidatesTags: ['authentication'],
      }),
      authControllerSignIn: build.mutation<
        AuthControllerSignInApiResponse,
        AuthControllerSignInApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/sign-in`,
          method: 'POST',
          body: queryArg.signInDto,
          headers: {
            'X-Recaptcha-Token': queryArg['X-Recaptcha-Token'],
          },
        }),
        invalidatesTags: ['authentication'],
      }),
      authControllerVerifyUser: build.query<
        AuthControllerVerifyUserApiResponse,
        AuthControllerVerifyUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/verify-user`,
          headers: {
            Authorization: queryArg.authorization,
          },
        }),
        providesTags: ['authentication'],
      }),
      authControllerSignOut: build.mutation<
        AuthControllerSignOutApiResponse,
        AuthControllerSignOutApiArg
      >({
        query: () => ({ url: `/api/authentication/sign-out`, method: 'POST' }),
        invalidatesTags: ['authentication'],
      }),
      authControllerSignOutEverywhere: build.mutation<
        AuthControllerSignOutEverywhereApiResponse,
        AuthControllerSignOutEverywhereApiArg
      >({
        query: () => ({ url: `/api/authentication/sign-out-everywhere`, method: 'POST' }),
        invalidatesTags: ['authentication'],
      }),
      authControllerVerifyRecaptcha: build.query<
        AuthControllerVerifyRecaptchaApiResponse,
        AuthControllerVerifyRecaptchaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/verify-recaptcha`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['authentication'],
      }),
      secondFactorControllerRegistrationOptions: build.mutation<
        SecondFactorControllerRegistrationOptionsApiResponse,
        SecondFactorControllerRegistrationOptionsApiArg
      >({
        query: () => ({
          url: `/api/authentication/second-factor/registration-options`,
          method: 'POST',
        }),
        invalidatesTags: ['authentication'],
      }),
      secondFactorControllerRegister: build.mutation<
        SecondFactorControllerRegisterApiResponse,
        SecondFactorControllerRegisterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/passkeys`,
          method: 'POST',
          body: queryArg.registerPasskeyDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      secondFactorControllerAuthenticationOptions: build.mutation<
        SecondFactorControllerAuthenticationOptionsApiResponse,
        SecondFactorControllerAuthenticationOptionsApiArg
      >({
        query: () => ({
          url: `/api/authentication/second-factor/authentication-options`,
          method: 'POST',
        }),
        invalidatesTags: ['authentication'],
      }),
      secondFactorControllerVerify: build.mutation<
        SecondFactorControllerVerifyApiResponse,
        SecondFactorControllerVerifyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/verify`,
          method: 'POST',
          body: queryArg.verifyPasskeyDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      secondFactorControllerUseRecoveryCode: build.mutation<
        SecondFactorControllerUseRecoveryCodeApiResponse,
        SecondFactorControllerUseRecoveryCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/recovery-code`,
          method: 'POST',
          body: queryArg.recoveryCodeDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      adminSecurityControllerSummary: build.query<
        AdminSecurityControllerSummaryApiResponse,
        AdminSecurityControllerSummaryApiArg
      >({
        query: () => ({ url: `/api/admin/security` }),
        providesTags: ['admin security'],
      }),
      adminSecurityControllerRename: build.mutation<
        AdminSecurityControllerRenameApiResponse,
        AdminSecurityControllerRenameApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/security/passkeys/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.renamePasskeyDto,
        }),
        invalidatesTags: ['admin security'],
      }),
      adminSecurityControllerRemove: build.mutation<
        AdminSecurityControllerRemoveApiResponse,
        AdminSecurityControllerRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/security/passkeys/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin security'],
      }),
      adminSecurityControllerRegenerate: build.mutation<
        AdminSecurityControllerRegenerateApiResponse,
        AdminSecurityControllerRegenerateApiArg
      >({
        query: () => ({ url: `/api/admin/security/recovery-codes`, method: 'POST' }),
        invalidatesTags: ['admin security'],
      }),
      usersControllerCurrent: build.query<
        UsersControllerCurrentApiResponse,
        UsersControllerCurrentApiArg
      >({
        query: () => ({ url: `/api/users/current` }),
        providesTags: ['users'],
      }),
      usersControllerGet: build.query<UsersControllerGetApiResponse, UsersControllerGetApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
        providesTags: ['users'],
      }),
      usersControllerUpdate: build.mutation<
        UsersControllerUpdateApiResponse,
        UsersControllerUpdateApiArg
      >({
        query: (queryArg) => ({ url: `/api/users`, method: 'PUT', body: queryArg.updateUserDto }),
        invalidatesTags: ['users'],
      }),
      adminUsersControllerList: build.query<
        AdminUsersControllerListApiResponse,
        AdminUsersControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            isActive: queryArg.isActive,
            type: queryArg['type'],
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerCreate: build.mutation<
        AdminUsersControllerCreateApiResponse,
        AdminUsersControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users`,
          method: 'POST',
          body: queryArg.createActiveCustomerDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin users'],
      }),
      adminUsersControllerByEmail: build.query<
        AdminUsersControllerByEmailApiResponse,
        AdminUsersControllerByEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/by-email`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerGet: build.query<
        AdminUsersControllerGetApiResponse,
        AdminUsersControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}` }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerSales: build.query<
        AdminUsersControllerSalesApiResponse,
        AdminUsersControllerSalesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/sales`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerPurchases: build.query<
        AdminUsersControllerPurchasesApiResponse,
        AdminUsersControllerPurchasesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/purchases`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerEvents: build.query<
        AdminUsersControllerEventsApiResponse,
        AdminUsersControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/events` }),
        providesTags: ['admin users'],
      }),
      adminUsersControllerDeactivate: build.mutation<
        AdminUsersControllerDeactivateApiResponse,
        AdminUsersControllerDeactivateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/deactivate`,
          method: 'POST',
        }),
        invalidatesTags: ['admin users'],
      }),
      adminUsersControllerReactivate: build.mutation<
        AdminUsersControllerReactivateApiResponse,
        AdminUsersControllerReactivateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/reactivate`,
          method: 'POST',
        }),
        invalidatesTags: ['admin users'],
      }),
      adminHistoryControllerList: build.query<
        AdminHistoryControllerListApiResponse,
        AdminHistoryControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/history`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            subjectId: queryArg.subjectId,
          },
        }),
        providesTags: ['admin history'],
      }),
      postApiEmailRequestCallback: build.mutation<
        PostApiEmailRequestCallbackApiResponse,
        PostApiEmailRequestCallbackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email/request-callback`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
      postApiEmailRequestCallBack: build.mutation<
        PostApiEmailRequestCallBackApiResponse,
        PostApiEmailRequestCallBackApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email/request-call-back`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
      adminConfigControllerGet: build.query<
        AdminConfigControllerGetApiResponse,
        AdminConfigControllerGetApiArg
      >({
        query: () => ({ url: `/api/admin/config` }),
        providesTags: ['admin config'],
      }),
      adminConfigControllerUpdate: build.mutation<
        AdminConfigControllerUpdateApiResponse,
        AdminConfigControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/config`,
          method: 'PUT',
          body: queryArg.updateAdminConfigDto,
        }),
        invalidatesTags: ['admin config'],
      }),
      adminConfigControllerEvents: build.query<
        AdminConfigControllerEventsApiResponse,
        AdminConfigControllerEventsApiArg
      >({
        query: () => ({ url: `/api/admin/config/events` }),
        providesTags: ['admin config'],
      }),
      adminConfigControllerHistoryPage: build.query<
        AdminConfigControllerHistoryPageApiResponse,
        AdminConfigControllerHistoryPageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/config/history`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin config'],
      }),
      propertiesControllerCreate: build.mutation<
        PropertiesControllerCreateApiResponse,
        PropertiesControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/property`,
          method: 'POST',
          body: queryArg.createPropertyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['properties'],
      }),
      propertiesControllerAtPostcode: build.query<
        PropertiesControllerAtPostcodeApiResponse,
        PropertiesControllerAtPostcodeApiArg
      >({
        query: (queryArg) => ({ url: `/api/property/postcode/${queryArg.postcode}` }),
        providesTags: ['properties'],
      }),
      propertiesControllerGet: build.query<
        PropertiesControllerGetApiResponse,
        PropertiesControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/property/${queryArg.id}` }),
        providesTags: ['properties'],
      }),
      propertiesControllerUpdate: build.mutation<
        PropertiesControllerUpdateApiResponse,
        PropertiesControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/property/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePropertyDto,
        }),
        invalidatesTags: ['properties'],
      }),
      adminPropertiesControllerGet: build.query<
        AdminPropertiesControllerGetApiResponse,
        AdminPropertiesControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/properties/${queryArg.id}` }),
        providesTags: ['admin properties'],
      }),
      addressControllerSearch: build.query<
        AddressControllerSearchApiResponse,
        AddressControllerSearchApiArg
      >({
        query: (queryArg) => ({
          url: `/api/address/search`,
          params: {
            query: queryArg.query,
            country: queryArg.country,
            containerId: queryArg.containerId,
          },
        }),
        providesTags: ['address'],
      }),
      addressControllerDetails: build.query<
        AddressControllerDetailsApiResponse,
        AddressControllerDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/address/details`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ['address'],
      }),
      addressControllerCountries: build.query<
        AddressControllerCountriesApiResponse,
        AddressControllerCountriesApiArg
      >({
        query: () => ({ url: `/api/address/countries` }),
        providesTags: ['address'],
      }),
      estateAgentsControllerList: build.query<
        EstateAgentsControllerListApiResponse,
        EstateAgentsControllerListApiArg
      >({
        query: () => ({ url: `/api/estate-agent` }),
        providesTags: ['estate-agents'],
      }),
      adminEstateAgentsControllerList: build.query<
        AdminEstateAgentsControllerListApiResponse,
        AdminEstateAgentsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agents`,
          params: {
            brand: queryArg.brand,
            searchValue: queryArg.searchValue,
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin estate-agents'],
      }),
      adminEstateAgentsControllerCreate: build.mutation<
        AdminEstateAgentsControllerCreateApiResponse,
        AdminEstateAgentsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agents`,
          method: 'POST',
          body: queryArg.estateAgentBodyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin estate-agents'],
      }),
      adminEstateAgentsControllerGet: build.query<
        AdminEstateAgentsControllerGetApiResponse,
        AdminEstateAgentsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/estate-agents/${queryArg.id}` }),
        providesTags: ['admin estate-agents'],
      }),
      adminEstateAgentsControllerUpdate: build.mutation<
        AdminEstateAgentsControllerUpdateApiResponse,
        AdminEstateAgentsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agents/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.estateAgentBodyDto,
        }),
        invalidatesTags: ['admin estate-agents'],
      }),
      adminEstateAgentsControllerEvents: build.query<
        AdminEstateAgentsControllerEventsApiResponse,
        AdminEstateAgentsControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/estate-agents/${queryArg.id}/events` }),
        providesTags: ['admin estate-agents'],
      }),
      adminBrandsControllerList: build.query<
        AdminBrandsControllerListApiResponse,
        AdminBrandsControllerListApiArg
      >({
        query: () => ({ url: `/api/admin/estate-agent-brands` }),
        providesTags: ['admin estate-agent-brands'],
      }),
      adminBrandsControllerCreate: build.mutation<
        AdminBrandsControllerCreateApiResponse,
        AdminBrandsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agent-brands`,
          method: 'POST',
          body: queryArg.brandBodyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin estate-agent-brands'],
      }),
      adminBrandsControllerRename: build.mutation<
        AdminBrandsControllerRenameApiResponse,
        AdminBrandsControllerRenameApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agent-brands/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.brandBodyDto,
        }),
        invalidatesTags: ['admin estate-agent-brands'],
      }),
      adminBrandsControllerRemove: build.mutation<
        AdminBrandsControllerRemoveApiResponse,
        AdminBrandsControllerRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/estate-agent-brands/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin estate-agent-brands'],
      }),
      adminBrandsControllerEvents: build.query<
        AdminBrandsControllerEventsApiResponse,
        AdminBrandsControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/estate-agent-brands/${queryArg.id}/events` }),
        providesTags: ['admin estate-agent-brands'],
      }),
      transactionsControllerCreate: build.mutation<
        TransactionsControllerCreateApiResponse,
        TransactionsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction`,
          method: 'POST',
          body: queryArg.createTransactionDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      transactionsControllerListForUser: build.query<
        TransactionsControllerListForUserApiResponse,
        TransactionsControllerListForUserApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/user/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      transactionsControllerLatest: build.query<
        TransactionsControllerLatestApiResponse,
        TransactionsControllerLatestApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/latest/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      transactionsControllerListForPurchaseIntentsOfUser: build.query<
        TransactionsControllerListForPurchaseIntentsOfUserApiResponse,
        TransactionsControllerListForPurchaseIntentsOfUserApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/purchase-intent/user/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      transactionsControllerGetForPurchaseIntent: build.query<
        TransactionsControllerGetForPurchaseIntentApiResponse,
        TransactionsControllerGetForPurchaseIntentApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/purchase-intent/${queryArg.id}` }),
        providesTags: ['transactions'],
      }),
      transactionsControllerGet: build.query<
        TransactionsControllerGetApiResponse,
        TransactionsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/${queryArg.id}` }),
        providesTags: ['transactions'],
      }),
      transactionsControllerUpdate: build.mutation<
        TransactionsControllerUpdateApiResponse,
        TransactionsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateTransactionDto,
          params: {
            termsAndConditions: queryArg.termsAndConditions,
          },
        }),
        invalidatesTags: ['transactions'],
      }),
      transactionsControllerApplyReferralCode: build.mutation<
        TransactionsControllerApplyReferralCodeApiResponse,
        TransactionsControllerApplyReferralCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/referral-code`,
          method: 'PUT',
          body: queryArg.applyReferralCodeDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      transactionsControllerSetEstateAgent: build.mutation<
        TransactionsControllerSetEstateAgentApiResponse,
        TransactionsControllerSetEstateAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/estate-agent`,
          method: 'PUT',
          body: queryArg.setEstateAgentDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      transactionsControllerSetEstateAgentStatus: build.mutation<
        TransactionsControllerSetEstateAgentStatusApiResponse,
        TransactionsControllerSetEstateAgentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/estate-agent-status`,
          method: 'PUT',
          body: queryArg.setEstateAgentStatusDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      adminSaleCorrectionsControllerCorrectDetails: build.mutation<
        AdminSaleCorrectionsControllerCorrectDetailsApiResponse,
        AdminSaleCorrectionsControllerCorrectDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/details`,
          method: 'PUT',
          body: queryArg.correctSaleDetailsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerAddCoSeller: build.mutation<
        AdminSaleCorrectionsControllerAddCoSellerApiResponse,
        AdminSaleCorrectionsControllerAddCoSellerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/co-sellers`,
          method: 'POST',
          body: queryArg.coSellerDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerRemoveCoSeller: build.mutation<
        AdminSaleCorrectionsControllerRemoveCoSellerApiResponse,
        AdminSaleCorrectionsControllerRemoveCoSellerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/co-sellers/${queryArg.personId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerSetCustomerType: build.mutation<
        AdminSaleCorrectionsControllerSetCustomerTypeApiResponse,
        AdminSaleCorrectionsControllerSetCustomerTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/customer-type`,
          method: 'PUT',
          body: queryArg.setCustomerTypeDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerWithdraw: build.mutation<
        AdminSaleCorrectionsControllerWithdrawApiResponse,
        AdminSaleCorrectionsControllerWithdrawApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/withdraw`,
          method: 'POST',
          body: queryArg.withdrawSaleDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerArchive: build.mutation<
        AdminSaleCorrectionsControllerArchiveApiResponse,
        AdminSaleCorrectionsControllerArchiveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/archive`,
          method: 'POST',
          body: queryArg.saleStateCommentsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerReinstate: build.mutation<
        AdminSaleCorrectionsControllerReinstateApiResponse,
        AdminSaleCorrectionsControllerReinstateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/reinstate`,
          method: 'POST',
          body: queryArg.saleStateCommentsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerUnassignEstateAgent: build.mutation<
        AdminSaleCorrectionsControllerUnassignEstateAgentApiResponse,
        AdminSaleCorrectionsControllerUnassignEstateAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionsControllerSetEstateAgent: build.mutation<
        AdminTransactionsControllerSetEstateAgentApiResponse,
        AdminTransactionsControllerSetEstateAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent`,
          method: 'PUT',
          body: queryArg.assignEstateAgentDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleCorrectionsControllerUnassignSolicitor: build.mutation<
        AdminSaleCorrectionsControllerUnassignSolicitorApiResponse,
        AdminSaleCorrectionsControllerUnassignSolicitorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/lawyer-groups/${queryArg.side}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionsControllerList: build.query<
        AdminTransactionsControllerListApiResponse,
        AdminTransactionsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            q: queryArg.q,
            isPaid: queryArg.isPaid,
            groupId: queryArg.groupId,
            estateAgentAssigned: queryArg.estateAgentAssigned,
            solicitorsAssigned: queryArg.solicitorsAssigned,
            searchesCompleted: queryArg.searchesCompleted,
            thirdfortChecksCompleted: queryArg.thirdfortChecksCompleted,
            estateAgentId: queryArg.estateAgentId,
            sellerLawyerGroupId: queryArg.sellerLawyerGroupId,
            sellerLawFirmId: queryArg.sellerLawFirmId,
            buyerLawyerGroupId: queryArg.buyerLawyerGroupId,
            buyerLawFirmId: queryArg.buyerLawFirmId,
            tag: queryArg.tag,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
            saleAgreedFrom: queryArg.saleAgreedFrom,
            saleAgreedTo: queryArg.saleAgreedTo,
            exchangedFrom: queryArg.exchangedFrom,
            exchangedTo: queryArg.exchangedTo,
            sort: queryArg.sort,
            order: queryArg.order,
          },
        }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerExport: build.query<
        AdminTransactionsControllerExportApiResponse,
        AdminTransactionsControllerExportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/export`,
          params: {
            q: queryArg.q,
            isPaid: queryArg.isPaid,
            groupId: queryArg.groupId,
            estateAgentAssigned: queryArg.estateAgentAssigned,
            solicitorsAssigned: queryArg.solicitorsAssigned,
            searchesCompleted: queryArg.searchesCompleted,
            thirdfortChecksCompleted: queryArg.thirdfortChecksCompleted,
            estateAgentId: queryArg.estateAgentId,
            sellerLawyerGroupId: queryArg.sellerLawyerGroupId,
            sellerLawFirmId: queryArg.sellerLawFirmId,
            buyerLawyerGroupId: queryArg.buyerLawyerGroupId,
            buyerLawFirmId: queryArg.buyerLawFirmId,
            tag: queryArg.tag,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
            saleAgreedFrom: queryArg.saleAgreedFrom,
            saleAgreedTo: queryArg.saleAgreedTo,
            exchangedFrom: queryArg.exchangedFrom,
            exchangedTo: queryArg.exchangedTo,
            sort: queryArg.sort,
            order: queryArg.order,
          },
        }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerListForSeller: build.query<
        AdminTransactionsControllerListForSellerApiResponse,
        AdminTransactionsControllerListForSellerApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/user/${queryArg.userId}` }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerGet: build.query<
        AdminTransactionsControllerGetApiResponse,
        AdminTransactionsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}` }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerTimeline: build.query<
        AdminTransactionsControllerTimelineApiResponse,
        AdminTransactionsControllerTimelineApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/events-timeline` }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerSetTags: build.mutation<
        AdminTransactionsControllerSetTagsApiResponse,
        AdminTransactionsControllerSetTagsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/tags`,
          method: 'PUT',
          body: queryArg.updateTagsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionsControllerAssignLawyerGroups: build.mutation<
        AdminTransactionsControllerAssignLawyerGroupsApiResponse,
        AdminTransactionsControllerAssignLawyerGroupsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/lawyer-groups`,
          method: 'PUT',
          body: queryArg.assignLawyerGroupsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionsControllerEvents: build.query<
        AdminTransactionsControllerEventsApiResponse,
        AdminTransactionsControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/events` }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionsControllerSetEstateAgentStatus: build.mutation<
        AdminTransactionsControllerSetEstateAgentStatusApiResponse,
        AdminTransactionsControllerSetEstateAgentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent-status`,
          method: 'PUT',
          body: queryArg.setEstateAgentStatusDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSearchControllerFind: build.query<
        AdminSearchControllerFindApiResponse,
        AdminSearchControllerFindApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/search`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['admin search'],
      }),
      adminSearchControllerCount: build.query<
        AdminSearchControllerCountApiResponse,
        AdminSearchControllerCountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/search/count`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['admin search'],
      }),
      adminTransactionsGroupsControllerList: build.query<
        AdminTransactionsGroupsControllerListApiResponse,
        AdminTransactionsGroupsControllerListApiArg
      >({
        query: () => ({ url: `/api/admin/transactions-groups` }),
        providesTags: ['admin transactions-groups'],
      }),
      adminTransactionsGroupsControllerCreate: build.mutation<
        AdminTransactionsGroupsControllerCreateApiResponse,
        AdminTransactionsGroupsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions-groups`,
          method: 'POST',
          body: queryArg.createTransactionsGroupDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions-groups'],
      }),
      adminTransactionsGroupsControllerGet: build.query<
        AdminTransactionsGroupsControllerGetApiResponse,
        AdminTransactionsGroupsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions-groups/${queryArg.idOrName}` }),
        providesTags: ['admin transactions-groups'],
      }),
      adminTransactionsGroupsControllerAssignEstateAgent: build.mutation<
        AdminTransactionsGroupsControllerAssignEstateAgentApiResponse,
        AdminTransactionsGroupsControllerAssignEstateAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions-groups/${queryArg.id}/estate-agent`,
          method: 'PUT',
          body: queryArg.assignEstateAgentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions-groups'],
      }),
      adminTransactionsGroupsControllerAssignLawyerGroups: build.mutation<
        AdminTransactionsGroupsControllerAssignLawyerGroupsApiResponse,
        AdminTransactionsGroupsControllerAssignLawyerGroupsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions-groups/${queryArg.id}/lawyer-groups`,
          method: 'PUT',
          body: queryArg.assignLawyerGroupsDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions-groups'],
      }),
      referralCodesControllerValidate: build.mutation<
        ReferralCodesControllerValidateApiResponse,
        ReferralCodesControllerValidateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/referral-code/validate`,
          method: 'POST',
          body: queryArg.validateReferralCodeDto,
        }),
        invalidatesTags: ['referral-codes'],
      }),
      purchaseIntentsControllerMortgageProviders: build.query<
        PurchaseIntentsControllerMortgageProvidersApiResponse,
        PurchaseIntentsControllerMortgageProvidersApiArg
      >({
        query: () => ({ url: `/api/purchase-intent/mortgage-providers` }),
        providesTags: ['purchase-intents'],
      }),
      purchaseIntentsControllerCreate: build.mutation<
        PurchaseIntentsControllerCreateApiResponse,
        PurchaseIntentsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/purchase-intent`,
          method: 'POST',
          body: queryArg.createPurchaseIntentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['purchase-intents'],
      }),
      purchaseIntentsControllerListForUser: build.query<
        PurchaseIntentsControllerListForUserApiResponse,
        PurchaseIntentsControllerListForUserApiArg
      >({
        query: (queryArg) => ({ url: `/api/purchase-intent/user/${queryArg.userId}` }),
        providesTags: ['purchase-intents'],
      }),
      purchaseIntentsControllerConfirm: build.query<
        PurchaseIntentsControllerConfirmApiResponse,
        PurchaseIntentsControllerConfirmApiArg
      >({
        query: (queryArg) => ({ url: `/api/purchase-intent/confirm/${queryArg.id}` }),
        providesTags: ['purchase-intents'],
      }),
      purchaseIntentsControllerGet: build.query<
        PurchaseIntentsControllerGetApiResponse,
        PurchaseIntentsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/purchase-intent/${queryArg.id}` }),
        providesTags: ['purchase-intents'],
      }),
      purchaseIntentsControllerUpdate: build.mutation<
        PurchaseIntentsControllerUpdateApiResponse,
        PurchaseIntentsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/purchase-intent/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePurchaseIntentDto,
          params: {
            termsAndConditions: queryArg.termsAndConditions,
          },
        }),
        invalidatesTags: ['purchase-intents'],
      }),
      adminPurchaseIntentsControllerCreate: build.mutation<
        AdminPurchaseIntentsControllerCreateApiResponse,
        AdminPurchaseIntentsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/purchase-intents`,
          method: 'POST',
          body: queryArg.adminCreatePurchaseIntentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin purchase-intents'],
      }),
      adminPurchaseIntentsControllerListForBuyer: build.query<
        AdminPurchaseIntentsControllerListForBuyerApiResponse,
        AdminPurchaseIntentsControllerListForBuyerApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/purchase-intents/user/${queryArg.userId}` }),
        providesTags: ['admin purchase-intents'],
      }),
      adminPurchaseIntentsControllerGet: build.query<
        AdminPurchaseIntentsControllerGetApiResponse,
        AdminPurchaseIntentsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/purchase-intents/${queryArg.id}` }),
        providesTags: ['admin purchase-intents'],
      }),
      adminPurchaseIntentsControllerSetSignificantDates: build.mutation<
        AdminPurchaseIntentsControllerSetSignificantDatesApiResponse,
        AdminPurchaseIntentsControllerSetSignificantDatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/purchase-intents/${queryArg.id}/significant-dates`,
          method: 'PUT',
          body: queryArg.significantDatesDto,
        }),
        invalidatesTags: ['admin purchase-intents'],
      }),
      adminPurchaseIntentsControllerMoveToSale: build.mutation<
        AdminPurchaseIntentsControllerMoveToSaleApiResponse,
        AdminPurchaseIntentsControllerMoveToSaleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/purchase-intents/${queryArg.id}/transaction`,
          method: 'PUT',
          body: queryArg.movePurchaseIntentDto,
        }),
        invalidatesTags: ['admin purchase-intents'],
      }),
      adminLawFirmsControllerList: build.query<
        AdminLawFirmsControllerListApiResponse,
        AdminLawFirmsControllerListApiArg
      >({
        query: () => ({ url: `/api/admin/law-firms` }),
        providesTags: ['admin law-firms'],
      }),
      adminLawFirmsControllerCreate: build.mutation<
        AdminLawFirmsControllerCreateApiResponse,
        AdminLawFirmsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/law-firms`,
          method: 'POST',
          body: queryArg.lawFirmBodyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin law-firms'],
      }),
      adminLawFirmsControllerGet: build.query<
        AdminLawFirmsControllerGetApiResponse,
        AdminLawFirmsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/law-firms/${queryArg.id}` }),
        providesTags: ['admin law-firms'],
      }),
      adminLawFirmsControllerUpdate: build.mutation<
        AdminLawFirmsControllerUpdateApiResponse,
        AdminLawFirmsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/law-firms/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.lawFirmBodyDto,
        }),
        invalidatesTags: ['admin law-firms'],
      }),
      adminLawFirmsControllerEvents: build.query<
        AdminLawFirmsControllerEventsApiResponse,
        AdminLawFirmsControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/law-firms/${queryArg.id}/events` }),
        providesTags: ['admin law-firms'],
      }),
      adminLawyerGroupsControllerList: build.query<
        AdminLawyerGroupsControllerListApiResponse,
        AdminLawyerGroupsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/lawyer-groups`,
          params: {
            law_firm: queryArg.lawFirm,
          },
        }),
        providesTags: ['admin lawyer-groups'],
      }),
      adminLawyerGroupsControllerCreate: build.mutation<
        AdminLawyerGroupsControllerCreateApiResponse,
        AdminLawyerGroupsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/lawyer-groups`,
          method: 'POST',
          body: queryArg.lawyerGroupBodyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin lawyer-groups'],
      }),
      adminLawyerGroupsControllerGet: build.query<
        AdminLawyerGroupsControllerGetApiResponse,
        AdminLawyerGroupsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/lawyer-groups/${queryArg.id}` }),
        providesTags: ['admin lawyer-groups'],
      }),
      adminLawyerGroupsControllerUpdate: build.mutation<
        AdminLawyerGroupsControllerUpdateApiResponse,
        AdminLawyerGroupsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/lawyer-groups/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.lawyerGroupBodyDto,
        }),
        invalidatesTags: ['admin lawyer-groups'],
      }),
      adminLawyerGroupsControllerEvents: build.query<
        AdminLawyerGroupsControllerEventsApiResponse,
        AdminLawyerGroupsControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/lawyer-groups/${queryArg.id}/events` }),
        providesTags: ['admin lawyer-groups'],
      }),
      adminCompaniesControllerList: build.query<
        AdminCompaniesControllerListApiResponse,
        AdminCompaniesControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/companies`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            q: queryArg.q,
          },
        }),
        providesTags: ['admin companies'],
      }),
      adminCompaniesControllerCreate: build.mutation<
        AdminCompaniesControllerCreateApiResponse,
        AdminCompaniesControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/companies`,
          method: 'POST',
          body: queryArg.companyBodyDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin companies'],
      }),
      adminCompaniesControllerByNumber: build.query<
        AdminCompaniesControllerByNumberApiResponse,
        AdminCompaniesControllerByNumberApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/companies/by-number/${queryArg.companyNumber}` }),
        providesTags: ['admin companies'],
      }),
      adminCompaniesControllerGet: build.query<
        AdminCompaniesControllerGetApiResponse,
        AdminCompaniesControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/companies/${queryArg.id}` }),
        providesTags: ['admin companies'],
      }),
      adminCompaniesControllerUpdate: build.mutation<
        AdminCompaniesControllerUpdateApiResponse,
        AdminCompaniesControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/companies/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.companyBodyDto,
        }),
        invalidatesTags: ['admin companies'],
      }),
      adminCompaniesControllerSales: build.query<
        AdminCompaniesControllerSalesApiResponse,
        AdminCompaniesControllerSalesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/companies/${queryArg.id}/sales`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin companies'],
      }),
      adminCompaniesControllerEvents: build.query<
        AdminCompaniesControllerEventsApiResponse,
        AdminCompaniesControllerEventsApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/companies/${queryArg.id}/events` }),
        providesTags: ['admin companies'],
      }),
      paymentsControllerCustomer: build.mutation<
        PaymentsControllerCustomerApiResponse,
        PaymentsControllerCustomerApiArg
      >({
        query: () => ({ url: `/api/stripe/customers`, method: 'POST' }),
        invalidatesTags: ['payments'],
      }),
      paymentsControllerCreatePaymentIntent: build.mutation<
        PaymentsControllerCreatePaymentIntentApiResponse,
        PaymentsControllerCreatePaymentIntentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/stripe/create-payment-intent`,
          method: 'POST',
          body: queryArg.createPaymentIntentDto,
        }),
        invalidatesTags: ['payments'],
      }),
      paymentsControllerStatus: build.query<
        PaymentsControllerStatusApiResponse,
        PaymentsControllerStatusApiArg
      >({
        query: (queryArg) => ({ url: `/api/stripe/payment-intent/${queryArg.id}/status` }),
        providesTags: ['payments'],
      }),
      devPaymentsControllerConfirm: build.mutation<
        DevPaymentsControllerConfirmApiResponse,
        DevPaymentsControllerConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dev/payments/confirm`,
          method: 'POST',
          body: queryArg.simulatedConfirmDto,
        }),
        invalidatesTags: ['dev'],
      }),
      devPaymentsControllerPaymentIntent: build.query<
        DevPaymentsControllerPaymentIntentApiResponse,
        DevPaymentsControllerPaymentIntentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dev/payments/payment-intent`,
          params: {
            clientSecret: queryArg.clientSecret,
          },
        }),
        providesTags: ['dev'],
      }),
      receiptsControllerDownload: build.query<
        ReceiptsControllerDownloadApiResponse,
        ReceiptsControllerDownloadApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/${queryArg.id}/receipt` }),
        providesTags: ['transactions'],
      }),
      adminReceiptsControllerDownload: build.query<
        AdminReceiptsControllerDownloadApiResponse,
        AdminReceiptsControllerDownloadApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/receipt` }),
        providesTags: ['admin transactions'],
      }),
      usersControllerProperties: build.query<
        UsersControllerPropertiesApiResponse,
        UsersControllerPropertiesApiArg
      >({
        query: () => ({ url: `/api/users/current/properties` }),
        providesTags: ['users'],
      }),
      adminInvoicingControllerExport: build.query<
        AdminInvoicingControllerExportApiResponse,
        AdminInvoicingControllerExportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/invoicing/export`,
          params: {
            month: queryArg.month,
          },
        }),
        providesTags: ['admin invoicing'],
      }),
      adminInvoicingControllerFiles: build.query<
        AdminInvoicingControllerFilesApiResponse,
        AdminInvoicingControllerFilesApiArg
      >({
        query: () => ({ url: `/api/admin/invoicing/files` }),
        providesTags: ['admin invoicing'],
      }),
      adminInvoicingControllerFile: build.query<
        AdminInvoicingControllerFileApiResponse,
        AdminInvoicingControllerFileApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/invoicing/files/${queryArg.month}` }),
        providesTags: ['admin invoicing'],
      }),
      adminAdditionalRequestsControllerList: build.query<
        AdminAdditionalRequestsControllerListApiResponse,
        AdminAdditionalRequestsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/additional-requests/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin additional-requests'],
      }),
      adminAdditionalRequestsControllerCreate: build.mutation<
        AdminAdditionalRequestsControllerCreateApiResponse,
        AdminAdditionalRequestsControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/additional-requests/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.createAdditionalRequestDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin additional-requests'],
      }),
      adminAdditionalRequestsControllerUpdate: build.mutation<
        AdminAdditionalRequestsControllerUpdateApiResponse,
        AdminAdditionalRequestsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/additional-requests/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateAdditionalRequestDto,
        }),
        invalidatesTags: ['admin additional-requests'],
      }),
      documentsControllerListForSale: build.query<
        DocumentsControllerListForSaleApiResponse,
        DocumentsControllerListForSaleApiArg
      >({
        query: (queryArg) => ({ url: `/api/documents/sale/${queryArg.transactionId}` }),
        providesTags: ['documents'],
      }),
      documentsControllerListForPurchase: build.query<
        DocumentsControllerListForPurchaseApiResponse,
        DocumentsControllerListForPurchaseApiArg
      >({
        query: (queryArg) => ({ url: `/api/documents/purchase/${queryArg.purchaseIntentId}` }),
        providesTags: ['documents'],
      }),
      documentsControllerUploadForSale: build.mutation<
        DocumentsControllerUploadForSaleApiResponse,
        DocumentsControllerUploadForSaleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/sale/${queryArg.transactionId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
        }),
        invalidatesTags: ['documents'],
      }),
      documentsControllerUploadForPurchase: build.mutation<
        DocumentsControllerUploadForPurchaseApiResponse,
        DocumentsControllerUploadForPurchaseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/purchase/${queryArg.purchaseIntentId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
        }),
        invalidatesTags: ['documents'],
      }),
      documentsControllerAnswerWithFile: build.mutation<
        DocumentsControllerAnswerWithFileApiResponse,
        DocumentsControllerAnswerWithFileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/requests/${queryArg.requestId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
        }),
        invalidatesTags: ['documents'],
      }),
      documentsControllerAnswerFeeApproval: build.mutation<
        DocumentsControllerAnswerFeeApprovalApiResponse,
        DocumentsControllerAnswerFeeApprovalApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/requests/${queryArg.requestId}/fee-approval`,
          method: 'POST',
          body: queryArg.feeApprovalAnswerDto,
        }),
        invalidatesTags: ['documents'],
      }),
      documentsControllerDownload: build.query<
        DocumentsControllerDownloadApiResponse,
        DocumentsControllerDownloadApiArg
      >({
        query: (queryArg) => ({ url: `/api/documents/${queryArg.id}/download` }),
        providesTags: ['documents'],
      }),
      adminDocumentsControllerList: build.query<
        AdminDocumentsControllerListApiResponse,
        AdminDocumentsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin documents'],
      }),
      adminDocumentsControllerUpload: build.mutation<
        AdminDocumentsControllerUploadApiResponse,
        AdminDocumentsControllerUploadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.adminUploadFileDto,
        }),
        invalidatesTags: ['admin documents'],
      }),
      adminDocumentsControllerSetVisibility: build.mutation<
        AdminDocumentsControllerSetVisibilityApiResponse,
        AdminDocumentsControllerSetVisibilityApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/visibility`,
          method: 'PUT',
          body: queryArg.documentVisibilityDto,
        }),
        invalidatesTags: ['admin documents'],
      }),
      adminDocumentsControllerAccept: build.mutation<
        AdminDocumentsControllerAcceptApiResponse,
        AdminDocumentsControllerAcceptApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/accept`,
          method: 'POST',
        }),
        invalidatesTags: ['admin documents'],
      }),
      adminDocumentsControllerReject: build.mutation<
        AdminDocumentsControllerRejectApiResponse,
        AdminDocumentsControllerRejectApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/reject`,
          method: 'POST',
          body: queryArg.rejectDocumentDto,
        }),
        invalidatesTags: ['admin documents'],
      }),
      adminDocumentsControllerDownload: build.query<
        AdminDocumentsControllerDownloadApiResponse,
        AdminDocumentsControllerDownloadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/download`,
          params: {
            inline: queryArg.inline,
          },
        }),
        providesTags: ['admin documents'],
      }),
      adminTransactionNotesControllerList: build.query<
        AdminTransactionNotesControllerListApiResponse,
        AdminTransactionNotesControllerListApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/notes` }),
        providesTags: ['admin transactions'],
      }),
      adminTransactionNotesControllerCreate: build.mutation<
        AdminTransactionNotesControllerCreateApiResponse,
        AdminTransactionNotesControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/notes`,
          method: 'POST',
          body: queryArg.createNoteDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionNotesControllerUpdate: build.mutation<
        AdminTransactionNotesControllerUpdateApiResponse,
        AdminTransactionNotesControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/notes/${queryArg.noteId}`,
          method: 'PATCH',
          body: queryArg.updateNoteDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminTransactionNotesControllerRemove: build.mutation<
        AdminTransactionNotesControllerRemoveApiResponse,
        AdminTransactionNotesControllerRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/notes/${queryArg.noteId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSearchesControllerList: build.query<
        AdminSearchesControllerListApiResponse,
        AdminSearchesControllerListApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/searches/transaction/${queryArg.transactionId}` }),
        providesTags: ['admin searches'],
      }),
      adminSearchesControllerOrder: build.mutation<
        AdminSearchesControllerOrderApiResponse,
        AdminSearchesControllerOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/searches/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.orderSearchesDto,
        }),
        invalidatesTags: ['admin searches'],
      }),
      adminSearchesControllerResult: build.query<
        AdminSearchesControllerResultApiResponse,
        AdminSearchesControllerResultApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/searches/results/${queryArg.id}` }),
        providesTags: ['admin searches'],
      }),
      adminIdentityChecksControllerFindAll: build.query<
        AdminIdentityChecksControllerFindAllApiResponse,
        AdminIdentityChecksControllerFindAllApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin identity-checks'],
      }),
      adminIdentityChecksControllerCreate: build.mutation<
        AdminIdentityChecksControllerCreateApiResponse,
        AdminIdentityChecksControllerCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.createIdentityCheckDto,
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      adminIdentityChecksControllerDetails: build.query<
        AdminIdentityChecksControllerDetailsApiResponse,
        AdminIdentityChecksControllerDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}/details`,
        }),
        providesTags: ['admin identity-checks'],
      }),
      adminIdentityChecksControllerAbort: build.mutation<
        AdminIdentityChecksControllerAbortApiResponse,
        AdminIdentityChecksControllerAbortApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/${queryArg.id}/abort`,
          method: 'POST',
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      adminIdentityChecksControllerReorder: build.mutation<
        AdminIdentityChecksControllerReorderApiResponse,
        AdminIdentityChecksControllerReorderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/${queryArg.id}/reorder`,
          method: 'POST',
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      adminThirdfortEmailControllerSend: build.mutation<
        AdminThirdfortEmailControllerSendApiResponse,
        AdminThirdfortEmailControllerSendApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.transactionId}/thirdfort-email`,
          method: 'POST',
          body: queryArg.thirdfortEmailDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminStatsControllerTransactions: build.query<
        AdminStatsControllerTransactionsApiResponse,
        AdminStatsControllerTransactionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/stats/transactions`,
          params: {
            month: queryArg.month,
            year: queryArg.year,
          },
        }),
        providesTags: ['admin stats'],
      }),
      adminStatsControllerSolicitorsAssignments: build.query<
        AdminStatsControllerSolicitorsAssignmentsApiResponse,
        AdminStatsControllerSolicitorsAssignmentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/stats/solicitors-assignments`,
          params: {
            month: queryArg.month,
            year: queryArg.year,
          },
        }),
        providesTags: ['admin stats'],
      }),
      adminStatsControllerForeignCurrency: build.query<
        AdminStatsControllerForeignCurrencyApiResponse,
        AdminStatsControllerForeignCurrencyApiArg
      >({
        query: () => ({ url: `/api/admin/stats/foreign-currency` }),
        providesTags: ['admin stats'],
      }),
      adminStatsControllerMortgageReferrals: build.query<
        AdminStatsControllerMortgageReferralsApiResponse,
        AdminStatsControllerMortgageReferralsApiArg
      >({
        query: () => ({ url: `/api/admin/stats/mortgage-referrals` }),
        providesTags: ['admin stats'],
      }),
      trackerControllerSale: build.query<
        TrackerControllerSaleApiResponse,
        TrackerControllerSaleApiArg
      >({
        query: (queryArg) => ({ url: `/api/tracker/sales/${queryArg.transactionId}` }),
        providesTags: ['tracker'],
      }),
      trackerControllerPurchase: build.query<
        TrackerControllerPurchaseApiResponse,
        TrackerControllerPurchaseApiArg
      >({
        query: (queryArg) => ({ url: `/api/tracker/purchases/${queryArg.purchaseIntentId}` }),
        providesTags: ['tracker'],
      }),
      progressEmailsControllerSetting: build.query<
        ProgressEmailsControllerSettingApiResponse,
        ProgressEmailsControllerSettingApiArg
      >({
        query: () => ({ url: `/api/me/progress-emails` }),
        providesTags: ['progress-emails'],
      }),
      progressEmailsControllerUpdate: build.mutation<
        ProgressEmailsControllerUpdateApiResponse,
        ProgressEmailsControllerUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/me/progress-emails`,
          method: 'PUT',
          body: queryArg.updateProgressEmailsSettingDto,
        }),
        invalidatesTags: ['progress-emails'],
      }),
      progressEmailsControllerUnsubscribe: build.mutation<
        ProgressEmailsControllerUnsubscribeApiResponse,
        ProgressEmailsControllerUnsubscribeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/progress-emails/unsubscribe`,
          method: 'POST',
          params: {
            user: queryArg.user,
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['progress-emails'],
      }),
      changeRequestsControllerForSale: build.mutation<
        ChangeRequestsControllerForSaleApiResponse,
        ChangeRequestsControllerForSaleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/change-requests`,
          method: 'POST',
          body: queryArg.createChangeRequestDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['change-requests'],
      }),
      changeRequestsControllerForPurchase: build.mutation<
        ChangeRequestsControllerForPurchaseApiResponse,
        ChangeRequestsControllerForPurchaseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/purchase-intent/${queryArg.id}/change-requests`,
          method: 'POST',
          body: queryArg.createChangeRequestDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['change-requests'],
      }),
      dataRightsControllerMine: build.query<
        DataRightsControllerMineApiResponse,
        DataRightsControllerMineApiArg
      >({
        query: () => ({ url: `/api/me/data-rights` }),
        providesTags: ['data-rights'],
      }),
      dataRightsControllerRequestExport: build.mutation<
        DataRightsControllerRequestExportApiResponse,
        DataRightsControllerRequestExportApiArg
      >({
        query: () => ({ url: `/api/me/data-exports`, method: 'POST' }),
        invalidatesTags: ['data-rights'],
      }),
      dataRightsControllerDownload: build.query<
        DataRightsControllerDownloadApiResponse,
        DataRightsControllerDownloadApiArg
      >({
        query: (queryArg) => ({ url: `/api/me/data-exports/${queryArg.id}/download` }),
        providesTags: ['data-rights'],
      }),
      dataRightsControllerRequestErasure: build.mutation<
        DataRightsControllerRequestErasureApiResponse,
        DataRightsControllerRequestErasureApiArg
      >({
        query: () => ({ url: `/api/me/erasure-request`, method: 'POST' }),
        invalidatesTags: ['data-rights'],
      }),
      adminErasureRequestsControllerList: build.query<
        AdminErasureRequestsControllerListApiResponse,
        AdminErasureRequestsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/erasure-requests`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            status: queryArg.status,
          },
        }),
        providesTags: ['admin erasure-requests'],
      }),
      adminErasureRequestsControllerGet: build.query<
        AdminErasureRequestsControllerGetApiResponse,
        AdminErasureRequestsControllerGetApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/erasure-requests/${queryArg.id}` }),
        providesTags: ['admin erasure-requests'],
      }),
      adminErasureRequestsControllerErase: build.mutation<
        AdminErasureRequestsControllerEraseApiResponse,
        AdminErasureRequestsControllerEraseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/erasure-requests/${queryArg.id}/erase`,
          method: 'POST',
        }),
        invalidatesTags: ['admin erasure-requests'],
      }),
      adminAccessRecordsControllerList: build.query<
        AdminAccessRecordsControllerListApiResponse,
        AdminAccessRecordsControllerListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/access-records`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
            subjectId: queryArg.subjectId,
          },
        }),
        providesTags: ['admin access-records'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type AdminJobsControllerSummaryApiResponse = /** status 200  */ QueueSummaryDto[];
export type AdminJobsControllerSummaryApiArg = void;
export type AdminJobsControllerFailedApiResponse = /** status 200  */ FailedJobsDto;
export type AdminJobsControllerFailedApiArg = {
  queue?:
    | 'email.send'
    | 'auth.magic-link'
    | 'payments.cancel-intent'
    | 'payments.simulator-complete'
    | 'invoicing.monthly'
    | 'identity-checks.create'
    | 'identity-checks.cancel'
    | 'identity-checks.poll'
    | 'searches.order'
    | 'searches.simulator-deliver'
    | 'idempotency.cleanup'
    | 'documents.scan'
    | 'documents.sweep-orphans'
    | 'progress-emails.send'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
};
export type AdminJobsControllerRetryApiResponse = unknown;
export type AdminJobsControllerRetryApiArg = {
  queue:
    | 'email.send'
    | 'auth.magic-link'
    | 'payments.cancel-intent'
    | 'payments.simulator-complete'
    | 'invoicing.monthly'
    | 'identity-checks.create'
    | 'identity-checks.cancel'
    | 'identity-checks.poll'
    | 'searches.order'
    | 'searches.simulator-deliver'
    | 'idempotency.cleanup'
    | 'documents.scan'
    | 'documents.sweep-orphans'
    | 'progress-emails.send'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  id: string;
};
export type AdminJobsControllerDiscardApiResponse = unknown;
export type AdminJobsControllerDiscardApiArg = {
  queue:
    | 'email.send'
    | 'auth.magic-link'
    | 'payments.cancel-intent'
    | 'payments.simulator-complete'
    | 'invoicing.monthly'
    | 'identity-checks.create'
    | 'identity-checks.cancel'
    | 'identity-checks.poll'
    | 'searches.order'
    | 'searches.simulator-deliver'
    | 'idempotency.cleanup'
    | 'documents.scan'
    | 'documents.sweep-orphans'
    | 'progress-emails.send'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  id: string;
};
export type DevMailboxControllerListApiResponse = /** status 200  */ MailboxMessageDto[];
export type DevMailboxControllerListApiArg = void;
export type HealthControllerCheckApiResponse = /** status 200  */ HealthDto;
export type HealthControllerCheckApiArg = void;
export type HealthControllerLiveApiResponse = /** status 200  */ LivenessDto;
export type HealthControllerLiveApiArg = void;
export type HealthControllerReadyApiResponse = /** status 200  */ ReadinessDto;
export type HealthControllerReadyApiArg = void;
export type PublicConfigControllerPublicApiResponse = /** status 200  */ PublicConfigDto;
export type PublicConfigControllerPublicApiArg = void;
export type TimeTravelControllerReadApiResponse = /** status 200  */ BusinessTimeDto;
export type TimeTravelControllerReadApiArg = void;
export type TimeTravelControllerAdvanceApiResponse = /** status 200  */ BusinessTimeDto;
export type TimeTravelControllerAdvanceApiArg = {
  advanceTimeDto: AdvanceTimeDto;
};
export type AuthControllerSignUpApiResponse = /** status 200  */ SignUpResponseDto;
export type AuthControllerSignUpApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signUpDto: SignUpDto;
};
export type AuthControllerSignInApiResponse = /** status 200  */ SignInResponseDto;
export type AuthControllerSignInApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signInDto: SignInDto;
};
export type AuthControllerVerifyUserApiResponse = /** status 200  */ VerifyUserResponseDto;
export type AuthControllerVerifyUserApiArg = {
  /** Bearer <magic-link token> */
  authorization: string;
};
export type AuthControllerSignOutApiResponse = /** status 200  */ SuccessDto;
export type AuthControllerSignOutApiArg = void;
export type AuthControllerSignOutEverywhereApiResponse = /** status 200  */ SuccessDto;
export type AuthControllerSignOutEverywhereApiArg = void;
export type AuthControllerVerifyRecaptchaApiResponse = /** status 200  */ RecaptchaResultDto;
export type AuthControllerVerifyRecaptchaApiArg = {
  token: any;
};
export type SecondFactorControllerRegistrationOptionsApiResponse =
  /** status 200  */ WebAuthnOptionsDto;
export type SecondFactorControllerRegistrationOptionsApiArg = void;
export type SecondFactorControllerRegisterApiResponse = /** status 200  */ PasskeyAddedDto;
export type SecondFactorControllerRegisterApiArg = {
  registerPasskeyDto: RegisterPasskeyDto;
};
export type SecondFactorControllerAuthenticationOptionsApiResponse =
  /** status 200  */ WebAuthnOptionsDto;
export type SecondFactorControllerAuthenticationOptionsApiArg = void;
export type SecondFactorControllerVerifyApiResponse = /** status 200  */ SecondFactorPassedDto;
export type SecondFactorControllerVerifyApiArg = {
  verifyPasskeyDto: VerifyPasskeyDto;
};
export type SecondFactorControllerUseRecoveryCodeApiResponse =
  /** status 200  */ SecondFactorPassedDto;
export type SecondFactorControllerUseRecoveryCodeApiArg = {
  recoveryCodeDto: RecoveryCodeDto;
};
export type AdminSecurityControllerSummaryApiResponse = /** status 200  */ SecuritySummaryDto;
export type AdminSecurityControllerSummaryApiArg = void;
export type AdminSecurityControllerRenameApiResponse = /** status 200  */ PasskeyDto;
export type AdminSecurityControllerRenameApiArg = {
  id: string;
  renamePasskeyDto: RenamePasskeyDto;
};
export type AdminSecurityControllerRemoveApiResponse = /** status 200  */ SecuritySummaryDto;
export type AdminSecurityControllerRemoveApiArg = {
  id: string;
};
export type AdminSecurityControllerRegenerateApiResponse = /** status 200  */ RecoveryCodesDto;
export type AdminSecurityControllerRegenerateApiArg = void;
export type UsersControllerCurrentApiResponse = /** status 200  */ CurrentUserDto;
export type UsersControllerCurrentApiArg = void;
export type UsersControllerGetApiResponse = /** status 200  */ UserDto;
export type UsersControllerGetApiArg = {
  id: string;
};
export type UsersControllerUpdateApiResponse = /** status 200  */ UserDto;
export type UsersControllerUpdateApiArg = {
  updateUserDto: UpdateUserDto;
};
export type AdminUsersControllerListApiResponse = /** status 200  */ AdminUserPageDto;
export type AdminUsersControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  /** 'true' active users (the default), 'false' inactive ones (deactivated or never activated), 'deactivated' those staff deactivated, 'all' everyone */
  isActive?: 'all' | 'true' | 'false' | 'deactivated';
  /** 'admin' the back office's staff, 'customer' customers, 'all' both (the default) */
  type?: 'all' | 'customer' | 'admin';
};
export type AdminUsersControllerCreateApiResponse = /** status 201  */ CreatedIdDto;
export type AdminUsersControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createActiveCustomerDto: CreateActiveCustomerDto;
};
export type AdminUsersControllerByEmailApiResponse = /** status 200  */ UserDto;
export type AdminUsersControllerByEmailApiArg = {
  email: string;
};
export type AdminUsersControllerGetApiResponse = /** status 200  */ UserDto;
export type AdminUsersControllerGetApiArg = {
  id: string;
};
export type AdminUsersControllerSalesApiResponse = /** status 200  */ AdminUserSalePageDto;
export type AdminUsersControllerSalesApiArg = {
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
};
export type AdminUsersControllerPurchasesApiResponse = /** status 200  */ AdminUserPurchasePageDto;
export type AdminUsersControllerPurchasesApiArg = {
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
};
export type AdminUsersControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminUsersControllerEventsApiArg = {
  id: string;
};
export type AdminUsersControllerDeactivateApiResponse = /** status 200  */ UserDto;
export type AdminUsersControllerDeactivateApiArg = {
  id: string;
};
export type AdminUsersControllerReactivateApiResponse = /** status 200  */ UserDto;
export type AdminUsersControllerReactivateApiArg = {
  id: string;
};
export type AdminHistoryControllerListApiResponse = /** status 200  */ HistoryPageDto;
export type AdminHistoryControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  /** The record whose changes to list: an estate agent, a brand, a law firm, a lawyer group, a company or a user */
  subjectId: string;
};
export type PostApiEmailRequestCallbackApiResponse = /** status 200  */ ContactResponseDto;
export type PostApiEmailRequestCallbackApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type PostApiEmailRequestCallBackApiResponse = /** status 200  */ ContactResponseDto;
export type PostApiEmailRequestCallBackApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type AdminConfigControllerGetApiResponse = /** status 200  */ AdminConfigDto;
export type AdminConfigControllerGetApiArg = void;
export type AdminConfigControllerUpdateApiResponse = /** status 200  */ AdminConfigDto;
export type AdminConfigControllerUpdateApiArg = {
  updateAdminConfigDto: UpdateAdminConfigDto;
};
export type AdminConfigControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminConfigControllerEventsApiArg = void;
export type AdminConfigControllerHistoryPageApiResponse = /** status 200  */ HistoryPageDto;
export type AdminConfigControllerHistoryPageApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
};
export type PropertiesControllerCreateApiResponse = /** status 200  */ PropertyDto;
export type PropertiesControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createPropertyDto: CreatePropertyDto;
};
export type PropertiesControllerAtPostcodeApiResponse = /** status 200  */ PropertyOptionDto[];
export type PropertiesControllerAtPostcodeApiArg = {
  postcode: string;
};
export type PropertiesControllerGetApiResponse = /** status 200  */ PropertyDto;
export type PropertiesControllerGetApiArg = {
  id: string;
};
export type PropertiesControllerUpdateApiResponse = /** status 200  */ PropertyDto;
export type PropertiesControllerUpdateApiArg = {
  id: string;
  updatePropertyDto: UpdatePropertyDto;
};
export type AdminPropertiesControllerGetApiResponse = /** status 200  */ PropertyDto;
export type AdminPropertiesControllerGetApiArg = {
  id: string;
};
export type AddressControllerSearchApiResponse = /** status 200  */ AddressSuggestionDto[];
export type AddressControllerSearchApiArg = {
  /** What the user typed: a postcode or the start of an address (3+ characters) */
  query?: string;
  /** Country to search: ISO 3166-1 alpha-2 code or name (default GB) */
  country?: string;
  /** Id of a container suggestion (Postcode, Street) to open */
  containerId?: string;
};
export type AddressControllerDetailsApiResponse = /** status 200  */ AddressDto;
export type AddressControllerDetailsApiArg = {
  /** Id of a suggestion whose Type is 'Address' */
  id: string;
};
export type AddressControllerCountriesApiResponse = /** status 200  */ CountryDto[];
export type AddressControllerCountriesApiArg = void;
export type EstateAgentsControllerListApiResponse = /** status 200  */ EstateAgentChoicesDto;
export type EstateAgentsControllerListApiArg = void;
export type AdminEstateAgentsControllerListApiResponse = /** status 200  */ EstateAgentPageDto;
export type AdminEstateAgentsControllerListApiArg = {
  /** Only this brand's agents (its _id) */
  brand?: string;
  /** Part of the office name, the brand, or a valuer name or e-mail */
  searchValue?: string;
  /** Rows to skip */
  offset?: number;
  /** Where the page ends (page size × page), as the list page sends it */
  limit?: number;
};
export type AdminEstateAgentsControllerCreateApiResponse = /** status 201  */ EstateAgentDto;
export type AdminEstateAgentsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  estateAgentBodyDto: EstateAgentBodyDto;
};
export type AdminEstateAgentsControllerGetApiResponse = /** status 200  */ EstateAgentDto;
export type AdminEstateAgentsControllerGetApiArg = {
  id: string;
};
export type AdminEstateAgentsControllerUpdateApiResponse = /** status 200  */ EstateAgentDto;
export type AdminEstateAgentsControllerUpdateApiArg = {
  id: string;
  estateAgentBodyDto: EstateAgentBodyDto;
};
export type AdminEstateAgentsControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminEstateAgentsControllerEventsApiArg = {
  id: string;
};
export type AdminBrandsControllerListApiResponse = /** status 200  */ BrandDto[];
export type AdminBrandsControllerListApiArg = void;
export type AdminBrandsControllerCreateApiResponse = /** status 201  */ BrandDto;
export type AdminBrandsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  brandBodyDto: BrandBodyDto;
};
export type AdminBrandsControllerRenameApiResponse = /** status 200  */ BrandDto;
export type AdminBrandsControllerRenameApiArg = {
  id: string;
  brandBodyDto: BrandBodyDto;
};
export type AdminBrandsControllerRemoveApiResponse = unknown;
export type AdminBrandsControllerRemoveApiArg = {
  id: string;
};
export type AdminBrandsControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminBrandsControllerEventsApiArg = {
  id: string;
};
export type TransactionsControllerCreateApiResponse = /** status 201  */ TransactionDto;
export type TransactionsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createTransactionDto: CreateTransactionDto;
};
export type TransactionsControllerListForUserApiResponse = /** status 200  */ TransactionDto[];
export type TransactionsControllerListForUserApiArg = {
  userId: string;
};
export type TransactionsControllerLatestApiResponse = /** status 200  */ LatestTransactionDto;
export type TransactionsControllerLatestApiArg = {
  userId: string;
};
export type TransactionsControllerListForPurchaseIntentsOfUserApiResponse =
  /** status 200  */ LinkedTransactionDto[];
export type TransactionsControllerListForPurchaseIntentsOfUserApiArg = {
  userId: string;
};
export type TransactionsControllerGetForPurchaseIntentApiResponse =
  /** status 200  */ LinkedTransactionDto;
export type TransactionsControllerGetForPurchaseIntentApiArg = {
  id: string;
};
export type TransactionsControllerGetApiResponse = /** status 200  */ TransactionDto;
export type TransactionsControllerGetApiArg = {
  id: string;
};
export type TransactionsControllerUpdateApiResponse = /** status 200  */ TransactionDto;
export type TransactionsControllerUpdateApiArg = {
  id: string;
  /** 'true' records that the seller accepted the terms and conditions */
  termsAndConditions?: 'true' | 'false';
  updateTransactionDto: UpdateTransactionDto;
};
export type TransactionsControllerApplyReferralCodeApiResponse = /** status 200  */ TransactionDto;
export type TransactionsControllerApplyReferralCodeApiArg = {
  id: string;
  applyReferralCodeDto: ApplyReferralCodeDto;
};
export type TransactionsControllerSetEstateAgentApiResponse = /** status 200  */ TransactionDto;
export type TransactionsControllerSetEstateAgentApiArg = {
  id: string;
  setEstateAgentDto: SetEstateAgentDto;
};
export type TransactionsControllerSetEstateAgentStatusApiResponse =
  /** status 200  */ TransactionDto;
export type TransactionsControllerSetEstateAgentStatusApiArg = {
  id: string;
  setEstateAgentStatusDto: SetEstateAgentStatusDto;
};
export type AdminSaleCorrectionsControllerCorrectDetailsApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerCorrectDetailsApiArg = {
  id: string;
  correctSaleDetailsDto: CorrectSaleDetailsDto;
};
export type AdminSaleCorrectionsControllerAddCoSellerApiResponse =
  /** status 201  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerAddCoSellerApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  coSellerDto: CoSellerDto;
};
export type AdminSaleCorrectionsControllerRemoveCoSellerApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerRemoveCoSellerApiArg = {
  id: string;
  personId: string;
};
export type AdminSaleCorrectionsControllerSetCustomerTypeApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerSetCustomerTypeApiArg = {
  id: string;
  setCustomerTypeDto: SetCustomerTypeDto;
};
export type AdminSaleCorrectionsControllerWithdrawApiResponse = /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerWithdrawApiArg = {
  id: string;
  withdrawSaleDto: WithdrawSaleDto;
};
export type AdminSaleCorrectionsControllerArchiveApiResponse = /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerArchiveApiArg = {
  id: string;
  saleStateCommentsDto: SaleStateCommentsDto;
};
export type AdminSaleCorrectionsControllerReinstateApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerReinstateApiArg = {
  id: string;
  saleStateCommentsDto: SaleStateCommentsDto;
};
export type AdminSaleCorrectionsControllerUnassignEstateAgentApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerUnassignEstateAgentApiArg = {
  id: string;
};
export type AdminTransactionsControllerSetEstateAgentApiResponse =
  /** status 200  */ AdminTransactionDetailDto;
export type AdminTransactionsControllerSetEstateAgentApiArg = {
  id: string;
  assignEstateAgentDto: AssignEstateAgentDto;
};
export type AdminSaleCorrectionsControllerUnassignSolicitorApiResponse =
  /** status 200  */ CorrectedSaleDto;
export type AdminSaleCorrectionsControllerUnassignSolicitorApiArg = {
  id: string;
  side: 'seller' | 'buyer';
};
export type AdminTransactionsControllerListApiResponse = /** status 200  */ AdminTransactionPageDto;
export type AdminTransactionsControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  /** What the global search finds: the start of a seller's or buyer's name or e-mail, of the property's first line or postcode, or whole words of its first line and town */
  q?: string;
  /** 'true' paid sales, 'false' unpaid ones; all when absent */
  isPaid?: 'true' | 'false';
  /** The transactions group's id: its sales only */
  groupId?: string;
  /** 'true' sales whose estate agent is settled, 'false' sales still pending one; all when absent */
  estateAgentAssigned?: 'true' | 'false';
  /** 'true' sales with a lawyer group, 'false' sales with none on either side; all when absent */
  solicitorsAssigned?: 'true' | 'false';
  /** 'true' sales with search orders, 'false' sales without any; all when absent */
  searchesCompleted?: 'true' | 'false';
  /** 'true' sales whose identity status is complete, 'false' outstanding or in progress; all when absent */
  thirdfortChecksCompleted?: 'true' | 'false';
  /** The estate agent's id: the sales it is assigned to */
  estateAgentId?: string;
  /** The seller's solicitor: this lawyer group's sales */
  sellerLawyerGroupId?: string;
  /** The seller's solicitor: the sales of any of this law firm's lawyer groups */
  sellerLawFirmId?: string;
  /** The buyer's solicitor: this lawyer group's sales */
  buyerLawyerGroupId?: string;
  /** The buyer's solicitor: the sales of any of this law firm's lawyer groups */
  buyerLawFirmId?: string;
  /** Sales with this tag (exactly) */
  tag?: string;
  /** From this day (YYYY-MM-DD) */
  createdFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  createdTo?: string;
  /** From this day (YYYY-MM-DD) */
  saleAgreedFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  saleAgreedTo?: string;
  /** From this day (YYYY-MM-DD) */
  exchangedFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  exchangedTo?: string;
  /** The column to sort by; empty values come last either way */
  sort?: 'createdAt' | 'asking_price' | 'date_legal_started';
  order?: 'asc' | 'desc';
};
export type AdminTransactionsControllerExportApiResponse = unknown;
export type AdminTransactionsControllerExportApiArg = {
  /** What the global search finds: the start of a seller's or buyer's name or e-mail, of the property's first line or postcode, or whole words of its first line and town */
  q?: string;
  /** 'true' paid sales, 'false' unpaid ones; all when absent */
  isPaid?: 'true' | 'false';
  /** The transactions group's id: its sales only */
  groupId?: string;
  /** 'true' sales whose estate agent is settled, 'false' sales still pending one; all when absent */
  estateAgentAssigned?: 'true' | 'false';
  /** 'true' sales with a lawyer group, 'false' sales with none on either side; all when absent */
  solicitorsAssigned?: 'true' | 'false';
  /** 'true' sales with search orders, 'false' sales without any; all when absent */
  searchesCompleted?: 'true' | 'false';
  /** 'true' sales whose identity status is complete, 'false' outstanding or in progress; all when absent */
  thirdfortChecksCompleted?: 'true' | 'false';
  /** The estate agent's id: the sales it is assigned to */
  estateAgentId?: string;
  /** The seller's solicitor: this lawyer group's sales */
  sellerLawyerGroupId?: string;
  /** The seller's solicitor: the sales of any of this law firm's lawyer groups */
  sellerLawFirmId?: string;
  /** The buyer's solicitor: this lawyer group's sales */
  buyerLawyerGroupId?: string;
  /** The buyer's solicitor: the sales of any of this law firm's lawyer groups */
  buyerLawFirmId?: string;
  /** Sales with this tag (exactly) */
  tag?: string;
  /** From this day (YYYY-MM-DD) */
  createdFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  createdTo?: string;
  /** From this day (YYYY-MM-DD) */
  saleAgreedFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  saleAgreedTo?: string;
  /** From this day (YYYY-MM-DD) */
  exchangedFrom?: string;
  /** Up to and including this day (YYYY-MM-DD) */
  exchangedTo?: string;
  /** The column to sort by; empty values come last either way */
  sort?: 'createdAt' | 'asking_price' | 'date_legal_started';
  order?: 'asc' | 'desc';
};
export type AdminTransactionsControllerListForSellerApiResponse =
  /** status 200  */ TransactionDto[];
export type AdminTransactionsControllerListForSellerApiArg = {
  userId: string;
};
export type AdminTransactionsControllerGetApiResponse =
  /** status 200  */ AdminTransactionDetailDto;
export type AdminTransactionsControllerGetApiArg = {
  id: string;
};
export type AdminTransactionsControllerTimelineApiResponse = /** status 200  */ EventDto[];
export type AdminTransactionsControllerTimelineApiArg = {
  id: string;
};
export type AdminTransactionsControllerSetTagsApiResponse =
  /** status 200  */ AdminTransactionDetailDto;
export type AdminTransactionsControllerSetTagsApiArg = {
  id: string;
  updateTagsDto: UpdateTagsDto;
};
export type AdminTransactionsControllerAssignLawyerGroupsApiResponse =
  /** status 200  */ AdminTransactionDetailDto;
export type AdminTransactionsControllerAssignLawyerGroupsApiArg = {
  id: string;
  assignLawyerGroupsDto: AssignLawyerGroupsDto;
};
export type AdminTransactionsControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminTransactionsControllerEventsApiArg = {
  id: string;
};
export type AdminTransactionsControllerSetEstateAgentStatusApiResponse =
  /** status 200  */ TransactionDto;
export type AdminTransactionsControllerSetEstateAgentStatusApiArg = {
  id: string;
  setEstateAgentStatusDto: SetEstateAgentStatusDto;
};
export type AdminSearchControllerFindApiResponse = /** status 200  */ AdminSearchResultDto[];
export type AdminSearchControllerFindApiArg = {
  /** A seller's or buyer's name or e-mail (or their start), or the property's first address line or postcode (or its start) */
  q: string;
};
export type AdminSearchControllerCountApiResponse = /** status 200  */ AdminSearchCountDto;
export type AdminSearchControllerCountApiArg = {
  /** A seller's or buyer's name or e-mail (or their start), or the property's first address line or postcode (or its start) */
  q: string;
};
export type AdminTransactionsGroupsControllerListApiResponse =
  /** status 200  */ TransactionsGroupRowDto[];
export type AdminTransactionsGroupsControllerListApiArg = void;
export type AdminTransactionsGroupsControllerCreateApiResponse =
  /** status 201  */ TransactionsGroupDto;
export type AdminTransactionsGroupsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createTransactionsGroupDto: CreateTransactionsGroupDto;
};
export type AdminTransactionsGroupsControllerGetApiResponse =
  /** status 200  */ TransactionsGroupDto;
export type AdminTransactionsGroupsControllerGetApiArg = {
  idOrName: string;
};
export type AdminTransactionsGroupsControllerAssignEstateAgentApiResponse =
  /** status 200  */ TransactionsGroupDto;
export type AdminTransactionsGroupsControllerAssignEstateAgentApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  assignEstateAgentDto: AssignEstateAgentDto;
};
export type AdminTransactionsGroupsControllerAssignLawyerGroupsApiResponse =
  /** status 200  */ TransactionsGroupDto;
export type AdminTransactionsGroupsControllerAssignLawyerGroupsApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  assignLawyerGroupsDto: AssignLawyerGroupsDto;
};
export type ReferralCodesControllerValidateApiResponse = /** status 200 true or false */ boolean;
export type ReferralCodesControllerValidateApiArg = {
  validateReferralCodeDto: ValidateReferralCodeDto;
};
export type PurchaseIntentsControllerMortgageProvidersApiResponse =
  /** status 200  */ MortgageProvidersDto;
export type PurchaseIntentsControllerMortgageProvidersApiArg = void;
export type PurchaseIntentsControllerCreateApiResponse = /** status 201  */ PurchaseIntentDto;
export type PurchaseIntentsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createPurchaseIntentDto: CreatePurchaseIntentDto;
};
export type PurchaseIntentsControllerListForUserApiResponse =
  /** status 200  */ PurchaseIntentDto[];
export type PurchaseIntentsControllerListForUserApiArg = {
  userId: string;
};
export type PurchaseIntentsControllerConfirmApiResponse = /** status 200  */ PurchaseIntentDto;
export type PurchaseIntentsControllerConfirmApiArg = {
  id: string;
};
export type PurchaseIntentsControllerGetApiResponse = /** status 200  */ PurchaseIntentDto;
export type PurchaseIntentsControllerGetApiArg = {
  id: string;
};
export type PurchaseIntentsControllerUpdateApiResponse = /** status 200  */ PurchaseIntentDto;
export type PurchaseIntentsControllerUpdateApiArg = {
  id: string;
  /** 'true' records that the buyer accepted the terms and conditions */
  termsAndConditions?: 'true' | 'false';
  updatePurchaseIntentDto: UpdatePurchaseIntentDto;
};
export type AdminPurchaseIntentsControllerCreateApiResponse = /** status 201  */ PurchaseIntentDto;
export type AdminPurchaseIntentsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  adminCreatePurchaseIntentDto: AdminCreatePurchaseIntentDto;
};
export type AdminPurchaseIntentsControllerListForBuyerApiResponse =
  /** status 200  */ PurchaseIntentDto[];
export type AdminPurchaseIntentsControllerListForBuyerApiArg = {
  userId: string;
};
export type AdminPurchaseIntentsControllerGetApiResponse = /** status 200  */ PurchaseIntentDto;
export type AdminPurchaseIntentsControllerGetApiArg = {
  id: string;
};
export type AdminPurchaseIntentsControllerSetSignificantDatesApiResponse =
  /** status 200  */ PurchaseIntentDto;
export type AdminPurchaseIntentsControllerSetSignificantDatesApiArg = {
  id: string;
  significantDatesDto: SignificantDatesDto;
};
export type AdminPurchaseIntentsControllerMoveToSaleApiResponse =
  /** status 200  */ PurchaseIntentDto;
export type AdminPurchaseIntentsControllerMoveToSaleApiArg = {
  id: string;
  movePurchaseIntentDto: MovePurchaseIntentDto;
};
export type AdminLawFirmsControllerListApiResponse = /** status 200  */ LawFirmDto[];
export type AdminLawFirmsControllerListApiArg = void;
export type AdminLawFirmsControllerCreateApiResponse = /** status 201  */ LawFirmDto;
export type AdminLawFirmsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  lawFirmBodyDto: LawFirmBodyDto;
};
export type AdminLawFirmsControllerGetApiResponse = /** status 200  */ LawFirmDto;
export type AdminLawFirmsControllerGetApiArg = {
  id: string;
};
export type AdminLawFirmsControllerUpdateApiResponse = /** status 200  */ LawFirmDto;
export type AdminLawFirmsControllerUpdateApiArg = {
  id: string;
  lawFirmBodyDto: LawFirmBodyDto;
};
export type AdminLawFirmsControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminLawFirmsControllerEventsApiArg = {
  id: string;
};
export type AdminLawyerGroupsControllerListApiResponse = /** status 200  */ LawyerGroupDto[];
export type AdminLawyerGroupsControllerListApiArg = {
  /** Only this law firm's groups (its _id) */
  lawFirm?: string;
};
export type AdminLawyerGroupsControllerCreateApiResponse = /** status 201  */ LawyerGroupDto;
export type AdminLawyerGroupsControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  lawyerGroupBodyDto: LawyerGroupBodyDto;
};
export type AdminLawyerGroupsControllerGetApiResponse = /** status 200  */ LawyerGroupDto;
export type AdminLawyerGroupsControllerGetApiArg = {
  id: string;
};
export type AdminLawyerGroupsControllerUpdateApiResponse = /** status 200  */ LawyerGroupDto;
export type AdminLawyerGroupsControllerUpdateApiArg = {
  id: string;
  lawyerGroupBodyDto: LawyerGroupBodyDto;
};
export type AdminLawyerGroupsControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminLawyerGroupsControllerEventsApiArg = {
  id: string;
};
export type AdminCompaniesControllerListApiResponse = /** status 200  */ AdminCompanyPageDto;
export type AdminCompaniesControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  /** Part of the company's name, or the start of its number */
  q?: string;
};
export type AdminCompaniesControllerCreateApiResponse = /** status 201  */ CreatedIdDto;
export type AdminCompaniesControllerCreateApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  companyBodyDto: CompanyBodyDto;
};
export type AdminCompaniesControllerByNumberApiResponse = /** status 200  */ CompanyDto;
export type AdminCompaniesControllerByNumberApiArg = {
  companyNumber: string;
};
export type AdminCompaniesControllerGetApiResponse = /** status 200  */ CompanyDto;
export type AdminCompaniesControllerGetApiArg = {
  id: string;
};
export type AdminCompaniesControllerUpdateApiResponse = /** status 200  */ CompanyDto;
export type AdminCompaniesControllerUpdateApiArg = {
  id: string;
  companyBodyDto: CompanyBodyDto;
};
export type AdminCompaniesControllerSalesApiResponse = /** status 200  */ AdminCompanySalePageDto;
export type AdminCompaniesControllerSalesApiArg = {
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
};
export type AdminCompaniesControllerEventsApiResponse = /** status 200  */ EventDto[];
export type AdminCompaniesControllerEventsApiArg = {
  id: string;
};
export type PaymentsControllerCustomerApiResponse = /** status 200  */ StripeCustomerDto;
export type PaymentsControllerCustomerApiArg = void;
export type PaymentsControllerCreatePaymentIntentApiResponse =
  /** status 200  */ PaymentIntentResponseDto;
export type PaymentsControllerCreatePaymentIntentApiArg = {
  createPaymentIntentDto: CreatePaymentIntentDto;
};
export type PaymentsControllerStatusApiResponse = /** status 200  */ PaymentStatusDto;
export type PaymentsControllerStatusApiArg = {
  id: string;
};
export type DevPaymentsControllerConfirmApiResponse = /** status 200  */ SimulatedConfirmResultDto;
export type DevPaymentsControllerConfirmApiArg = {
  simulatedConfirmDto: SimulatedConfirmDto;
};
export type DevPaymentsControllerPaymentIntentApiResponse =
  /** status 200  */ SimulatedPaymentIntentDto;
export type DevPaymentsControllerPaymentIntentApiArg = {
  clientSecret: string;
};
export type ReceiptsControllerDownloadApiResponse = unknown;
export type ReceiptsControllerDownloadApiArg = {
  id: string;
};
export type AdminReceiptsControllerDownloadApiResponse = unknown;
export type AdminReceiptsControllerDownloadApiArg = {
  id: string;
};
export type UsersControllerPropertiesApiResponse = /** status 200  */ HomeDashboardDto;
export type UsersControllerPropertiesApiArg = void;
export type AdminInvoicingControllerExportApiResponse = unknown;
export type AdminInvoicingControllerExportApiArg = {
  /** The month of the solicitors assignments */
  month: string;
};
export type AdminInvoicingControllerFilesApiResponse = /** status 200  */ InvoiceFileDto[];
export type AdminInvoicingControllerFilesApiArg = void;
export type AdminInvoicingControllerFileApiResponse = unknown;
export type AdminInvoicingControllerFileApiArg = {
  /** The month of the solicitors assignments */
  month: string;
};
export type AdminAdditionalRequestsControllerListApiResponse =
  /** status 200  */ AdditionalRequestDto[];
export type AdminAdditionalRequestsControllerListApiArg = {
  transactionId: string;
};
export type AdminAdditionalRequestsControllerCreateApiResponse =
  /** status 201  */ AdditionalRequestDto;
export type AdminAdditionalRequestsControllerCreateApiArg = {
  transactionId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createAdditionalRequestDto: CreateAdditionalRequestDto;
};
export type AdminAdditionalRequestsControllerUpdateApiResponse =
  /** status 200  */ AdditionalRequestDto;
export type AdminAdditionalRequestsControllerUpdateApiArg = {
  id: string;
  updateAdditionalRequestDto: UpdateAdditionalRequestDto;
};
export type DocumentsControllerListForSaleApiResponse = /** status 200  */ CustomerDocumentsDto;
export type DocumentsControllerListForSaleApiArg = {
  transactionId: string;
};
export type DocumentsControllerListForPurchaseApiResponse = /** status 200  */ CustomerDocumentsDto;
export type DocumentsControllerListForPurchaseApiArg = {
  purchaseIntentId: string;
};
export type DocumentsControllerUploadForSaleApiResponse = /** status 201  */ CustomerDocumentDto;
export type DocumentsControllerUploadForSaleApiArg = {
  transactionId: string;
  uploadFileDto: UploadFileDto;
};
export type DocumentsControllerUploadForPurchaseApiResponse =
  /** status 201  */ CustomerDocumentDto;
export type DocumentsControllerUploadForPurchaseApiArg = {
  purchaseIntentId: string;
  uploadFileDto: UploadFileDto;
};
export type DocumentsControllerAnswerWithFileApiResponse = /** status 201  */ CustomerDocumentDto;
export type DocumentsControllerAnswerWithFileApiArg = {
  requestId: string;
  uploadFileDto: UploadFileDto;
};
export type DocumentsControllerAnswerFeeApprovalApiResponse = /** status 200  */ CustomerRequestDto;
export type DocumentsControllerAnswerFeeApprovalApiArg = {
  requestId: string;
  feeApprovalAnswerDto: FeeApprovalAnswerDto;
};
export type DocumentsControllerDownloadApiResponse = unknown;
export type DocumentsControllerDownloadApiArg = {
  id: string;
};
export type AdminDocumentsControllerListApiResponse = /** status 200  */ AdminDocumentDto[];
export type AdminDocumentsControllerListApiArg = {
  transactionId: string;
};
export type AdminDocumentsControllerUploadApiResponse = /** status 201  */ AdminDocumentDto;
export type AdminDocumentsControllerUploadApiArg = {
  transactionId: string;
  adminUploadFileDto: AdminUploadFileDto;
};
export type AdminDocumentsControllerSetVisibilityApiResponse = /** status 200  */ AdminDocumentDto;
export type AdminDocumentsControllerSetVisibilityApiArg = {
  id: string;
  documentVisibilityDto: DocumentVisibilityDto;
};
export type AdminDocumentsControllerAcceptApiResponse = /** status 200  */ AdminDocumentDto;
export type AdminDocumentsControllerAcceptApiArg = {
  id: string;
};
export type AdminDocumentsControllerRejectApiResponse = /** status 200  */ AdminDocumentDto;
export type AdminDocumentsControllerRejectApiArg = {
  id: string;
  rejectDocumentDto: RejectDocumentDto;
};
export type AdminDocumentsControllerDownloadApiResponse = unknown;
export type AdminDocumentsControllerDownloadApiArg = {
  id: string;
  /** Serve a PDF, JPEG or PNG inline (for the preview), sandboxed */
  inline?: '1';
};
export type AdminTransactionNotesControllerListApiResponse = /** status 200  */ NoteDto[];
export type AdminTransactionNotesControllerListApiArg = {
  id: string;
};
export type AdminTransactionNotesControllerCreateApiResponse = /** status 201  */ NoteDto;
export type AdminTransactionNotesControllerCreateApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createNoteDto: CreateNoteDto;
};
export type AdminTransactionNotesControllerUpdateApiResponse = /** status 200  */ NoteDto;
export type AdminTransactionNotesControllerUpdateApiArg = {
  id: string;
  noteId: string;
  updateNoteDto: UpdateNoteDto;
};
export type AdminTransactionNotesControllerRemoveApiResponse = unknown;
export type AdminTransactionNotesControllerRemoveApiArg = {
  id: string;
  noteId: string;
};
export type AdminSearchesControllerListApiResponse = /** status 200  */ SearchesDto;
export type AdminSearchesControllerListApiArg = {
  transactionId: string;
};
export type AdminSearchesControllerOrderApiResponse = /** status 201  */ SearchesDto;
export type AdminSearchesControllerOrderApiArg = {
  transactionId: string;
  orderSearchesDto: OrderSearchesDto;
};
export type AdminSearchesControllerResultApiResponse = unknown;
export type AdminSearchesControllerResultApiArg = {
  id: string;
};
export type AdminIdentityChecksControllerFindAllApiResponse = /** status 200  */ IdentityChecksDto;
export type AdminIdentityChecksControllerFindAllApiArg = {
  transactionId: string;
};
export type AdminIdentityChecksControllerCreateApiResponse = /** status 201  */ IdentityCheckDto;
export type AdminIdentityChecksControllerCreateApiArg = {
  transactionId: string;
  createIdentityCheckDto: CreateIdentityCheckDto;
};
export type AdminIdentityChecksControllerDetailsApiResponse =
  /** status 200  */ IdentityCheckDetailsDto;
export type AdminIdentityChecksControllerDetailsApiArg = {
  transactionId: string;
};
export type AdminIdentityChecksControllerAbortApiResponse = /** status 200  */ IdentityCheckDto;
export type AdminIdentityChecksControllerAbortApiArg = {
  id: string;
};
export type AdminIdentityChecksControllerReorderApiResponse = /** status 201  */ IdentityCheckDto;
export type AdminIdentityChecksControllerReorderApiArg = {
  id: string;
};
export type AdminThirdfortEmailControllerSendApiResponse = /** status 200  */ MessageDto;
export type AdminThirdfortEmailControllerSendApiArg = {
  transactionId: string;
  thirdfortEmailDto: ThirdfortEmailDto;
};
export type AdminStatsControllerTransactionsApiResponse =
  /** status 200  */ MonthlyTransactionCountDto;
export type AdminStatsControllerTransactionsApiArg = {
  month: number;
  year: number;
};
export type AdminStatsControllerSolicitorsAssignmentsApiResponse =
  /** status 200  */ SolicitorAssignmentRowDto[];
export type AdminStatsControllerSolicitorsAssignmentsApiArg = {
  month: number;
  year: number;
};
export type AdminStatsControllerForeignCurrencyApiResponse = /** status 200  */ ReferralRowDto[];
export type AdminStatsControllerForeignCurrencyApiArg = void;
export type AdminStatsControllerMortgageReferralsApiResponse = /** status 200  */ ReferralRowDto[];
export type AdminStatsControllerMortgageReferralsApiArg = void;
export type TrackerControllerSaleApiResponse = /** status 200  */ TrackerDto;
export type TrackerControllerSaleApiArg = {
  transactionId: string;
};
export type TrackerControllerPurchaseApiResponse = /** status 200  */ TrackerDto;
export type TrackerControllerPurchaseApiArg = {
  purchaseIntentId: string;
};
export type ProgressEmailsControllerSettingApiResponse =
  /** status 200  */ ProgressEmailsSettingDto;
export type ProgressEmailsControllerSettingApiArg = void;
export type ProgressEmailsControllerUpdateApiResponse = /** status 200  */ ProgressEmailsSettingDto;
export type ProgressEmailsControllerUpdateApiArg = {
  updateProgressEmailsSettingDto: UpdateProgressEmailsSettingDto;
};
export type ProgressEmailsControllerUnsubscribeApiResponse =
  /** status 200  */ ProgressEmailsSettingDto;
export type ProgressEmailsControllerUnsubscribeApiArg = {
  /** The user's id, from the e-mail's link */
  user: string;
  /** The token from the e-mail link */
  token: string;
};
export type ChangeRequestsControllerForSaleApiResponse = /** status 201  */ ChangeRequestReceiptDto;
export type ChangeRequestsControllerForSaleApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createChangeRequestDto: CreateChangeRequestDto;
};
export type ChangeRequestsControllerForPurchaseApiResponse =
  /** status 201  */ ChangeRequestReceiptDto;
export type ChangeRequestsControllerForPurchaseApiArg = {
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createChangeRequestDto: CreateChangeRequestDto;
};
export type DataRightsControllerMineApiResponse = /** status 200  */ MyDataRightsDto;
export type DataRightsControllerMineApiArg = void;
export type DataRightsControllerRequestExportApiResponse = /** status 200  */ DataExportDto;
export type DataRightsControllerRequestExportApiArg = void;
export type DataRightsControllerDownloadApiResponse = /** status 200 The ZIP */ Blob;
export type DataRightsControllerDownloadApiArg = {
  id: string;
};
export type DataRightsControllerRequestErasureApiResponse = /** status 200  */ ErasureRequestDto;
export type DataRightsControllerRequestErasureApiArg = void;
export type AdminErasureRequestsControllerListApiResponse =
  /** status 200  */ AdminErasureRequestPageDto;
export type AdminErasureRequestsControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  status?: 'pending' | 'erased';
};
export type AdminErasureRequestsControllerGetApiResponse =
  /** status 200  */ AdminErasureRequestDto;
export type AdminErasureRequestsControllerGetApiArg = {
  id: string;
};
export type AdminErasureRequestsControllerEraseApiResponse =
  /** status 200  */ AdminErasureRequestDto;
export type AdminErasureRequestsControllerEraseApiArg = {
  id: string;
};
export type AdminAccessRecordsControllerListApiResponse = /** status 200  */ AccessRecordPageDto;
export type AdminAccessRecordsControllerListApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it */
  limit?: number;
  /** The user (or the person of a sale) whose data staff viewed */
  subjectId: string;
};
export type QueueSummaryDto = {
  queue:
    | 'email.send'
    | 'auth.magic-link'
    | 'payments.cancel-intent'
    | 'payments.simulator-complete'
    | 'invoicing.monthly'
    | 'identity-checks.create'
    | 'identity-checks.cancel'
    | 'identity-checks.poll'
    | 'searches.order'
    | 'searches.simulator-deliver'
    | 'idempotency.cleanup'
    | 'documents.scan'
    | 'documents.sweep-orphans'
    | 'progress-emails.send'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  /** Waiting to run now (created or due for a retry) */
  waiting: number;
  /** Running now */
  active: number;
  /** Failed for good in the last 24 hours */
  failed: number;
  /** Completed in the last 24 hours */
  completed: number;
};
export type FailedJobDto = {
  _id: string;
  queue:
    | 'email.send'
    | 'auth.magic-link'
    | 'payments.cancel-intent'
    | 'payments.simulator-complete'
    | 'invoicing.monthly'
    | 'identity-checks.create'
    | 'identity-checks.cancel'
    | 'identity-checks.poll'
    | 'searches.order'
    | 'searches.simulator-deliver'
    | 'idempotency.cleanup'
    | 'documents.scan'
    | 'documents.sweep-orphans'
    | 'progress-emails.send'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  /** The last run’s error, without data */
  error: string | null;
  code: string | null;
  /** Runs it had, retries included */
  attempts: number;
  created_at: string;
  failed_at: string | null;
};
export type FailedJobsDto = {
  /** The newest failed jobs, 50 at most */
  items: FailedJobDto[];
  /** Failed jobs waiting for a decision, in all */
  total: number;
};
export type MailboxMessageDto = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers the message was sent with (List-Unsubscribe...); {} for none */
  headers: {
    [key: string]: string;
  };
  /** File names of the attachments as this process delivered them ([] once it has restarted); the files aren't kept */
  attachments: string[];
  created_at: string;
};
export type ErrorDto = {
  statusCode: number;
  /** What went wrong, in the spec's words; validation errors list one per field */
  message: string | string[];
  error: string;
};
export type HealthDto = {
  status: 'ok';
  database: 'up' | 'down';
  queue: 'up' | 'down';
};
export type LivenessDto = {
  status: 'ok';
};
export type ReadinessDto = {
  status: 'ok';
  database: 'up' | 'down';
  queue: 'up' | 'down';
  /** A process shutting down answers 503 */
  shuttingDown: false;
};
export type SimulatorsDto = {
  payments: boolean;
  recaptcha: boolean;
  mailbox: boolean;
  addresses: boolean;
};
export type PublicConfigDto = {
  productName: string;
  supportEmail: string;
  environment: 'development' | 'test' | 'staging' | 'production';
  sentryDsn?: string;
  stripePublishableKey?: string;
  recaptchaSiteKey?: string;
  hubspotPortalId?: string;
  hubspotFormId?: string;
  simulators: SimulatorsDto;
};
export type BusinessTimeDto = {
  /** Business time now */
  now: string;
  /** How far business time is ahead of real time, in seconds */
  offset_seconds: number;
  /** The queues whose waiting jobs fell due and were started (POST only) */
  queues_run: string[];
};
export type AdvanceTimeDto = {
  /** How far to move business time on, in seconds */
  seconds: number;
};
export type SignUpResponseDto = {
  success: boolean;
  /** Where to go instead: the e-mail already has an account */
  redirectTo?: string;
  /** True when the e-mail was not sent (preventEmail) */
  emailPrevented?: boolean;
};
export type SignUpDto = {
  firstName: string;
  middleName?: string;
  lastName: string;
  /** The e-mail address the magic link goes to */
  destination: string;
  role: 'sell' | 'buy';
  /** Mobile number; UK numbers may be written nationally */
  phoneNumber: string;
  /** Development only: skip the e-mail (ALLOW_PREVENT_EMAIL) */
  preventEmail?: boolean;
};
export type SignInResponseDto = {
  success: boolean;
  emailPrevented?: boolean;
};
export type SignInDto = {
  destination: string;
  /** Development only: skip the e-mail (ALLOW_PREVENT_EMAIL) */
  preventEmail?: boolean;
};
export type AddressDto = {
  line_1: string;
  line_2?: string;
  line_3?: string;
  post_town: string;
  county?: string;
  postcode: string;
  country: string;
  country_iso_2?: string;
  uprn?: string;
  district?: string;
  building_number?: string;
  building_name?: string;
  sub_building_name?: string;
  street?: string;
  premise?: string;
  organisation_name?: string;
  po_box?: string;
  latitude?: number;
  longitude?: number;
};
export type VerifyUserResponseDto = {
  _id: string;
  /** Can sign in: false until a new customer first opens a sign-in link, and while deactivated */
  active: boolean;
  /** When staff deactivated the user; null unless deactivated */
  deactivated_at: string | null;
  createdAt: string;
  updatedAt: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  stripe_customer_id?: string | null;
  type: 'customer' | 'admin';
  role?: ('sell' | 'buy') | null;
  schema_version: number;
  /** When this session started */
  signedInAt: string;
};
export type SuccessDto = {
  success: boolean;
};
export type RecaptchaResultDto = {
  success: boolean;
  score?: number;
};
export type WebAuthnOptionsDto = {
  /** PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (sign-in) */
  options: {
    [key: string]: any;
  };
};
export type PasskeyDto = {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (a backed-up passkey) */
  backedUp: boolean;
};
export type PasskeyAddedDto = {
  passkey: PasskeyDto;
  /** Your first passkey only: ten recovery codes, shown this once */
  recoveryCodes?: string[];
};
export type RegisterPasskeyDto = {
  /** What you call it ('Work laptop') */
  name: string;
  /** The browser's answer to the registration options (RegistrationResponseJSON) */
  response: {
    [key: string]: any;
  };
};
export type SecondFactorPassedDto = {
  status: 'passed';
  /** Recovery codes not used yet */
  recoveryCodesLeft: number;
};
export type VerifyPasskeyDto = {
  /** The browser's answer to the sign-in options (AuthenticationResponseJSON) */
  response: {
    [key: string]: any;
  };
};
export type RecoveryCodeDto = {
  /** One of your recovery codes (spaces and dashes are ignored) */
  code: string;
};
export type SecuritySummaryDto = {
  passkeys: PasskeyDto[];
  /** Recovery codes not used yet */
  recoveryCodesLeft: number;
};
export type RenamePasskeyDto = {
  /** What you call it ('Work laptop') */
  name: string;
};
export type RecoveryCodesDto = {
  /** Shown once: only their hashes are kept. Each works once. */
  recoveryCodes: string[];
};
export type SecondFactorDto = {
  /** not-required: customers, and admins who have not enrolled where it is only offered; passed: this session used a passkey or a recovery code; enrol: an admin who must add a first passkey; verify: an admin who must use a passkey or a recovery code. Only not-required and passed open /api/admin. */
  status: 'not-required' | 'passed' | 'enrol' | 'verify';
  /** The admin has at least one passkey */
  hasPasskey: boolean;
  /** The deployment's rule for admins (STAFF_SECOND_FACTOR) */
  mode: 'required' | 'offered';
};
export type CurrentUserDto = {
  _id: string;
  /** Can sign in: false until a new customer first opens a sign-in link, and while deactivated */
  active: boolean;
  /** When staff deactivated the user; null unless deactivated */
  deactivated_at: string | null;
  createdAt: string;
  updatedAt: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  stripe_customer_id?: string | null;
  type: 'customer' | 'admin';
  role?: ('sell' | 'buy') | null;
  schema_version: number;
  secondFactor: SecondFactorDto;
};
export type UserDto = {
  _id: string;
  /** Can sign in: false until a new customer first opens a sign-in link, and while deactivated */
  active: boolean;
  /** When staff deactivated the user; null unless deactivated */
  deactivated_at: string | null;
  createdAt: string;
  updatedAt: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  stripe_customer_id?: string | null;
  type: 'customer' | 'admin';
  role?: ('sell' | 'buy') | null;
  schema_version: number;
};
export type UpdateUserDto = {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  /** Mobile number; stored as E.164 (UK by default) */
  phone_number?: string;
  correspondence_address?: AddressDto;
};
export type AdminUserRowDto = {
  _id: string;
  full_name: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: string;
  /** The correspondence address on one line; null without one */
  address?: string | null;
  active: boolean;
  /** 'deactivated' by staff, 'not_activated' until a new customer opens a sign-in link */
  status: 'active' | 'deactivated' | 'not_activated';
  deactivated_at: string | null;
  type: 'customer' | 'admin';
  createdAt: string;
};
export type AdminUserPageDto = {
  items: AdminUserRowDto[];
  totalItems: number;
  totalFilteredItems: number;
  /** True when totalItems is a bound (10,000), not the count: more users than it exist of the type */
  totalItemsIsCapped: boolean;
  /** True when totalFilteredItems is a bound (10,000), not the count: more users than it match */
  totalIsCapped: boolean;
};
export type CreatedIdDto = {
  _id: string;
};
export type CreateActiveCustomerDto = {
  email: string;
  first_name: string;
  middle_name?: string;
  last_name: string;
  /** Mobile number; stored as E.164 (UK by default) */
  phone_number: string;
  correspondence_address: AddressDto;
};
export type AdminUserSaleRowDto = {
  /** The sale's _id (/admin/transactions/{id}) */
  _id: string;
  /** The property's address on one line */
  address?: string | null;
  /** The user's parts in the sale: 'seller' or 'representative' (its primary seller), 'co_seller' (an additional seller with the user's e-mail) */
  roles: ('seller' | 'representative' | 'co_seller')[];
  /** From the latest purchase's dates (completed, exchanged, sale agreed), else whether the sale is paid */
  status: 'completed' | 'exchanged' | 'sale_agreed' | 'paid' | 'unpaid';
  /** When the sale was started */
  createdAt: string;
};
export type AdminUserSalePageDto = {
  items: AdminUserSaleRowDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type AdminUserPurchaseRowDto = {
  /** The purchase's _id */
  _id: string;
  /** The sale the purchase belongs to (/admin/transactions/{id}), if any */
  transaction_id?: string | null;
  /** The property's address on one line, if the buyer has chosen one */
  address?: string | null;
  /** The user's parts in the purchase: 'buyer' (its primary buyer), 'joint_buyer' or 'giftor' (a person with the user's e-mail) */
  roles: ('buyer' | 'joint_buyer' | 'giftor')[];
  /** From the purchase's dates, else whether the buyer confirmed it */
  status: 'aborted' | 'completed' | 'exchanged' | 'sale_agreed' | 'confirmed' | 'not_confirmed';
  /** When the purchase was started */
  createdAt: string;
};
export type AdminUserPurchasePageDto = {
  items: AdminUserPurchaseRowDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type EventDto = {
  _id: string;
  event_name: string;
  /** system: recorded by the service itself */
  type: string;
  /** The acting user's id */
  author?: string | null;
  authorName?: string | null;
  date_time: string;
  comments?: string | null;
  milestone: boolean;
};
export type HistoryEntryDto = {
  _id: string;
  date_time: string;
  /** The event's name (catalogue key) */
  event_name: string;
  /** What changed, in words */
  label: string;
  /** The author's user id */
  author?: string | null;
  /** The author's name when the change was made; null: the system */
  authorName?: string | null;
  /** What changed in detail (the settings: 'Benchmark in days: 123 → 100; …') */
  comments?: string | null;
};
export type HistoryPageDto = {
  items: HistoryEntryDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type ContactResponseDto = {
  success: boolean;
};
export type ContactRequestDto = {
  fullName: string;
  email: string;
  mobileNumber?: string;
  message: string;
  /** How they heard about us */
  referrer: string;
};
export type AdminConfigDto = {
  /** Days from sale agreed to exchange that a typical sale takes (the time-saved benchmark) */
  benchmark_in_days: number | null;
  /** Amount invoiced per solicitor assignment, in pence (null: invoicing is not configured) */
  invoicing_amount: number | null;
  /** The tags admins may put on a transaction */
  tags: string[];
  /** Transactions created after this date use identity checks v2 */
  thirdfort_v2_switchover_date: string | null;
};
export type UpdateAdminConfigDto = {
  benchmark_in_days?: number;
  /** Pence per record; null turns invoicing off */
  invoicing_amount?: number | null;
  /** The whole list: each tag non-empty (trimmed) and unique (any case) */
  tags?: string[];
  /** YYYY-MM-DD (or an ISO date-time); null clears it */
  thirdfort_v2_switchover_date?: string | null;
};
export type PropertyDto = {
  _id: string;
  address: AddressDto;
  tenure?: ('Freehold' | 'Leasehold' | 'Share Of Freehold' | 'Other') | null;
  tenure_details?: string | null;
  createdAt: string;
  updatedAt: string;
};
export type CreatePropertyDto = {
  propertyAddress: AddressDto;
  /** One of 'Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'. Any other text is stored as 'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails. */
  tenureOption: string;
  /** Details of an 'Other / Not Sure' tenure */
  tenureDetails?: string;
};
export type PropertyOptionDto = {
  _id: string;
  address: AddressDto;
};
export type UpdatePropertyDto = {
  propertyAddress?: AddressDto;
  /** One of 'Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'. Any other text is stored as 'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails. */
  tenureOption?: string;
  /** Details of an 'Other / Not Sure' tenure */
  tenureDetails?: string;
};
export type AddressSuggestionDto = {
  /** Address id (for details) or container id (for a further search) */
  Id: string;
  /** 'Address', or a container to open with containerId ('Postcode', 'Street', ...) */
  Type: string;
  Text: string;
  /** Matched character ranges of Text */
  Highlight: string;
  Description: string;
};
export type CountryDto = {
  name: string;
  iso2: string;
};
export type EstateAgentOfficeNameDto = {
  name: string;
};
export type EstateAgentChoiceDto = {
  _id: string;
  /** Brand name */
  brand: string;
  office: EstateAgentOfficeNameDto;
  /** 'brand - office name' */
  label: string;
};
export type EstateAgentSpecialOptionDto = {
  value: 'not_listed' | 'no_agent';
  label: string;
};
export type EstateAgentChoicesDto = {
  /** Sorted alphabetically by label */
  items: EstateAgentChoiceDto[];
  /** Choices that are not an agent, shown after the agents */
  specialOptions: EstateAgentSpecialOptionDto[];
};
export type BrandDto = {
  _id: string;
  brandName: string;
};
export type EstateAgentValuerSummaryDto = {
  name: string;
  email: string | null;
  phone_number: string | null;
};
export type EstateAgentRowDto = {
  _id: string;
  brand: BrandDto;
  /** 'brand - office' */
  display_name: string;
  office_phone_number: string | null;
  primary_valuer: EstateAgentValuerSummaryDto | null;
};
export type BrandCountDto = {
  /** The brand's _id */
  brand: string;
  brandName: string;
  /** The brand's agents matching searchValue */
  count: number;
};
export type EstateAgentPageDto = {
  items: EstateAgentRowDto[];
  /** Every estate agent */
  totalItems: number;
  /** Agents matching the brand and searchValue */
  totalFilteredItems: number;
  /** Per brand, by name; brands with agents */
  brandCounts: BrandCountDto[];
};
export type EstateAgentOfficeAddressViewDto = {
  line_1?: string;
  line_2?: string;
  line_3?: string;
  post_town?: string;
  country?: string;
  postcode?: string;
  /** The country's ISO 3166 code ('GB'); filled from the country */
  country_iso_2?: string;
};
export type EstateAgentOfficeViewDto = {
  name: string;
  phone_number: string | null;
  address: EstateAgentOfficeAddressViewDto | null;
};
export type ValuerViewDto = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  primary_valuer: boolean;
};
export type NegotiatorViewDto = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};
export type ThirdfortSettingsViewDto = {
  requestsSellerThirdfortChecks: boolean;
  requestsBuyerThirdfortChecks: boolean;
  receivesSellerThirdfortChecks: boolean;
  receivesBuyerThirdfortChecks: boolean;
  thirdfortRequesterEmails: string[];
};
export type EstateAgentDto = {
  _id: string;
  brand: BrandDto;
  office: EstateAgentOfficeViewDto;
  /** 'brand - office', as lists show it */
  display_name: string;
  valuers: ValuerViewDto[];
  negotiators: NegotiatorViewDto[];
  thirdfort: ThirdfortSettingsViewDto;
  createdAt: string;
  updatedAt: string;
};
export type OfficeAddressDto = {
  line_1?: string;
  line_2?: string;
  line_3?: string;
  post_town?: string;
  country?: string;
  postcode?: string;
  /** The country's ISO 3166 code ('GB'); filled from the country */
  country_iso_2?: string;
};
export type OfficeDto = {
  name: string;
  phone_number?: string | null;
  address?: OfficeAddressDto | null;
};
export type ValuerDto = {
  first_name: string;
  last_name?: string;
  email?: string | null;
  phone_number?: string | null;
  /** One valuer is primary; the first when none is marked */
  primary_valuer?: boolean;
};
export type NegotiatorDto = {
  first_name: string;
  last_name: string;
  email: string;
  /** A mobile number; UK numbers may be written nationally. Stored as E.164 (+44…). */
  phone_number: string;
};
export type ThirdfortSettingsDto = {
  requestsSellerThirdfortChecks: boolean;
  requestsBuyerThirdfortChecks: boolean;
  receivesSellerThirdfortChecks: boolean;
  receivesBuyerThirdfortChecks: boolean;
  thirdfortRequesterEmails: string[];
};
export type EstateAgentBodyDto = {
  /** The brand's _id */
  brand_id: string;
  office: OfficeDto;
  valuers: ValuerDto[];
  negotiators?: NegotiatorDto[];
  thirdfort?: ThirdfortSettingsDto | null;
};
export type BrandBodyDto = {
  brandName: string;
};
export type SellerUserDto = {
  _id: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
};
export type PrimarySellerDto = {
  user: SellerUserDto;
  customer_type: 'individual_owner' | 'representative';
};
export type AdditionalSellerDto = {
  /** The person id: send it back as personId to keep this person */
  person_id: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
};
export type OrderItemDto = {
  product_name: string;
  /** Pence, including VAT */
  product_price: number;
  quantity: number;
  incVat: boolean;
};
export type PaymentToRefundDto = {
  /** The PaymentIntent to refund */
  payment_intent_id: string;
  /** Pence */
  amount: number;
  currency: string;
  recorded_at: string;
};
export type OrderDto = {
  _id: string;
  items: OrderItemDto[];
  /** Pence, including VAT; 0 once a referral code applied */
  total_amount: number;
  currency: string;
  /** Referral code applied */
  code?: string | null;
  /** stripe_direct: paid by card; invoice: not paid by card (e.g. a referral code) */
  payment_type: 'stripe_direct' | 'invoice';
  paid_at?: string | null;
  /** PaymentIntent id */
  stripe_transaction_id?: string | null;
  /** Card payment status (succeeded, processing, requires_payment_method, ...); succeeded also when a referral code settled the order */
  stripe_transaction_status?: string | null;
  /** Card payments that succeeded after the order was settled otherwise (e.g. by a referral code): the customer paid twice, staff refund these */
  needs_refund: PaymentToRefundDto[];
  createdAt: string;
};
export type TransactionDto = {
  _id: string;
  type: 'resale' | 'development';
  property_id: string;
  property: PropertyDto;
  primary_seller: PrimarySellerDto;
  additional_sellers: AdditionalSellerDto[];
  /** Whole pounds */
  asking_price?: number | null;
  has_mortgage?: boolean | null;
  onward_purchase?: boolean | null;
  is_using_foreign_currency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  /** The seller accepted the terms and conditions */
  terms_and_conditions: boolean;
  terms_accepted_at?: string | null;
  estate_agent?: EstateAgentChoiceDto | null;
  estate_agent_id?: string | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** The referral code applied */
  referral_code?: string | null;
  tags: string[];
  /** Oldest first; the first is the onboarding fee */
  orders: OrderDto[];
  /** Onboarding done: the first order's status is succeeded (paid, or a referral code) */
  complete: boolean;
  createdAt: string;
  updatedAt: string;
};
export type SellerPersonDto = {
  /** A person already on this list: send their person_id back to change them instead of adding someone new */
  personId?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  /** Mobile number; stored as E.164 (UK by default) */
  mobileNumber: string;
  correspondenceAddress?: AddressDto;
};
export type CreateTransactionDto = {
  /** An existing property of yours to update (address and tenure) instead of a new one */
  propertyId?: string;
  /** Required unless propertyId is given */
  propertyAddress?: AddressDto;
  /** One of 'Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'. Any other text is stored as 'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails. */
  tenureOption: string;
  /** Details of an 'Other / Not Sure' tenure */
  tenureDetails?: string;
  /** Whole pounds */
  askingPrice?: number;
  /** individual_owner ('Seller / Owner') or representative (acting for the seller) */
  customerType: 'individual_owner' | 'representative';
  additionalSellers?: SellerPersonDto[];
  /** The answer to "Is there another seller?" */
  isAnotherSellerSelected?: boolean;
  /** Is there a mortgage on the property? */
  hasMortgage: boolean;
  /** Is the seller buying another property (onward purchase)? */
  onwardPurchase: boolean;
  /** Will money be moved in from abroad (foreign currency)? */
  isUsingForeignCurrency: boolean;
  /** Would the seller like a mortgage referral? */
  requiresMortgageReferral?: boolean;
  /** An estate agent's _id, or 'not_listed' or 'no_agent' */
  estateAgent?: string;
  /** The primary seller's user id: yours (the default) */
  primarySellerId?: string;
};
export type LatestTransactionDto = {
  _id: string;
  orders: OrderDto[];
  terms_and_conditions: boolean;
  complete: boolean;
};
export type LinkedTransactionDto = {
  _id: string;
  /** The purchase intent linked to this sale */
  purchase_intent_id: string;
  type: 'resale' | 'development';
  property: PropertyDto;
  estate_agent?: EstateAgentChoiceDto | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  createdAt: string;
};
export type UpdateTransactionDto = {
  propertyAddress?: AddressDto;
  /** One of 'Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'. Any other text is stored as 'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails. */
  tenureOption?: string;
  /** Details of an 'Other / Not Sure' tenure */
  tenureDetails?: string;
  /** Whole pounds */
  askingPrice?: number;
  /** individual_owner ('Seller / Owner') or representative (acting for the seller) */
  customerType?: 'individual_owner' | 'representative';
  /** The whole list of additional sellers (replaces the current one) */
  additionalSellers?: SellerPersonDto[];
  /** The answer to "Is there another seller?" */
  isAnotherSellerSelected?: boolean;
  /** Is there a mortgage on the property? */
  hasMortgage?: boolean;
  /** Is the seller buying another property (onward purchase)? */
  onwardPurchase?: boolean;
  /** Will money be moved in from abroad (foreign currency)? */
  isUsingForeignCurrency?: boolean;
  /** Would the seller like a mortgage referral? */
  requiresMortgageReferral?: boolean;
  /** An estate agent's _id, or 'not_listed' or 'no_agent' */
  estateAgent?: string;
};
export type ApplyReferralCodeDto = {
  referralCode: string;
};
export type SetEstateAgentDto = {
  /** An estate agent's _id, or 'not_listed' or 'no_agent' */
  estateAgentId: string;
};
export type SetEstateAgentStatusDto = {
  /** assigned (needs estateAgentId), not_listed or no_agent; 'pending' is for admins */
  status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** The estate agent's _id (status assigned) */
  estateAgentId?: string;
};
export type CorrectedSaleDto = {
  _id: string;
  type: 'resale' | 'development';
  property_id: string;
  property: PropertyDto;
  primary_seller: PrimarySellerDto;
  additional_sellers: AdditionalSellerDto[];
  /** Whole pounds */
  asking_price?: number | null;
  has_mortgage?: boolean | null;
  onward_purchase?: boolean | null;
  is_using_foreign_currency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  /** The seller accepted the terms and conditions */
  terms_and_conditions: boolean;
  terms_accepted_at?: string | null;
  estate_agent?: EstateAgentChoiceDto | null;
  estate_agent_id?: string | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** The referral code applied */
  referral_code?: string | null;
  tags: string[];
  /** Oldest first; the first is the onboarding fee */
  orders: OrderDto[];
  /** Onboarding done: the first order's status is succeeded (paid, or a referral code) */
  complete: boolean;
  createdAt: string;
  updatedAt: string;
  withdrawn_at?: string | null;
  withdrawal_reason?: string | null;
  archived_at?: string | null;
};
export type CorrectSaleDetailsDto = {
  propertyAddress?: AddressDto;
  /** One of 'Freehold', 'Leasehold', 'Share Of Freehold', 'Other / Not Sure'. Any other text is stored as 'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails. */
  tenureOption?: string;
  /** Details of an 'Other / Not Sure' tenure */
  tenureDetails?: string;
  /** Whole pounds */
  askingPrice?: number;
};
export type CoSellerDto = {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  /** Mobile number; stored as E.164 (UK by default) */
  mobileNumber: string;
  correspondenceAddress?: AddressDto;
};
export type SetCustomerTypeDto = {
  /** individual_owner: the account holder is the seller ('Seller / Owner'); representative: they act for the sellers, who must then include at least one additional seller */
  customerType: 'individual_owner' | 'representative';
};
export type WithdrawSaleDto = {
  /** Why the sale is withdrawn (on the timeline) */
  reason: string;
};
export type SaleStateCommentsDto = {
  /** Why (on the timeline) */
  comments?: string;
};
export type TransactionGroupRefDto = {
  _id: string;
  name: string;
};
export type LawFirmDto = {
  _id: string;
  name: string;
  email?: string | null;
  phone_number?: string | null;
  address?: AddressDto | null;
};
export type SolicitorDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
  _id: string;
};
export type LawContactDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
};
export type LawyerGroupDto = {
  _id: string;
  name: string;
  law_firm: LawFirmDto;
  solicitor: SolicitorDto;
  legal_assistants: LawContactDto[];
  invoicing_address?: AddressDto | null;
  thirdfortRecipientEmails: string[];
  panel_solicitor: boolean;
};
export type AssignedLawyerGroupsDto = {
  seller?: LawyerGroupDto | null;
  buyer?: LawyerGroupDto | null;
};
export type SolicitorsAssignedDatesDto = {
  assigned_at?: string | null;
  date_legal_started?: string | null;
};
export type ValuerContactDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
};
export type PurchaseIntentBuyerUserDto = {
  _id: string;
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone_number?: string | null;
};
export type GiftorResponseDto = {
  /** The person id: send it back as personId to keep this person */
  person_id: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
  relationship: 'Parent' | 'Other Family' | 'Other';
  /** Whole pounds */
  amount: number;
};
export type PrimaryBuyerDto = {
  user: PurchaseIntentBuyerUserDto;
  giftors: GiftorResponseDto[];
};
export type PurchaseIntentPersonResponseDto = {
  /** The person id: send it back as personId to keep this person */
  person_id: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
  correspondence_address?: AddressDto | null;
};
export type PurchaseIntentPropertyDto = {
  _id: string;
  address: AddressDto;
  tenure?: ('Freehold' | 'Leasehold' | 'Share Of Freehold' | 'Other') | null;
};
export type SignificantDatesViewDto = {
  sale_agreed: string | null;
  exchanged: string | null;
  completed: string | null;
  aborted: string | null;
};
export type PurchaseIntentDto = {
  _id: string;
  primary_buyer: PrimaryBuyerDto;
  additional_buyers: PurchaseIntentPersonResponseDto[];
  property_id?: string | null;
  property?: PurchaseIntentPropertyDto | null;
  ownership_type?: ('Sole' | 'Joint') | null;
  /** Whole pounds */
  agreed_price?: number | null;
  mortgage_required_for_purchase?: ('yes' | 'no' | 'not_sure') | null;
  mortgage_provider?: string | null;
  purchase_dependent_on_sale?: boolean | null;
  first_time_buyer?: boolean | null;
  savings_from_employment: boolean;
  gifts?: ('yes' | 'no' | 'not_sure') | null;
  investment_portfolio: boolean;
  remortgage: boolean;
  inheritance: boolean;
  divorce_settlement: boolean;
  pension_lump_sum_withdrawal: boolean;
  sale_of_shares: boolean;
  directors_loans_dividends: boolean;
  /** Other funding selected */
  other_funding: boolean;
  /** Details of the other funding (the form field otherFundingOption) */
  other_funding_option?: string | null;
  other_funding_comments?: string | null;
  is_using_foreign_currency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  customer_type: 'individual_owner' | 'representative';
  /** True once the buyer confirmed fees (the purchase is complete) */
  is_active: boolean;
  /** True once the buyer accepted the terms and conditions */
  terms_and_conditions: boolean;
  terms_accepted_at?: string | null;
  /** The sale it is linked to */
  transaction_id?: string | null;
  /** Calendar days (YYYY-MM-DD) */
  significant_dates: SignificantDatesViewDto;
  createdAt: string;
  updatedAt: string;
};
export type AdminTransactionStatusDto = {
  /** The first order's status is succeeded */
  paid: boolean;
  /** The estate agent status is not 'pending' */
  estate_agent_complete: boolean;
  /** A lawyer group is assigned (either side) */
  solicitors_assigned: boolean;
  /** Search orders exist */
  searches_completed: boolean;
  /** Sellers, active buyers and giftors: none with a pending or complete check, all, or some */
  identity_status: 'outstanding' | 'complete' | 'in progress';
};
export type CompanyDto = {
  _id: string;
  name: string;
  company_number: string;
  address?: AddressDto | null;
};
export type PersonUserDto = {
  person_id: string;
  /** Their user: /admin/users/{user_id} */
  user_id: string;
};
export type ThirdfortEmailBlockedDto = {
  sell?: string | null;
  buy?: string | null;
};
export type AdminTransactionDetailDto = {
  _id: string;
  type: 'resale' | 'development';
  property_id: string;
  property: PropertyDto;
  primary_seller: PrimarySellerDto;
  additional_sellers: AdditionalSellerDto[];
  /** Whole pounds */
  asking_price?: number | null;
  has_mortgage?: boolean | null;
  onward_purchase?: boolean | null;
  is_using_foreign_currency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  /** The seller accepted the terms and conditions */
  terms_and_conditions: boolean;
  terms_accepted_at?: string | null;
  estate_agent?: EstateAgentChoiceDto | null;
  estate_agent_id?: string | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** The referral code applied */
  referral_code?: string | null;
  tags: string[];
  /** Oldest first; the first is the onboarding fee */
  orders: OrderDto[];
  /** Onboarding done: the first order's status is succeeded (paid, or a referral code) */
  complete: boolean;
  createdAt: string;
  updatedAt: string;
  group?: TransactionGroupRefDto | null;
  lawyer_group: AssignedLawyerGroupsDto;
  date_solicitor_groups_assigned: SolicitorsAssignedDatesDto;
  /** The estate agent's primary valuer (the introduction e-mails go to them) */
  estate_agent_primary_valuer?: ValuerContactDto | null;
  /** The first order's status is succeeded */
  paid: boolean;
  paid_at?: string | null;
  /** How the first order is paid: by card through Stripe, or invoiced (a code, a group's unit) */
  payment_type?: ('Stripe Direct' | 'Invoice') | null;
  /** Active first, then newest first */
  purchase_intents: PurchaseIntentDto[];
  /** How many search orders the sale has */
  searches_ordered: number;
  status: AdminTransactionStatusDto;
  /** Identity checks v2 apply: the sale was created after the admin config's Thirdfort v2 switchover date (false when none is set) */
  thirdfort_v2: boolean;
  /** The company selling (a development sale); the Sellers card shows it */
  company_seller?: CompanyDto | null;
  /** When staff withdrew the sale (null: not withdrawn) */
  withdrawn_at?: string | null;
  withdrawal_reason?: string | null;
  /** When staff archived the sale (null: not archived) */
  archived_at?: string | null;
  /** The people of the page with a user account (their own link, or a user of the same e-mail); the others have none */
  person_users: PersonUserDto[];
  thirdfort_email_blocked: ThirdfortEmailBlockedDto;
};
export type AssignEstateAgentDto = {
  /** An estate agent id */
  estateAgentId: string;
};
export type AdminTransactionSellerDto = {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
};
export type AdminListPersonDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
};
export type AdminListRefDto = {
  _id: string;
  name: string;
};
export type AdminListSolicitorDto = {
  lawyer_group_id: string;
  /** The lawyer group's name */
  name: string;
  law_firm_name: string;
};
export type AdminListNoteDto = {
  /** The author's name; null for the system */
  author_name?: string | null;
  source: 'staff' | 'customer' | 'system';
  /** Its first 200 characters */
  text: string;
};
export type AdminListEventDto = {
  /** The event's name; 'note_added' for a note */
  event_name: string;
  date_time: string;
  /** The note, when the latest thing is a note */
  note?: AdminListNoteDto | null;
};
export type AdminTransactionRowDto = {
  _id: string;
  type: 'resale' | 'development';
  /** The property address on one line */
  property_address: string;
  /** The primary seller */
  seller: AdminTransactionSellerDto;
  /** Every seller, the primary first */
  sellers: AdminListPersonDto[];
  /** Whole pounds */
  asking_price?: number | null;
  /** Payment Status: the first order is settled ('succeeded') */
  paid: boolean;
  estate_agent?: AdminListRefDto | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** Estate Agent status icon: the status is not 'pending' */
  estate_agent_complete: boolean;
  seller_solicitor?: AdminListSolicitorDto | null;
  buyer_solicitor?: AdminListSolicitorDto | null;
  /** Solicitors status icon: a lawyer group is assigned */
  solicitors_assigned: boolean;
  /** Searches status icon: search orders exist */
  searches_completed: boolean;
  /** Thirdfort Checks status icon (admin.md §4 identity status on the feed) */
  identity_status: 'outstanding' | 'complete' | 'in progress';
  /** Latest Buyer Full Name(s): the latest purchase intent (active ones first) */
  latest_buyers: AdminListPersonDto[];
  /** The active purchase intents' buyers (the feed's 'None' when empty) */
  active_buyers: AdminListPersonDto[];
  group?: AdminListRefDto | null;
  date_legal_started?: string | null;
  /** Of the latest purchase intent */
  sale_agreed_at?: string | null;
  exchanged_at?: string | null;
  completed_at?: string | null;
  /** Days from sale agreed to exchanged; null reads TBC */
  time_offer_to_exchange_days?: number | null;
  /** benchmark_in_days minus the days to exchange; null reads TBC */
  time_saved_days?: number | null;
  /** Saved days / benchmark × 100, rounded; null reads TBC */
  time_saved_percent?: number | null;
  latest_event?: AdminListEventDto | null;
  tags: string[];
  createdAt: string;
};
export type AdminTransactionPageDto = {
  items: AdminTransactionRowDto[];
  totalItems: number;
  totalFilteredItems: number;
  /** True when totalFilteredItems is a bound, not the count: more sales than it match (a search is counted up to 1,000, other filters up to 10,000). Without filters the count is exact. */
  totalIsCapped: boolean;
};
export type UpdateTagsDto = {
  /** The whole list: each one of the admin config's tags, or one the sale already has */
  tags: string[];
};
export type LawyerGroupIdsDto = {
  /** The seller's solicitor (a lawyer group id) */
  seller: string;
  /** The buyer's solicitor (a lawyer group id) */
  buyer: string;
};
export type SendCheckedEmailsDto = {
  seller?: boolean;
  buyer?: boolean;
};
export type AssignLawyerGroupsDto = {
  lawyerGroupsIds: LawyerGroupIdsDto;
  /** Which introduction e-mails to send (none when absent) */
  sendCheckedEmails?: SendCheckedEmailsDto;
  seller_comments?: string;
  buyer_comments?: string;
};
export type AdminSearchPersonDto = {
  first_name: string;
  last_name: string;
  email: string;
};
export type AdminSearchResultDto = {
  id: string;
  /** The property address on one line */
  address: string;
  seller: AdminSearchPersonDto;
  /** The latest purchase intent's primary buyer (active first); null reads 'No Buyer' */
  buyer?: AdminSearchPersonDto | null;
};
export type AdminSearchCountDto = {
  /** The sales found, at most `cap` */
  count: number;
  /** Where counting stops */
  cap: number;
  /** More than `cap` sales match (count is then `cap`) */
  more: boolean;
};
export type TransactionsGroupRowDto = {
  _id: string;
  name: string;
  transactionsCount: number;
  createdAt: string;
};
export type GroupRefDto = {
  _id: string;
  name: string;
};
export type GroupLawyerGroupsDto = {
  seller?: GroupRefDto | null;
  buyer?: GroupRefDto | null;
};
export type GroupTransactionRefDto = {
  _id: string;
  /** The property address on one line */
  property_address: string;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  /** 'brand - office' */
  estate_agent?: GroupRefDto | null;
  /** The sale's own solicitors */
  lawyer_groups: GroupLawyerGroupsDto;
};
export type TransactionsGroupDto = {
  _id: string;
  name: string;
  /** The estate agent every sale of the group has ('brand - office'), else null */
  estateAgent?: GroupRefDto | null;
  /** The solicitors every sale of the group has (each side null otherwise) */
  lawyerGroups: GroupLawyerGroupsDto;
  hasActivePurchaseIntent: boolean;
  transactionsCount: number;
  /** Every sale of the group has the same estate agent, assigned */
  estateAgentAssigned: boolean;
  /** Every sale of the group has the same seller and buyer solicitors */
  solicitorsAssigned: boolean;
  /** Every sale has the same estate agent (or none yet), so it can be set for the whole group */
  estateAgentShared: boolean;
  /** Every sale has the same solicitors (or none yet), so they can be set for the whole group */
  solicitorsShared: boolean;
  /** How many sales have an estate agent whose primary valuer has no e-mail address (no introduction goes to that agent) */
  valuersWithoutEmail: number;
  transactions: GroupTransactionRefDto[];
  createdAt: string;
};
export type GroupSellerDto = {
  /** The representative's user _id */
  user: string;
  customer_type: 'representative';
};
export type UnitPropertyDto = {
  address: AddressDto;
  tenure: 'Freehold' | 'Leasehold' | 'Share Of Freehold';
};
export type GroupUnitDto = {
  property: UnitPropertyDto;
  /** Whole pounds */
  asking_price: number;
};
export type CreateTransactionsGroupDto = {
  /** The group name (unique, any case) */
  group: string;
  primary_seller: GroupSellerDto;
  /** The company seller's _id */
  company_seller: string;
  /** The Stripe payment for the whole group, if it was paid */
  stripe_transaction_id?: string;
  transactions: GroupUnitDto[];
};
export type ValidateReferralCodeDto = {
  code: string;
};
export type MortgageProviderOptionDto = {
  label: string;
  /** Present on a lender */
  value?: string;
  /** Present on a group */
  options?: MortgageProviderOptionDto[];
};
export type MortgageProvidersDto = {
  /** Every accepted value in display order: 'Not Sure Yet', the preferred lenders, the rest A-Z, 'Other' */
  providers: string[];
  /** The preferred lenders, shown second */
  preferred: string[];
  /** The same list as antd Select options: 'Not Sure Yet', a 'Major lenders' group, an 'All lenders' group, 'Other' */
  options: MortgageProviderOptionDto[];
};
export type FundingDto = {
  savingsFromEmployment?: boolean;
  remortgage?: boolean;
  investmentPortfolio?: boolean;
  inheritance?: boolean;
  divorceSettlement?: boolean;
  pensionLumpSumWithdrawal?: boolean;
  saleOfShares?: boolean;
  directorsLoansDividends?: boolean;
  otherFunding?: boolean;
  /** Is any of the money a gift? */
  gifts: 'yes' | 'no' | 'not_sure';
  /** Details of the other funding; required when otherFunding is true */
  otherFundingOption?: string | null;
  otherFundingComments?: string | null;
};
export type GiftorDto = {
  /** A person already on this list: send their person_id back to change them instead of adding someone new */
  personId?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  /** Mobile number; stored as E.164 (UK by default) */
  mobileNumber: string;
  correspondenceAddress?: AddressDto;
  relationship: 'Parent' | 'Other Family' | 'Other';
  /** Whole pounds, at least 5 */
  amount: number;
};
export type PurchaseIntentPersonDto = {
  /** A person already on this list: send their person_id back to change them instead of adding someone new */
  personId?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  /** Mobile number; stored as E.164 (UK by default) */
  mobileNumber: string;
  correspondenceAddress?: AddressDto;
};
export type CreatePurchaseIntentDto = {
  /** The primary buyer's user id: yours (the default). The back office creates purchases for others at POST /api/admin/purchase-intents. */
  primaryBuyerId?: string;
  /** The chosen property's _id (from GET /property/postcode/{postcode}), or 'property_not_listed' */
  property_id: string;
  /** Whole pounds; a JSON number or price text such as '250,000' */
  agreedPrice?: number | null;
  mortgageRequiredForPurchase: 'yes' | 'no' | 'not_sure';
  /** One of GET /purchase-intent/mortgage-providers; required when a mortgage is required, cleared otherwise */
  mortgageProvider?: string | null;
  funding: FundingDto;
  /** Kept only when funding.gifts is yes; the list replaces the stored one */
  giftors?: GiftorDto[];
  purchaseDependentOnSale?: boolean | null;
  ownershipType: 'Sole' | 'Joint';
  /** Kept only for Joint ownership (at least one then); the list replaces the stored one */
  additionalBuyers?: PurchaseIntentPersonDto[];
  firstTimeBuyer?: boolean | null;
  isUsingForeignCurrency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  customerType?: 'individual_owner' | 'representative';
};
export type FundingChangesDto = {
  savingsFromEmployment?: boolean;
  remortgage?: boolean;
  investmentPortfolio?: boolean;
  inheritance?: boolean;
  divorceSettlement?: boolean;
  pensionLumpSumWithdrawal?: boolean;
  saleOfShares?: boolean;
  directorsLoansDividends?: boolean;
  otherFunding?: boolean;
  /** Is any of the money a gift? */
  gifts?: 'yes' | 'no' | 'not_sure';
  /** Details of the other funding; required when otherFunding is true */
  otherFundingOption?: string | null;
  otherFundingComments?: string | null;
};
export type UpdatePurchaseIntentDto = {
  /** The chosen property's _id (from GET /property/postcode/{postcode}), or 'property_not_listed' */
  property_id?: string;
  /** Whole pounds; a JSON number or price text such as '250,000' */
  agreedPrice?: number | null;
  mortgageRequiredForPurchase?: 'yes' | 'no' | 'not_sure';
  /** One of GET /purchase-intent/mortgage-providers; required when a mortgage is required, cleared otherwise */
  mortgageProvider?: string | null;
  /** Kept only when funding.gifts is yes; the list replaces the stored one */
  giftors?: GiftorDto[];
  purchaseDependentOnSale?: boolean | null;
  ownershipType?: 'Sole' | 'Joint';
  /** Kept only for Joint ownership (at least one then); the list replaces the stored one */
  additionalBuyers?: PurchaseIntentPersonDto[];
  firstTimeBuyer?: boolean | null;
  isUsingForeignCurrency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  customerType?: 'individual_owner' | 'representative';
  funding?: FundingChangesDto;
};
export type AdminCreatePurchaseIntentDto = {
  /** The chosen property's _id (from GET /property/postcode/{postcode}), or 'property_not_listed' */
  property_id: string;
  /** Whole pounds; a JSON number or price text such as '250,000' */
  agreedPrice?: number | null;
  mortgageRequiredForPurchase: 'yes' | 'no' | 'not_sure';
  /** One of GET /purchase-intent/mortgage-providers; required when a mortgage is required, cleared otherwise */
  mortgageProvider?: string | null;
  funding: FundingDto;
  /** Kept only when funding.gifts is yes; the list replaces the stored one */
  giftors?: GiftorDto[];
  purchaseDependentOnSale?: boolean | null;
  ownershipType: 'Sole' | 'Joint';
  /** Kept only for Joint ownership (at least one then); the list replaces the stored one */
  additionalBuyers?: PurchaseIntentPersonDto[];
  firstTimeBuyer?: boolean | null;
  isUsingForeignCurrency?: boolean | null;
  requiresMortgageReferral?: boolean | null;
  customerType?: 'individual_owner' | 'representative';
  /** The primary buyer's user id */
  primaryBuyerId: string;
};
export type SignificantDatesDto = {
  /** A calendar day (YYYY-MM-DD or an ISO date-time, read as that UTC day); null clears it */
  sale_agreed?: string | null;
  /** A calendar day (YYYY-MM-DD or an ISO date-time, read as that UTC day); null clears it */
  exchanged?: string | null;
  /** A calendar day (YYYY-MM-DD or an ISO date-time, read as that UTC day); null clears it */
  completed?: string | null;
  /** A calendar day (YYYY-MM-DD or an ISO date-time, read as that UTC day); null clears it */
  aborted?: string | null;
};
export type MovePurchaseIntentDto = {
  /** The sale (transaction) the purchase belongs to from now on */
  transactionId: string;
  /** Why, for the timelines */
  comments?: string;
};
export type LawFirmAddressDto = {
  line_1: string;
  line_2?: string;
  line_3?: string;
  post_town: string;
  country: string;
  postcode: string;
  /** The trading name */
  organisation_name: string;
};
export type LawFirmBodyDto = {
  name: string;
  email?: string | null;
  /** A mobile number; UK numbers may be written nationally */
  phone_number: string;
  address: LawFirmAddressDto;
};
export type LawContactBodyDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
  /** A mobile number; UK numbers may be written nationally. Stored as E.164. */
  phone_number?: string | null;
};
export type LawyerGroupBodyDto = {
  name: string;
  /** The law firm's _id */
  law_firm: string;
  solicitor: LawContactBodyDto;
  legal_assistants: LawContactBodyDto[];
  invoicing_address?: LawFirmAddressDto | null;
  thirdfortRecipientEmails: string[];
  panel_solicitor: boolean;
};
export type AdminCompanyRowDto = {
  _id: string;
  name: string;
  company_number: string;
  /** The address on one line; null without one */
  address?: string | null;
  /** How many sales the company is the company seller of */
  sales_count: number;
};
export type AdminCompanyPageDto = {
  items: AdminCompanyRowDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type CompanyBodyDto = {
  name: string;
  /** 8 digits, or 2 letters then 6 digits (e.g. 01234567, SC123456); spaces ignored */
  company_number: string;
  address: AddressDto;
};
export type AdminCompanySaleRowDto = {
  /** The sale's _id (/admin/transactions/{id}) */
  _id: string;
  /** The property's address */
  address?: string | null;
  asking_price?: number | null;
  /** The sale's transactions group, if any */
  group_id?: string | null;
  group_name?: string | null;
  /** From the latest purchase's dates (completed, exchanged, sale agreed), else whether the sale is paid */
  status: 'completed' | 'exchanged' | 'sale_agreed' | 'paid' | 'unpaid';
  createdAt: string;
};
export type AdminCompanySalePageDto = {
  items: AdminCompanySaleRowDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type StripeCustomerDto = {
  id: string;
};
export type ProductLineItemDto = {
  name: string;
  /** Pence */
  price: number;
  quantity: number;
  incVat: boolean;
};
export type PaymentIntentResponseDto = {
  /** For the Payment Element: pi_…_secret_… */
  clientSecret: string;
  /** What will be charged, in pence (VAT included) */
  totalAmount: number;
  currency: string;
  paymentIntentId: string;
  /** The card provider's status: requires_payment_method (the card form), or processing (paid, being confirmed: the page waits instead of asking again) */
  status: string;
  /** The priced lines of the order */
  products: ProductLineItemDto[];
};
export type CreatePaymentIntentDto = {
  /** The sale to pay for */
  transactionId: string;
  /** Ignored: the server prices the order itself */
  totalOrderAmount?: number;
  /** Ignored: the seller's stored customer is used */
  stripeCustomerId?: string;
  /** Ignored: the server prices the order from its own catalogue */
  products?: ProductLineItemDto[];
};
export type PaymentStatusDto = {
  /** The card provider's status: succeeded, processing, requires_payment_method, … */
  status: string;
  transactionId: string;
  /** The sale is complete (its first order succeeded) */
  complete: boolean;
};
export type SimulatedConfirmResultDto = {
  status: string;
  redirectUrl: string;
  error?: string | null;
};
export type SimulatedConfirmDto = {
  /** The clientSecret from create-payment-intent */
  clientSecret: string;
  /** succeeded: an accepted card; requires_payment_method: a declined one; processing: accepted but not through yet (it succeeds a few seconds later, as a webhook would say) */
  outcome: 'succeeded' | 'requires_payment_method' | 'processing';
};
export type SimulatedPaymentIntentDto = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
};
export type PropertyCardDto = {
  /** Transaction id (sales) or purchase intent id (purchases) */
  transactionId: string;
  address: string;
  type: 'sell' | 'buy';
  /** The onboarding is finished: the card opens its dashboard */
  complete: boolean;
  /** Over (completed, withdrawn or aborted) or an unfinished onboarding a newer one replaced */
  archived: boolean;
  /** Information Needed (onboarding not finished), Awaiting payment (terms accepted, not paid), Paid, In progress (solicitors instructed or a purchase attached; a confirmed purchase), Completed, Withdrawn (a withdrawn sale, an aborted purchase or one whose sale was withdrawn) */
  status:
    | 'information_needed'
    | 'awaiting_payment'
    | 'paid'
    | 'in_progress'
    | 'completed'
    | 'withdrawn';
  /** The terms were accepted: an unfinished one resumes after them */
  termsAccepted: boolean;
  /** A purchase's property (the onboarding flow needs it to resume) */
  propertyId?: string | null;
  createdAt: string;
};
export type HomeDashboardDto = {
  sales: PropertyCardDto[];
  purchases: PropertyCardDto[];
};
export type InvoiceFileDto = {
  month: string;
  file_name: string;
  records: number;
  /** The file total in pence */
  total_pence: number;
  createdAt: string;
};
export type AdditionalRequestDto = {
  _id: string;
  transaction_id: string;
  type: 'sewer_bill' | 'title_plan' | 'address_confirmation' | 'fee_approval';
  /** The type's button label, e.g. 'Request Water Bill' */
  label: string;
  status: 'pending' | 'sent' | 'received' | 'forwarded';
  createdAt: string;
  sentAt: string | null;
  receivedAt: string | null;
  /** A fee approval's answer from the seller in the product */
  fee_response: ('approved' | 'queried') | null;
  /** The seller's query about the fee */
  fee_query: string | null;
};
export type CreateAdditionalRequestDto = {
  type: 'sewer_bill' | 'title_plan' | 'address_confirmation' | 'fee_approval';
};
export type UpdateAdditionalRequestDto = {
  /** pending → sent, sent → received */
  status: 'sent' | 'received';
};
export type CustomerDocumentDto = {
  _id: string;
  /** The uploader's file name, cleaned */
  name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';
  /** Bytes */
  size: number;
  /** Your own upload */
  uploaded_by_me: boolean;
  uploaded_by_staff: boolean;
  /** The request it answers */
  request_id: string | null;
  /** Downloadable once clean */
  scan_status: 'pending' | 'clean' | 'infected' | 'failed';
  review_status: ('received' | 'accepted' | 'rejected') | null;
  rejection_reason: string | null;
  downloadable: boolean;
  createdAt: string;
};
export type CustomerRequestDto = {
  _id: string;
  type: 'sewer_bill' | 'title_plan' | 'address_confirmation' | 'fee_approval';
  title: string;
  /** What to upload or do */
  instructions: string;
  status: 'pending' | 'sent' | 'received' | 'forwarded';
  /** Waiting for your answer (status sent) */
  open: boolean;
  answer: 'file' | 'approve_or_query';
  fee_response: ('approved' | 'queried') | null;
  fee_query: string | null;
  /** Why staff turned down the newest answer, while the request is open again */
  last_rejection_reason: string | null;
  sentAt: string | null;
  receivedAt: string | null;
  /** Its answers, newest first */
  documents: CustomerDocumentDto[];
};
export type CustomerDocumentsDto = {
  transaction_id: string;
  side: 'seller' | 'buyer';
  /** The largest file taken, in bytes (20 MB) */
  max_upload_bytes: number;
  /** Open first, then newest first */
  requests: CustomerRequestDto[];
  /** Newest first */
  documents: CustomerDocumentDto[];
};
export type UploadFileDto = {
  /** One file of up to 20 MB: PDF, JPEG, PNG or HEIC (decided from its content) */
  file: Blob;
};
export type FeeApprovalAnswerDto = {
  decision: 'approve' | 'query';
  /** What you would like to query (with decision query) */
  message?: string;
};
export type UploaderDto = {
  _id: string | null;
  name: string | null;
  email: string | null;
  is_staff: boolean;
  side: 'seller' | 'buyer' | 'staff' | 'provider';
};
export type AdminDocumentDto = {
  _id: string;
  transaction_id: string;
  purchase_intent_id: string | null;
  request_id: string | null;
  request_type: ('sewer_bill' | 'title_plan' | 'address_confirmation' | 'fee_approval') | null;
  request_label: string | null;
  name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';
  size: number;
  /** SHA-256 of the bytes, hex */
  sha256: string;
  source: 'upload' | 'search_result';
  uploaded_by: UploaderDto;
  visible_to_seller: boolean;
  visible_to_buyer: boolean;
  scan_status: 'pending' | 'clean' | 'infected' | 'failed';
  review_status: ('received' | 'accepted' | 'rejected') | null;
  rejection_reason: string | null;
  reviewed_by_name: string | null;
  reviewedAt: string | null;
  downloadable: boolean;
  /** Downloadable and shown by browsers (PDF, JPEG, PNG) */
  previewable: boolean;
  createdAt: string;
};
export type AdminUploadFileDto = {
  /** One file of up to 20 MB: PDF, JPEG, PNG or HEIC (decided from its content) */
  file: Blob;
  /** Shared with the seller */
  visible_to_seller?: 'true' | 'false';
  /** Shared with the buyer */
  visible_to_buyer?: 'true' | 'false';
};
export type DocumentVisibilityDto = {
  visible_to_seller: boolean;
  visible_to_buyer: boolean;
};
export type RejectDocumentDto = {
  /** Why (1 to 500 characters): the seller reads it in the e-mail */
  reason: string;
};
export type NoteDto = {
  _id: string;
  transaction_id: string;
  text: string;
  /** Shown on top of the notes */
  pinned: boolean;
  /** Written by staff, by a customer (through a feature), or by the system */
  source: 'staff' | 'customer' | 'system';
  /** The author's user id */
  author?: string | null;
  /** The author's name when they wrote it; null for the system */
  authorName?: string | null;
  createdAt: string;
  /** When its author last edited the text; null if never */
  editedAt?: string | null;
  /** The signed-in member of staff wrote it: they may edit or delete it */
  mine: boolean;
};
export type CreateNoteDto = {
  /** The note, trimmed: 1 to 5000 characters */
  text: string;
  /** Pin it on top of the notes (default false) */
  pinned?: boolean;
};
export type UpdateNoteDto = {
  /** The note, trimmed: 1 to 5000 characters */
  text?: string;
  /** Pin (true) or unpin (false) */
  pinned?: boolean;
};
export type SearchResultFileDto = {
  _id: string;
  file_name: string;
  description?: string | null;
  createdAt: string;
};
export type SearchOrderDto = {
  _id: string;
  /** The provider's product code */
  productId: 'LLC1CON29' | 'ONESEARCHDW' | 'ENVRES' | 'HOMECHECKPRO' | 'LANDREGPLAN';
  /** The product's display name, e.g. 'Drainage & Water' */
  productName: string;
  /** 'in progress', 'cancelled', or anything else (complete) */
  status: string;
  estimatedCompletion?: string | null;
  completionDate?: string | null;
  /** The provider's order reference, once it acknowledged the order */
  reference?: string | null;
  request_id: string;
  /** When it was ordered */
  createdAt: string;
  results: SearchResultFileDto[];
};
export type SearchPremiseDto = {
  subBuildingName?: string | null;
  buildingName?: string | null;
  buildingNumber?: string | null;
};
export type SearchOrderRequestDto = {
  _id: string;
  /** Our reference for the order */
  requester_reference: string;
  facilitator_reference?: string | null;
  /** queued: not yet taken by the provider */
  status: 'queued' | 'acknowledged' | 'rejected';
  rejection_reason?: string | null;
  premise: SearchPremiseDto;
  is_reorder: boolean;
  createdAt: string;
};
export type SearchesDto = {
  /** Newest order first */
  orders: SearchOrderDto[];
  /** Every order placed, newest first */
  requests: SearchOrderRequestDto[];
  /** An order was placed today (London): another is refused */
  orderedToday: boolean;
  /** The order form's defaults, from the property */
  premise: SearchPremiseDto;
  /** Where the provider shows its previous orders (the View link) */
  providerOrdersUrl: string;
};
export type OrderSearchesDto = {
  /** A flat */
  subBuildingName?: string | null;
  buildingName?: string | null;
  /** Building name or number is required */
  buildingNumber?: string | null;
  /** Searches were ordered before for this sale */
  isReorder: boolean;
};
export type CheckPersonDetailsDto = {
  first_name: string;
  last_name: string;
  email: string;
  /** As sent to the provider (E.164) */
  phone_number: string;
};
export type IdentityCheckDto = {
  _id: string;
  transaction_id: string;
  purchase_intent_id?: string | null;
  /** The provider's resource name, once the provider made the check */
  thirdfort_id?: string | null;
  /** The id the portal shows */
  checkId?: string | null;
  /** The check in the provider's portal */
  checkUrl?: string | null;
  status: 'pending' | 'complete' | 'failed' | 'aborted';
  person_type: 'seller' | 'buyer' | 'giftor';
  person_details: CheckPersonDetailsDto;
  /** Why the order failed */
  failure_reason?: string | null;
  createdAt: string;
  updatedAt: string;
};
export type SharedWithDto = {
  name: string;
  email?: string | null;
};
export type CheckPersonRowDto = {
  /** Stable key of the person in this list */
  key: string;
  person_type: 'seller' | 'buyer' | 'giftor';
  purchase_intent_id?: string | null;
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
  /** The newest check */
  check?: IdentityCheckDto | null;
  action: 'order' | 'abort' | 'reorder';
  actionDisabled: boolean;
  /** Why the action is disabled */
  disabledReason?: string | null;
  /** null: 'Not shared' */
  sharedWith?: SharedWithDto | null;
};
export type CheckPurchaseIntentDto = {
  _id: string;
  is_active: boolean;
  buyers: CheckPersonRowDto[];
  giftors: CheckPersonRowDto[];
};
export type IdentityChecksDto = {
  /** Identity v2 applies: the sale was created after the switchover date */
  applies: boolean;
  switchoverDate?: string | null;
  sellers: CheckPersonRowDto[];
  /** Active first */
  purchaseIntents: CheckPurchaseIntentDto[];
  /** Every check of the sale, newest first */
  checks: IdentityCheckDto[];
};
export type CreateIdentityCheckDto = {
  first_name: string;
  last_name: string;
  email: string;
  /** A leading 0 becomes +44 (admin.md §4) */
  phone_number: string;
  person_type: 'seller' | 'buyer' | 'giftor';
  /** A buyer's or giftor's purchase intent */
  purchase_intent_id?: string;
};
export type CheckPersonCardDto = {
  /** The sale id (sellers) or the purchase intent id */
  fileReference: string;
  fullName: string;
  /** Shown as the spec says: a number written 07… without its 0 */
  phoneNumber: string;
  email: string;
  propertyAddress: string;
  solicitorEmail?: string | null;
  /** The lawyer group's Thirdfort recipients, comma joined */
  recipientEmail: string;
};
export type CheckPersonDetailsEntryDto = {
  /** The person's row (`CheckPersonRowDto.key`) */
  key: string;
  details: CheckPersonCardDto;
};
export type IdentityCheckDetailsDto = {
  /** Sellers, then each purchase */
  people: CheckPersonDetailsEntryDto[];
};
export type MessageDto = {
  message: string;
};
export type ThirdfortEmailDto = {
  role: 'buy' | 'sell';
};
export type MonthlyTransactionCountDto = {
  month: number;
  year: number;
  /** Sales created in that UK calendar month */
  count: number;
};
export type SolicitorAssignmentRowDto = {
  lawFirmId: string;
  lawFirmName: string;
  /** Sales whose seller solicitors (a lawyer group of the firm) were assigned in the month */
  sellerCount: number;
  /** Sales whose buyer solicitors were assigned in the month */
  buyerCount: number;
};
export type ReferralRowDto = {
  /** The sale (Seller) or purchase intent (Buyer) */
  _id: string;
  type: 'Seller' | 'Buyer';
  /** The customer's name; 'Unknown Seller' or 'Unknown Buyer' without one */
  name: string;
  /** The property's address on one line, or 'No address' */
  property_address: string;
  /** Asking price (Seller) or agreed price (Buyer), in pounds */
  property_value: number | null;
  /** When the legal work started; null reads 'Not started' */
  date_legal_started: string | null;
};
export type MilestoneDto = {
  key:
    | 'paid'
    | 'estate_agent'
    | 'solicitors'
    | 'identity_checks'
    | 'searches'
    | 'sale_agreed'
    | 'exchanged'
    | 'completed'
    | 'withdrawn';
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  date: string | null;
  /** A short line about the step */
  detail: string | null;
};
export type PersonCheckDto = {
  /** First and last name */
  name: string;
  role: 'you' | 'co_seller' | 'joint_buyer' | 'giftor';
  status: 'not_started' | 'in_progress' | 'complete' | 'failed';
  completed_at: string | null;
  /** What to do next; null when done */
  next_step: string | null;
};
export type SearchProgressDto = {
  /** The product name, e.g. Local */
  product: string;
  state: 'ordered' | 'returned' | 'cancelled';
  ordered_at: string;
  expected_at: string | null;
  returned_at: string | null;
};
export type OtherSideItemDto = {
  key: 'buyer_found' | 'solicitor_instructed' | 'checks_complete' | 'searches';
  label: string;
  done: boolean;
};
export type OtherSideDto = {
  /** 'The buyer' or 'The seller' */
  title: string;
  items: OtherSideItemDto[];
};
export type TrackerTimingDto = {
  sale_agreed_at: string | null;
  exchanged_at: string | null;
  /** Whole days from sale agreed to exchange, or to today before exchange */
  offer_to_exchange_days: number | null;
  /** The admin config benchmark */
  benchmark_in_days: number | null;
  /** Known once exchanged */
  time_saved_days: number | null;
  time_saved_percent: number | null;
};
export type TrackerDto = {
  side: 'seller' | 'buyer';
  milestones: MilestoneDto[];
  checks: PersonCheckDto[];
  /** Seller side only; empty for buyers */
  searches: SearchProgressDto[];
  other_side: OtherSideDto;
  timing: TrackerTimingDto;
  /** The customer's own identity check is complete */
  own_check_complete: boolean;
};
export type ProgressEmailsSettingDto = {
  /** Progress e-mails are on */
  enabled: boolean;
};
export type UpdateProgressEmailsSettingDto = {
  /** Turn progress e-mails on (true) or off (false) */
  enabled: boolean;
};
export type ChangeRequestReceiptDto = {
  receivedAt: string;
  /** What happens next, for the customer */
  nextStep: string;
};
export type CreateChangeRequestDto = {
  /** What the customer would like changed, trimmed: 1 to 1000 characters */
  text: string;
};
export type DataExportDto = {
  _id: string;
  /** pending while it is prepared; ready to download until it expires */
  status: 'pending' | 'ready' | 'failed' | 'expired';
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  /** Size of the ZIP in bytes */
  size: number | null;
  /** Where to download it (ready only) */
  downloadUrl: string | null;
};
export type ErasureRequestDto = {
  _id: string;
  status: 'pending' | 'erased';
  requestedAt: string;
};
export type RetentionPeriodDto = {
  kind: 'customer_due_diligence' | 'transaction_records';
  years: number;
  reason: string;
};
export type MyDataRightsDto = {
  export: DataExportDto | null;
  erasure: ErasureRequestDto | null;
  retention: RetentionPeriodDto[];
};
export type HeldRecordSummaryDto = {
  kind: 'customer_due_diligence' | 'transaction_records';
  reason: string;
  deleteAfter: string;
};
export type AdminErasureRequestDto = {
  _id: string;
  userId: string;
  status: 'pending' | 'erased';
  /** Who asked (cleared once erased) */
  name: string | null;
  /** Their e-mail (cleared once erased) */
  email: string | null;
  requestedAt: string;
  erasedAt: string | null;
  erasedBy: string | null;
  relationshipEndedAt: string | null;
  /** What is held, until when */
  held: HeldRecordSummaryDto[];
};
export type AdminErasureRequestPageDto = {
  items: AdminErasureRequestDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export type AccessRecordEntryDto = {
  _id: string;
  viewed_at: string;
  kind: 'user_detail' | 'identity_check_details' | 'document_download' | 'document_preview';
  /** What was viewed, in words */
  label: string;
  /** The member of staff who viewed it */
  staff_id: string;
  /** Their name when they viewed it */
  staff_name: string;
  subject_type: 'user' | 'person';
  /** The record shown: the user, the sale or the document */
  record_id: string;
  /** The record in words (a document's file name) */
  record_label?: string | null;
  /** The sale it was seen on */
  transaction_id?: string | null;
};
export type AccessRecordPageDto = {
  items: AccessRecordEntryDto[];
  totalItems: number;
  totalFilteredItems: number;
};
export const {
  useAdminJobsControllerSummaryQuery,
  useAdminJobsControllerFailedQuery,
  useAdminJobsControllerRetryMutation,
  useAdminJobsControllerDiscardMutation,
  useDevMailboxControllerListQuery,
  useHealthControllerCheckQuery,
  useHealthControllerLiveQuery,
  useHealthControllerReadyQuery,
  usePublicConfigControllerPublicQuery,
  useTimeTravelControllerReadQuery,
  useTimeTravelControllerAdvanceMutation,
  useAuthControllerSignUpMutation,
  useAuthControllerSignInMutation,
  useAuthControllerVerifyUserQuery,
  useAuthControllerSignOutMutation,
  useAuthControllerSignOutEverywhereMutation,
  useAuthControllerVerifyRecaptchaQuery,
  useSecondFactorControllerRegistrationOptionsMutation,
  useSecondFactorControllerRegisterMutation,
  useSecondFactorControllerAuthenticationOptionsMutation,
  useSecondFactorControllerVerifyMutation,
  useSecondFactorControllerUseRecoveryCodeMutation,
  useAdminSecurityControllerSummaryQuery,
  useAdminSecurityControllerRenameMutation,
  useAdminSecurityControllerRemoveMutation,
  useAdminSecurityControllerRegenerateMutation,
  useUsersControllerCurrentQuery,
  useUsersControllerGetQuery,
  useUsersControllerUpdateMutation,
  useAdminUsersControllerListQuery,
  useAdminUsersControllerCreateMutation,
  useAdminUsersControllerByEmailQuery,
  useAdminUsersControllerGetQuery,
  useAdminUsersControllerSalesQuery,
  useAdminUsersControllerPurchasesQuery,
  useAdminUsersControllerEventsQuery,
  useAdminUsersControllerDeactivateMutation,
  useAdminUsersControllerReactivateMutation,
  useAdminHistoryControllerListQuery,
  usePostApiEmailRequestCallbackMutation,
  usePostApiEmailRequestCallBackMutation,
  useAdminConfigControllerGetQuery,
  useAdminConfigControllerUpdateMutation,
  useAdminConfigControllerEventsQuery,
  useAdminConfigControllerHistoryPageQuery,
  usePropertiesControllerCreateMutation,
  usePropertiesControllerAtPostcodeQuery,
  usePropertiesControllerGetQuery,
  usePropertiesControllerUpdateMutation,
  useAdminPropertiesControllerGetQuery,
  useAddressControllerSearchQuery,
  useAddressControllerDetailsQuery,
  useAddressControllerCountriesQuery,
  useEstateAgentsControllerListQuery,
  useAdminEstateAgentsControllerListQuery,
  useAdminEstateAgentsControllerCreateMutation,
  useAdminEstateAgentsControllerGetQuery,
  useAdminEstateAgentsControllerUpdateMutation,
  useAdminEstateAgentsControllerEventsQuery,
  useAdminBrandsControllerListQuery,
  useAdminBrandsControllerCreateMutation,
  useAdminBrandsControllerRenameMutation,
  useAdminBrandsControllerRemoveMutation,
  useAdminBrandsControllerEventsQuery,
  useTransactionsControllerCreateMutation,
  useTransactionsControllerListForUserQuery,
  useTransactionsControllerLatestQuery,
  useTransactionsControllerListForPurchaseIntentsOfUserQuery,
  useTransactionsControllerGetForPurchaseIntentQuery,
  useTransactionsControllerGetQuery,
  useTransactionsControllerUpdateMutation,
  useTransactionsControllerApplyReferralCodeMutation,
  useTransactionsControllerSetEstateAgentMutation,
  useTransactionsControllerSetEstateAgentStatusMutation,
  useAdminSaleCorrectionsControllerCorrectDetailsMutation,
  useAdminSaleCorrectionsControllerAddCoSellerMutation,
  useAdminSaleCorrectionsControllerRemoveCoSellerMutation,
  useAdminSaleCorrectionsControllerSetCustomerTypeMutation,
  useAdminSaleCorrectionsControllerWithdrawMutation,
  useAdminSaleCorrectionsControllerArchiveMutation,
  useAdminSaleCorrectionsControllerReinstateMutation,
  useAdminSaleCorrectionsControllerUnassignEstateAgentMutation,
  useAdminTransactionsControllerSetEstateAgentMutation,
  useAdminSaleCorrectionsControllerUnassignSolicitorMutation,
  useAdminTransactionsControllerListQuery,
  useAdminTransactionsControllerExportQuery,
  useAdminTransactionsControllerListForSellerQuery,
  useAdminTransactionsControllerGetQuery,
  useAdminTransactionsControllerTimelineQuery,
  useAdminTransactionsControllerSetTagsMutation,
  useAdminTransactionsControllerAssignLawyerGroupsMutation,
  useAdminTransactionsControllerEventsQuery,
  useAdminTransactionsControllerSetEstateAgentStatusMutation,
  useAdminSearchControllerFindQuery,
  useAdminSearchControllerCountQuery,
  useAdminTransactionsGroupsControllerListQuery,
  useAdminTransactionsGroupsControllerCreateMutation,
  useAdminTransactionsGroupsControllerGetQuery,
  useAdminTransactionsGroupsControllerAssignEstateAgentMutation,
  useAdminTransactionsGroupsControllerAssignLawyerGroupsMutation,
  useReferralCodesControllerValidateMutation,
  usePurchaseIntentsControllerMortgageProvidersQuery,
  usePurchaseIntentsControllerCreateMutation,
  usePurchaseIntentsControllerListForUserQuery,
  usePurchaseIntentsControllerConfirmQuery,
  usePurchaseIntentsControllerGetQuery,
  usePurchaseIntentsControllerUpdateMutation,
  useAdminPurchaseIntentsControllerCreateMutation,
  useAdminPurchaseIntentsControllerListForBuyerQuery,
  useAdminPurchaseIntentsControllerGetQuery,
  useAdminPurchaseIntentsControllerSetSignificantDatesMutation,
  useAdminPurchaseIntentsControllerMoveToSaleMutation,
  useAdminLawFirmsControllerListQuery,
  useAdminLawFirmsControllerCreateMutation,
  useAdminLawFirmsControllerGetQuery,
  useAdminLawFirmsControllerUpdateMutation,
  useAdminLawFirmsControllerEventsQuery,
  useAdminLawyerGroupsControllerListQuery,
  useAdminLawyerGroupsControllerCreateMutation,
  useAdminLawyerGroupsControllerGetQuery,
  useAdminLawyerGroupsControllerUpdateMutation,
  useAdminLawyerGroupsControllerEventsQuery,
  useAdminCompaniesControllerListQuery,
  useAdminCompaniesControllerCreateMutation,
  useAdminCompaniesControllerByNumberQuery,
  useAdminCompaniesControllerGetQuery,
  useAdminCompaniesControllerUpdateMutation,
  useAdminCompaniesControllerSalesQuery,
  useAdminCompaniesControllerEventsQuery,
  usePaymentsControllerCustomerMutation,
  usePaymentsControllerCreatePaymentIntentMutation,
  usePaymentsControllerStatusQuery,
  useDevPaymentsControllerConfirmMutation,
  useDevPaymentsControllerPaymentIntentQuery,
  useReceiptsControllerDownloadQuery,
  useAdminReceiptsControllerDownloadQuery,
  useUsersControllerPropertiesQuery,
  useAdminInvoicingControllerExportQuery,
  useAdminInvoicingControllerFilesQuery,
  useAdminInvoicingControllerFileQuery,
  useAdminAdditionalRequestsControllerListQuery,
  useAdminAdditionalRequestsControllerCreateMutation,
  useAdminAdditionalRequestsControllerUpdateMutation,
  useDocumentsControllerListForSaleQuery,
  useDocumentsControllerListForPurchaseQuery,
  useDocumentsControllerUploadForSaleMutation,
  useDocumentsControllerUploadForPurchaseMutation,
  useDocumentsControllerAnswerWithFileMutation,
  useDocumentsControllerAnswerFeeApprovalMutation,
  useDocumentsControllerDownloadQuery,
  useAdminDocumentsControllerListQuery,
  useAdminDocumentsControllerUploadMutation,
  useAdminDocumentsControllerSetVisibilityMutation,
  useAdminDocumentsControllerAcceptMutation,
  useAdminDocumentsControllerRejectMutation,
  useAdminDocumentsControllerDownloadQuery,
  useAdminTransactionNotesControllerListQuery,
  useAdminTransactionNotesControllerCreateMutation,
  useAdminTransactionNotesControllerUpdateMutation,
  useAdminTransactionNotesControllerRemoveMutation,
  useAdminSearchesControllerListQuery,
  useAdminSearchesControllerOrderMutation,
  useAdminSearchesControllerResultQuery,
  useAdminIdentityChecksControllerFindAllQuery,
  useAdminIdentityChecksControllerCreateMutation,
  useAdminIdentityChecksControllerDetailsQuery,
  useAdminIdentityChecksControllerAbortMutation,
  useAdminIdentityChecksControllerReorderMutation,
  useAdminThirdfortEmailControllerSendMutation,
  useAdminStatsControllerTransactionsQuery,
  useAdminStatsControllerSolicitorsAssignmentsQuery,
  useAdminStatsControllerForeignCurrencyQuery,
  useAdminStatsControllerMortgageReferralsQuery,
  useTrackerControllerSaleQuery,
  useTrackerControllerPurchaseQuery,
  useProgressEmailsControllerSettingQuery,
  useProgressEmailsControllerUpdateMutation,
  useProgressEmailsControllerUnsubscribeMutation,
  useChangeRequestsControllerForSaleMutation,
  useChangeRequestsControllerForPurchaseMutation,
  useDataRightsControllerMineQuery,
  useDataRightsControllerRequestExportMutation,
  useDataRightsControllerDownloadQuery,
  useDataRightsControllerRequestErasureMutation,
  useAdminErasureRequestsControllerListQuery,
  useAdminErasureRequestsControllerGetQuery,
  useAdminErasureRequestsControllerEraseMutation,
  useAdminAccessRecordsControllerListQuery,
} = injectedRtkApi;
