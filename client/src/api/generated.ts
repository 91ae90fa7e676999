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
  'admin at-risk',
  'admin transactions-groups',
  'referral-codes',
  'purchase-intents',
  'admin purchase-intents',
  'tracker',
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
      queueSummary: build.query<QueueSummaryApiResponse, QueueSummaryApiArg>({
        query: () => ({ url: `/api/admin/jobs` }),
        providesTags: ['admin jobs'],
      }),
      failedJobs: build.query<FailedJobsApiResponse, FailedJobsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/jobs/failed`,
          params: {
            queue: queryArg.queue,
          },
        }),
        providesTags: ['admin jobs'],
      }),
      retryJob: build.mutation<RetryJobApiResponse, RetryJobApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/jobs/${queryArg.queue}/${queryArg.id}/retry`,
          method: 'POST',
        }),
        invalidatesTags: ['admin jobs'],
      }),
      discardJob: build.mutation<DiscardJobApiResponse, DiscardJobApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/jobs/${queryArg.queue}/${queryArg.id}/discard`,
          method: 'POST',
        }),
        invalidatesTags: ['admin jobs'],
      }),
      devMailbox: build.query<DevMailboxApiResponse, DevMailboxApiArg>({
        query: () => ({ url: `/api/dev/mailbox` }),
        providesTags: ['dev'],
      }),
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      liveness: build.query<LivenessApiResponse, LivenessApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      readiness: build.query<ReadinessApiResponse, ReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      publicConfig: build.query<PublicConfigApiResponse, PublicConfigApiArg>({
        query: () => ({ url: `/api/config/public` }),
        providesTags: ['config'],
      }),
      businessTime: build.query<BusinessTimeApiResponse, BusinessTimeApiArg>({
        query: () => ({ url: `/api/dev/time` }),
        providesTags: ['dev'],
      }),
      advanceBusinessTime: build.mutation<
        AdvanceBusinessTimeApiResponse,
        AdvanceBusinessTimeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dev/time`,
          method: 'POST',
          body: queryArg.advanceTimeDto,
        }),
        invalidatesTags: ['dev'],
      }),
      signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
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
      signIn: build.mutation<SignInApiResponse, SignInApiArg>({
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
      verifyUser: build.query<VerifyUserApiResponse, VerifyUserApiArg>({
        query: (queryArg) => ({
          url: `/api/authentication/verify-user`,
          headers: {
            Authorization: queryArg.authorization,
          },
        }),
        providesTags: ['authentication'],
      }),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: () => ({ url: `/api/authentication/sign-out`, method: 'POST' }),
        invalidatesTags: ['authentication'],
      }),
      signOutEverywhere: build.mutation<SignOutEverywhereApiResponse, SignOutEverywhereApiArg>({
        query: () => ({ url: `/api/authentication/sign-out-everywhere`, method: 'POST' }),
        invalidatesTags: ['authentication'],
      }),
      verifyRecaptcha: build.query<VerifyRecaptchaApiResponse, VerifyRecaptchaApiArg>({
        query: (queryArg) => ({
          url: `/api/authentication/verify-recaptcha`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ['authentication'],
      }),
      registrationOptions: build.mutation<
        RegistrationOptionsApiResponse,
        RegistrationOptionsApiArg
      >({
        query: () => ({
          url: `/api/authentication/second-factor/registration-options`,
          method: 'POST',
        }),
        invalidatesTags: ['authentication'],
      }),
      registerPasskey: build.mutation<RegisterPasskeyApiResponse, RegisterPasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/passkeys`,
          method: 'POST',
          body: queryArg.registerPasskeyDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      authenticationOptions: build.mutation<
        AuthenticationOptionsApiResponse,
        AuthenticationOptionsApiArg
      >({
        query: () => ({
          url: `/api/authentication/second-factor/authentication-options`,
          method: 'POST',
        }),
        invalidatesTags: ['authentication'],
      }),
      verifyPasskey: build.mutation<VerifyPasskeyApiResponse, VerifyPasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/verify`,
          method: 'POST',
          body: queryArg.verifyPasskeyDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      verifyRecoveryCode: build.mutation<VerifyRecoveryCodeApiResponse, VerifyRecoveryCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/authentication/second-factor/recovery-code`,
          method: 'POST',
          body: queryArg.recoveryCodeDto,
        }),
        invalidatesTags: ['authentication'],
      }),
      securitySummary: build.query<SecuritySummaryApiResponse, SecuritySummaryApiArg>({
        query: () => ({ url: `/api/admin/security` }),
        providesTags: ['admin security'],
      }),
      renamePasskey: build.mutation<RenamePasskeyApiResponse, RenamePasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/security/passkeys/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.renamePasskeyDto,
        }),
        invalidatesTags: ['admin security'],
      }),
      removePasskey: build.mutation<RemovePasskeyApiResponse, RemovePasskeyApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/security/passkeys/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin security'],
      }),
      regenerateCodes: build.mutation<RegenerateCodesApiResponse, RegenerateCodesApiArg>({
        query: () => ({ url: `/api/admin/security/recovery-codes`, method: 'POST' }),
        invalidatesTags: ['admin security'],
      }),
      currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
        query: () => ({ url: `/api/users/current` }),
        providesTags: ['users'],
      }),
      user: build.query<UserApiResponse, UserApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
        providesTags: ['users'],
      }),
      updateCurrentUser: build.mutation<UpdateCurrentUserApiResponse, UpdateCurrentUserApiArg>({
        query: (queryArg) => ({ url: `/api/users`, method: 'PUT', body: queryArg.updateUserDto }),
        invalidatesTags: ['users'],
      }),
      adminUsers: build.query<AdminUsersApiResponse, AdminUsersApiArg>({
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
      createRepresentative: build.mutation<
        CreateRepresentativeApiResponse,
        CreateRepresentativeApiArg
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
      userByEmail: build.query<UserByEmailApiResponse, UserByEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/by-email`,
          params: {
            email: queryArg.email,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUser: build.query<AdminUserApiResponse, AdminUserApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}` }),
        providesTags: ['admin users'],
      }),
      correctUser: build.mutation<CorrectUserApiResponse, CorrectUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.correctUserDto,
        }),
        invalidatesTags: ['admin users'],
      }),
      adminUserSales: build.query<AdminUserSalesApiResponse, AdminUserSalesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/sales`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUserPurchases: build.query<AdminUserPurchasesApiResponse, AdminUserPurchasesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/purchases`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin users'],
      }),
      adminUserEvents: build.query<AdminUserEventsApiResponse, AdminUserEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/events` }),
        providesTags: ['admin users'],
      }),
      deactivateUser: build.mutation<DeactivateUserApiResponse, DeactivateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/deactivate`,
          method: 'POST',
        }),
        invalidatesTags: ['admin users'],
      }),
      reactivateUser: build.mutation<ReactivateUserApiResponse, ReactivateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/reactivate`,
          method: 'POST',
        }),
        invalidatesTags: ['admin users'],
      }),
      recordHistory: build.query<RecordHistoryApiResponse, RecordHistoryApiArg>({
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
      requestCallback: build.mutation<RequestCallbackApiResponse, RequestCallbackApiArg>({
        query: (queryArg) => ({
          url: `/api/email/request-callback`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
      requestCallbackAtOldAddress: build.mutation<
        RequestCallbackAtOldAddressApiResponse,
        RequestCallbackAtOldAddressApiArg
      >({
        query: (queryArg) => ({
          url: `/api/email/request-call-back`,
          method: 'POST',
          body: queryArg.contactRequestDto,
        }),
        invalidatesTags: ['contact'],
      }),
      adminConfig: build.query<AdminConfigApiResponse, AdminConfigApiArg>({
        query: () => ({ url: `/api/admin/config` }),
        providesTags: ['admin config'],
      }),
      updateAdminConfig: build.mutation<UpdateAdminConfigApiResponse, UpdateAdminConfigApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/config`,
          method: 'PUT',
          body: queryArg.updateAdminConfigDto,
        }),
        invalidatesTags: ['admin config'],
      }),
      adminConfigEvents: build.query<AdminConfigEventsApiResponse, AdminConfigEventsApiArg>({
        query: () => ({ url: `/api/admin/config/events` }),
        providesTags: ['admin config'],
      }),
      configHistory: build.query<ConfigHistoryApiResponse, ConfigHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/config/history`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin config'],
      }),
      createProperty: build.mutation<CreatePropertyApiResponse, CreatePropertyApiArg>({
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
      propertiesAtPostcode: build.query<
        PropertiesAtPostcodeApiResponse,
        PropertiesAtPostcodeApiArg
      >({
        query: (queryArg) => ({ url: `/api/property/postcode/${queryArg.postcode}` }),
        providesTags: ['properties'],
      }),
      property: build.query<PropertyApiResponse, PropertyApiArg>({
        query: (queryArg) => ({ url: `/api/property/${queryArg.id}` }),
        providesTags: ['properties'],
      }),
      updateProperty: build.mutation<UpdatePropertyApiResponse, UpdatePropertyApiArg>({
        query: (queryArg) => ({
          url: `/api/property/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updatePropertyDto,
        }),
        invalidatesTags: ['properties'],
      }),
      adminProperty: build.query<AdminPropertyApiResponse, AdminPropertyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/properties/${queryArg.id}` }),
        providesTags: ['admin properties'],
      }),
      addressSuggestions: build.query<AddressSuggestionsApiResponse, AddressSuggestionsApiArg>({
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
      addressDetails: build.query<AddressDetailsApiResponse, AddressDetailsApiArg>({
        query: (queryArg) => ({
          url: `/api/address/details`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ['address'],
      }),
      countries: build.query<CountriesApiResponse, CountriesApiArg>({
        query: () => ({ url: `/api/address/countries` }),
        providesTags: ['address'],
      }),
      estateAgentChoices: build.query<EstateAgentChoicesApiResponse, EstateAgentChoicesApiArg>({
        query: () => ({ url: `/api/estate-agent` }),
        providesTags: ['estate-agents'],
      }),
      estateAgents: build.query<EstateAgentsApiResponse, EstateAgentsApiArg>({
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
      createEstateAgent: build.mutation<CreateEstateAgentApiResponse, CreateEstateAgentApiArg>({
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
      estateAgent: build.query<EstateAgentApiResponse, EstateAgentApiArg>({
        query: (queryArg) => ({ url: `/api/admin/estate-agents/${queryArg.id}` }),
        providesTags: ['admin estate-agents'],
      }),
      updateEstateAgent: build.mutation<UpdateEstateAgentApiResponse, UpdateEstateAgentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/estate-agents/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.estateAgentBodyDto,
        }),
        invalidatesTags: ['admin estate-agents'],
      }),
      estateAgentEvents: build.query<EstateAgentEventsApiResponse, EstateAgentEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/estate-agents/${queryArg.id}/events` }),
        providesTags: ['admin estate-agents'],
      }),
      brands: build.query<BrandsApiResponse, BrandsApiArg>({
        query: () => ({ url: `/api/admin/estate-agent-brands` }),
        providesTags: ['admin estate-agent-brands'],
      }),
      createBrand: build.mutation<CreateBrandApiResponse, CreateBrandApiArg>({
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
      renameBrand: build.mutation<RenameBrandApiResponse, RenameBrandApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/estate-agent-brands/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.brandBodyDto,
        }),
        invalidatesTags: ['admin estate-agent-brands'],
      }),
      deleteBrand: build.mutation<DeleteBrandApiResponse, DeleteBrandApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/estate-agent-brands/${queryArg.id}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin estate-agent-brands'],
      }),
      brandEvents: build.query<BrandEventsApiResponse, BrandEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/estate-agent-brands/${queryArg.id}/events` }),
        providesTags: ['admin estate-agent-brands'],
      }),
      createSale: build.mutation<CreateSaleApiResponse, CreateSaleApiArg>({
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
      userSales: build.query<UserSalesApiResponse, UserSalesApiArg>({
        query: (queryArg) => ({ url: `/api/transaction/user/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      latestSale: build.query<LatestSaleApiResponse, LatestSaleApiArg>({
        query: (queryArg) => ({ url: `/api/transaction/latest/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      salesOfUserPurchases: build.query<
        SalesOfUserPurchasesApiResponse,
        SalesOfUserPurchasesApiArg
      >({
        query: (queryArg) => ({ url: `/api/transaction/purchase-intent/user/${queryArg.userId}` }),
        providesTags: ['transactions'],
      }),
      saleOfPurchase: build.query<SaleOfPurchaseApiResponse, SaleOfPurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/transaction/purchase-intent/${queryArg.id}` }),
        providesTags: ['transactions'],
      }),
      sale: build.query<SaleApiResponse, SaleApiArg>({
        query: (queryArg) => ({ url: `/api/transaction/${queryArg.id}` }),
        providesTags: ['transactions'],
      }),
      updateSale: build.mutation<UpdateSaleApiResponse, UpdateSaleApiArg>({
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
      applyReferralCode: build.mutation<ApplyReferralCodeApiResponse, ApplyReferralCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/referral-code`,
          method: 'PUT',
          body: queryArg.applyReferralCodeDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      chooseEstateAgent: build.mutation<ChooseEstateAgentApiResponse, ChooseEstateAgentApiArg>({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/estate-agent`,
          method: 'PUT',
          body: queryArg.setEstateAgentDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      chooseEstateAgentStatus: build.mutation<
        ChooseEstateAgentStatusApiResponse,
        ChooseEstateAgentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/transaction/${queryArg.id}/estate-agent-status`,
          method: 'PUT',
          body: queryArg.setEstateAgentStatusDto,
        }),
        invalidatesTags: ['transactions'],
      }),
      correctSaleDetails: build.mutation<CorrectSaleDetailsApiResponse, CorrectSaleDetailsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/details`,
          method: 'PUT',
          body: queryArg.correctSaleDetailsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      addCoSeller: build.mutation<AddCoSellerApiResponse, AddCoSellerApiArg>({
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
      removeCoSeller: build.mutation<RemoveCoSellerApiResponse, RemoveCoSellerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/co-sellers/${queryArg.personId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      setCustomerType: build.mutation<SetCustomerTypeApiResponse, SetCustomerTypeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/customer-type`,
          method: 'PUT',
          body: queryArg.setCustomerTypeDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      withdrawSale: build.mutation<WithdrawSaleApiResponse, WithdrawSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/withdraw`,
          method: 'POST',
          body: queryArg.withdrawSaleDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      archiveSale: build.mutation<ArchiveSaleApiResponse, ArchiveSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/archive`,
          method: 'POST',
          body: queryArg.saleStateCommentsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      reinstateSale: build.mutation<ReinstateSaleApiResponse, ReinstateSaleApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/reinstate`,
          method: 'POST',
          body: queryArg.saleStateCommentsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      unassignEstateAgent: build.mutation<
        UnassignEstateAgentApiResponse,
        UnassignEstateAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      setEstateAgent: build.mutation<SetEstateAgentApiResponse, SetEstateAgentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent`,
          method: 'PUT',
          body: queryArg.assignEstateAgentDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      unassignSolicitor: build.mutation<UnassignSolicitorApiResponse, UnassignSolicitorApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/lawyer-groups/${queryArg.side}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSales: build.query<AdminSalesApiResponse, AdminSalesApiArg>({
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
            thirdfortChecksFailed: queryArg.thirdfortChecksFailed,
            progress: queryArg.progress,
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
      exportSales: build.query<ExportSalesApiResponse, ExportSalesApiArg>({
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
            thirdfortChecksFailed: queryArg.thirdfortChecksFailed,
            progress: queryArg.progress,
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
      sellerSales: build.query<SellerSalesApiResponse, SellerSalesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/user/${queryArg.userId}` }),
        providesTags: ['admin transactions'],
      }),
      adminSale: build.query<AdminSaleApiResponse, AdminSaleApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}` }),
        providesTags: ['admin transactions'],
      }),
      saleMilestones: build.query<SaleMilestonesApiResponse, SaleMilestonesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/events-timeline` }),
        providesTags: ['admin transactions'],
      }),
      setTags: build.mutation<SetTagsApiResponse, SetTagsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/tags`,
          method: 'PUT',
          body: queryArg.updateTagsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      assignLawyerGroups: build.mutation<AssignLawyerGroupsApiResponse, AssignLawyerGroupsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/lawyer-groups`,
          method: 'PUT',
          body: queryArg.assignLawyerGroupsDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      adminSaleEvents: build.query<AdminSaleEventsApiResponse, AdminSaleEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/events` }),
        providesTags: ['admin transactions'],
      }),
      setEstateAgentStatus: build.mutation<
        SetEstateAgentStatusApiResponse,
        SetEstateAgentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/estate-agent-status`,
          method: 'PUT',
          body: queryArg.setEstateAgentStatusDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      saleSearch: build.query<SaleSearchApiResponse, SaleSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/search`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['admin search'],
      }),
      saleSearchCount: build.query<SaleSearchCountApiResponse, SaleSearchCountApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/search/count`,
          params: {
            q: queryArg.q,
          },
        }),
        providesTags: ['admin search'],
      }),
      atRiskSales: build.query<AtRiskSalesApiResponse, AtRiskSalesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/at-risk`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin at-risk'],
      }),
      groups: build.query<GroupsApiResponse, GroupsApiArg>({
        query: () => ({ url: `/api/admin/transactions-groups` }),
        providesTags: ['admin transactions-groups'],
      }),
      createGroup: build.mutation<CreateGroupApiResponse, CreateGroupApiArg>({
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
      group: build.query<GroupApiResponse, GroupApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions-groups/${queryArg.idOrName}` }),
        providesTags: ['admin transactions-groups'],
      }),
      assignGroupEstateAgent: build.mutation<
        AssignGroupEstateAgentApiResponse,
        AssignGroupEstateAgentApiArg
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
      assignGroupLawyerGroups: build.mutation<
        AssignGroupLawyerGroupsApiResponse,
        AssignGroupLawyerGroupsApiArg
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
      validateReferralCode: build.mutation<
        ValidateReferralCodeApiResponse,
        ValidateReferralCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/referral-code/validate`,
          method: 'POST',
          body: queryArg.validateReferralCodeDto,
        }),
        invalidatesTags: ['referral-codes'],
      }),
      mortgageProviders: build.query<MortgageProvidersApiResponse, MortgageProvidersApiArg>({
        query: () => ({ url: `/api/purchase-intent/mortgage-providers` }),
        providesTags: ['purchase-intents'],
      }),
      createPurchase: build.mutation<CreatePurchaseApiResponse, CreatePurchaseApiArg>({
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
      userPurchases: build.query<UserPurchasesApiResponse, UserPurchasesApiArg>({
        query: (queryArg) => ({ url: `/api/purchase-intent/user/${queryArg.userId}` }),
        providesTags: ['purchase-intents'],
      }),
      confirmPurchase: build.query<ConfirmPurchaseApiResponse, ConfirmPurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/purchase-intent/confirm/${queryArg.id}` }),
        providesTags: ['purchase-intents'],
      }),
      purchase: build.query<PurchaseApiResponse, PurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/purchase-intent/${queryArg.id}` }),
        providesTags: ['purchase-intents'],
      }),
      updatePurchase: build.mutation<UpdatePurchaseApiResponse, UpdatePurchaseApiArg>({
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
      createPurchaseForBuyer: build.mutation<
        CreatePurchaseForBuyerApiResponse,
        CreatePurchaseForBuyerApiArg
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
      buyerPurchases: build.query<BuyerPurchasesApiResponse, BuyerPurchasesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/purchase-intents/user/${queryArg.userId}` }),
        providesTags: ['admin purchase-intents'],
      }),
      adminPurchase: build.query<AdminPurchaseApiResponse, AdminPurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/admin/purchase-intents/${queryArg.id}` }),
        providesTags: ['admin purchase-intents'],
      }),
      setSignificantDates: build.mutation<
        SetSignificantDatesApiResponse,
        SetSignificantDatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/purchase-intents/${queryArg.id}/significant-dates`,
          method: 'PUT',
          body: queryArg.significantDatesDto,
          headers: {
            'if-match': queryArg['if-match'],
          },
        }),
        invalidatesTags: ['admin purchase-intents'],
      }),
      movePurchase: build.mutation<MovePurchaseApiResponse, MovePurchaseApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/purchase-intents/${queryArg.id}/transaction`,
          method: 'PUT',
          body: queryArg.movePurchaseIntentDto,
        }),
        invalidatesTags: ['admin purchase-intents'],
      }),
      milestones: build.query<MilestonesApiResponse, MilestonesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/milestones` }),
        providesTags: ['admin transactions'],
      }),
      recordMilestone: build.mutation<RecordMilestoneApiResponse, RecordMilestoneApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/milestones`,
          method: 'POST',
          body: queryArg.recordMilestoneDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin transactions'],
      }),
      requestSaleUpdate: build.mutation<RequestSaleUpdateApiResponse, RequestSaleUpdateApiArg>({
        query: (queryArg) => ({
          url: `/api/tracker/sales/${queryArg.transactionId}/update-requests`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['tracker'],
      }),
      requestPurchaseUpdate: build.mutation<
        RequestPurchaseUpdateApiResponse,
        RequestPurchaseUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/tracker/purchases/${queryArg.purchaseIntentId}/update-requests`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['tracker'],
      }),
      updateRequests: build.query<UpdateRequestsApiResponse, UpdateRequestsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/update-requests` }),
        providesTags: ['admin transactions'],
      }),
      answerUpdateRequest: build.mutation<
        AnswerUpdateRequestApiResponse,
        AnswerUpdateRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/update-requests/${queryArg.requestId}/answer`,
          method: 'POST',
          body: queryArg.answerUpdateRequestDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      lawFirms: build.query<LawFirmsApiResponse, LawFirmsApiArg>({
        query: () => ({ url: `/api/admin/law-firms` }),
        providesTags: ['admin law-firms'],
      }),
      createLawFirm: build.mutation<CreateLawFirmApiResponse, CreateLawFirmApiArg>({
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
      lawFirm: build.query<LawFirmApiResponse, LawFirmApiArg>({
        query: (queryArg) => ({ url: `/api/admin/law-firms/${queryArg.id}` }),
        providesTags: ['admin law-firms'],
      }),
      updateLawFirm: build.mutation<UpdateLawFirmApiResponse, UpdateLawFirmApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/law-firms/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.lawFirmBodyDto,
        }),
        invalidatesTags: ['admin law-firms'],
      }),
      lawFirmEvents: build.query<LawFirmEventsApiResponse, LawFirmEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/law-firms/${queryArg.id}/events` }),
        providesTags: ['admin law-firms'],
      }),
      lawyerGroups: build.query<LawyerGroupsApiResponse, LawyerGroupsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/lawyer-groups`,
          params: {
            law_firm: queryArg.lawFirm,
          },
        }),
        providesTags: ['admin lawyer-groups'],
      }),
      createLawyerGroup: build.mutation<CreateLawyerGroupApiResponse, CreateLawyerGroupApiArg>({
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
      lawyerGroup: build.query<LawyerGroupApiResponse, LawyerGroupApiArg>({
        query: (queryArg) => ({ url: `/api/admin/lawyer-groups/${queryArg.id}` }),
        providesTags: ['admin lawyer-groups'],
      }),
      updateLawyerGroup: build.mutation<UpdateLawyerGroupApiResponse, UpdateLawyerGroupApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/lawyer-groups/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.lawyerGroupBodyDto,
        }),
        invalidatesTags: ['admin lawyer-groups'],
      }),
      lawyerGroupEvents: build.query<LawyerGroupEventsApiResponse, LawyerGroupEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/lawyer-groups/${queryArg.id}/events` }),
        providesTags: ['admin lawyer-groups'],
      }),
      adminCompanies: build.query<AdminCompaniesApiResponse, AdminCompaniesApiArg>({
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
      createCompany: build.mutation<CreateCompanyApiResponse, CreateCompanyApiArg>({
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
      companyByNumber: build.query<CompanyByNumberApiResponse, CompanyByNumberApiArg>({
        query: (queryArg) => ({ url: `/api/admin/companies/by-number/${queryArg.companyNumber}` }),
        providesTags: ['admin companies'],
      }),
      adminCompany: build.query<AdminCompanyApiResponse, AdminCompanyApiArg>({
        query: (queryArg) => ({ url: `/api/admin/companies/${queryArg.id}` }),
        providesTags: ['admin companies'],
      }),
      updateCompany: build.mutation<UpdateCompanyApiResponse, UpdateCompanyApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/companies/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.companyBodyDto,
        }),
        invalidatesTags: ['admin companies'],
      }),
      adminCompanySales: build.query<AdminCompanySalesApiResponse, AdminCompanySalesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/companies/${queryArg.id}/sales`,
          params: {
            skip: queryArg.skip,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin companies'],
      }),
      adminCompanyEvents: build.query<AdminCompanyEventsApiResponse, AdminCompanyEventsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/companies/${queryArg.id}/events` }),
        providesTags: ['admin companies'],
      }),
      createPaymentCustomer: build.mutation<
        CreatePaymentCustomerApiResponse,
        CreatePaymentCustomerApiArg
      >({
        query: () => ({ url: `/api/stripe/customers`, method: 'POST' }),
        invalidatesTags: ['payments'],
      }),
      createPaymentIntent: build.mutation<
        CreatePaymentIntentApiResponse,
        CreatePaymentIntentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/stripe/create-payment-intent`,
          method: 'POST',
          body: queryArg.createPaymentIntentDto,
        }),
        invalidatesTags: ['payments'],
      }),
      paymentStatus: build.query<PaymentStatusApiResponse, PaymentStatusApiArg>({
        query: (queryArg) => ({ url: `/api/stripe/payment-intent/${queryArg.id}/status` }),
        providesTags: ['payments'],
      }),
      devConfirmPayment: build.mutation<DevConfirmPaymentApiResponse, DevConfirmPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/dev/payments/confirm`,
          method: 'POST',
          body: queryArg.simulatedConfirmDto,
        }),
        invalidatesTags: ['dev'],
      }),
      devPaymentIntent: build.query<DevPaymentIntentApiResponse, DevPaymentIntentApiArg>({
        query: (queryArg) => ({
          url: `/api/dev/payments/payment-intent`,
          params: {
            clientSecret: queryArg.clientSecret,
          },
        }),
        providesTags: ['dev'],
      }),
      saleReceipt: build.query<SaleReceiptApiResponse, SaleReceiptApiArg>({
        query: (queryArg) => ({ url: `/api/transaction/${queryArg.id}/receipt` }),
        providesTags: ['transactions'],
      }),
      adminSaleReceipt: build.query<AdminSaleReceiptApiResponse, AdminSaleReceiptApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/receipt` }),
        providesTags: ['admin transactions'],
      }),
      homeCards: build.query<HomeCardsApiResponse, HomeCardsApiArg>({
        query: () => ({ url: `/api/users/current/properties` }),
        providesTags: ['users'],
      }),
      exportInvoicing: build.query<ExportInvoicingApiResponse, ExportInvoicingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/invoicing/export`,
          params: {
            month: queryArg.month,
          },
        }),
        providesTags: ['admin invoicing'],
      }),
      invoicingFiles: build.query<InvoicingFilesApiResponse, InvoicingFilesApiArg>({
        query: () => ({ url: `/api/admin/invoicing/files` }),
        providesTags: ['admin invoicing'],
      }),
      invoicingFile: build.query<InvoicingFileApiResponse, InvoicingFileApiArg>({
        query: (queryArg) => ({ url: `/api/admin/invoicing/files/${queryArg.month}` }),
        providesTags: ['admin invoicing'],
      }),
      additionalRequests: build.query<AdditionalRequestsApiResponse, AdditionalRequestsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/additional-requests/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin additional-requests'],
      }),
      createAdditionalRequest: build.mutation<
        CreateAdditionalRequestApiResponse,
        CreateAdditionalRequestApiArg
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
      updateAdditionalRequest: build.mutation<
        UpdateAdditionalRequestApiResponse,
        UpdateAdditionalRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/additional-requests/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateAdditionalRequestDto,
        }),
        invalidatesTags: ['admin additional-requests'],
      }),
      saleDocuments: build.query<SaleDocumentsApiResponse, SaleDocumentsApiArg>({
        query: (queryArg) => ({ url: `/api/documents/sale/${queryArg.transactionId}` }),
        providesTags: ['documents'],
      }),
      purchaseDocuments: build.query<PurchaseDocumentsApiResponse, PurchaseDocumentsApiArg>({
        query: (queryArg) => ({ url: `/api/documents/purchase/${queryArg.purchaseIntentId}` }),
        providesTags: ['documents'],
      }),
      uploadSaleDocument: build.mutation<UploadSaleDocumentApiResponse, UploadSaleDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/documents/sale/${queryArg.transactionId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['documents'],
      }),
      uploadPurchaseDocument: build.mutation<
        UploadPurchaseDocumentApiResponse,
        UploadPurchaseDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/purchase/${queryArg.purchaseIntentId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['documents'],
      }),
      answerRequestWithFile: build.mutation<
        AnswerRequestWithFileApiResponse,
        AnswerRequestWithFileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/documents/requests/${queryArg.requestId}/files`,
          method: 'POST',
          body: queryArg.uploadFileDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['documents'],
      }),
      answerFeeApproval: build.mutation<AnswerFeeApprovalApiResponse, AnswerFeeApprovalApiArg>({
        query: (queryArg) => ({
          url: `/api/documents/requests/${queryArg.requestId}/fee-approval`,
          method: 'POST',
          body: queryArg.feeApprovalAnswerDto,
        }),
        invalidatesTags: ['documents'],
      }),
      downloadDocument: build.query<DownloadDocumentApiResponse, DownloadDocumentApiArg>({
        query: (queryArg) => ({ url: `/api/documents/${queryArg.id}/download` }),
        providesTags: ['documents'],
      }),
      adminDocuments: build.query<AdminDocumentsApiResponse, AdminDocumentsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/documents/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin documents'],
      }),
      adminUploadDocument: build.mutation<
        AdminUploadDocumentApiResponse,
        AdminUploadDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.adminUploadFileDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['admin documents'],
      }),
      setDocumentVisibility: build.mutation<
        SetDocumentVisibilityApiResponse,
        SetDocumentVisibilityApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/visibility`,
          method: 'PUT',
          body: queryArg.documentVisibilityDto,
        }),
        invalidatesTags: ['admin documents'],
      }),
      acceptDocument: build.mutation<AcceptDocumentApiResponse, AcceptDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/accept`,
          method: 'POST',
        }),
        invalidatesTags: ['admin documents'],
      }),
      rejectDocument: build.mutation<RejectDocumentApiResponse, RejectDocumentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/reject`,
          method: 'POST',
          body: queryArg.rejectDocumentDto,
        }),
        invalidatesTags: ['admin documents'],
      }),
      adminDownloadDocument: build.query<
        AdminDownloadDocumentApiResponse,
        AdminDownloadDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/documents/${queryArg.id}/download`,
          params: {
            inline: queryArg.inline,
          },
        }),
        providesTags: ['admin documents'],
      }),
      notes: build.query<NotesApiResponse, NotesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/transactions/${queryArg.id}/notes` }),
        providesTags: ['admin transactions'],
      }),
      addNote: build.mutation<AddNoteApiResponse, AddNoteApiArg>({
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
      updateNote: build.mutation<UpdateNoteApiResponse, UpdateNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/notes/${queryArg.noteId}`,
          method: 'PATCH',
          body: queryArg.updateNoteDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      deleteNote: build.mutation<DeleteNoteApiResponse, DeleteNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.id}/notes/${queryArg.noteId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['admin transactions'],
      }),
      searches: build.query<SearchesApiResponse, SearchesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/searches/transaction/${queryArg.transactionId}` }),
        providesTags: ['admin searches'],
      }),
      orderSearches: build.mutation<OrderSearchesApiResponse, OrderSearchesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/searches/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.orderSearchesDto,
        }),
        invalidatesTags: ['admin searches'],
      }),
      searchResult: build.query<SearchResultApiResponse, SearchResultApiArg>({
        query: (queryArg) => ({ url: `/api/admin/searches/results/${queryArg.id}` }),
        providesTags: ['admin searches'],
      }),
      identityChecks: build.query<IdentityChecksApiResponse, IdentityChecksApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}`,
        }),
        providesTags: ['admin identity-checks'],
      }),
      orderIdentityCheck: build.mutation<OrderIdentityCheckApiResponse, OrderIdentityCheckApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}`,
          method: 'POST',
          body: queryArg.createIdentityCheckDto,
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      identityCheckDetails: build.query<
        IdentityCheckDetailsApiResponse,
        IdentityCheckDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/transaction/${queryArg.transactionId}/details`,
        }),
        providesTags: ['admin identity-checks'],
      }),
      abortIdentityCheck: build.mutation<AbortIdentityCheckApiResponse, AbortIdentityCheckApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/${queryArg.id}/abort`,
          method: 'POST',
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      reorderIdentityCheck: build.mutation<
        ReorderIdentityCheckApiResponse,
        ReorderIdentityCheckApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/identity-checks/${queryArg.id}/reorder`,
          method: 'POST',
        }),
        invalidatesTags: ['admin identity-checks'],
      }),
      sendThirdfortEmail: build.mutation<SendThirdfortEmailApiResponse, SendThirdfortEmailApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/transactions/${queryArg.transactionId}/thirdfort-email`,
          method: 'POST',
          body: queryArg.thirdfortEmailDto,
        }),
        invalidatesTags: ['admin transactions'],
      }),
      saleStats: build.query<SaleStatsApiResponse, SaleStatsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/stats/transactions`,
          params: {
            month: queryArg.month,
            year: queryArg.year,
          },
        }),
        providesTags: ['admin stats'],
      }),
      solicitorAssignmentStats: build.query<
        SolicitorAssignmentStatsApiResponse,
        SolicitorAssignmentStatsApiArg
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
      foreignCurrencyStats: build.query<
        ForeignCurrencyStatsApiResponse,
        ForeignCurrencyStatsApiArg
      >({
        query: () => ({ url: `/api/admin/stats/foreign-currency` }),
        providesTags: ['admin stats'],
      }),
      mortgageReferralStats: build.query<
        MortgageReferralStatsApiResponse,
        MortgageReferralStatsApiArg
      >({
        query: () => ({ url: `/api/admin/stats/mortgage-referrals` }),
        providesTags: ['admin stats'],
      }),
      saleTracker: build.query<SaleTrackerApiResponse, SaleTrackerApiArg>({
        query: (queryArg) => ({ url: `/api/tracker/sales/${queryArg.transactionId}` }),
        providesTags: ['tracker'],
      }),
      purchaseTracker: build.query<PurchaseTrackerApiResponse, PurchaseTrackerApiArg>({
        query: (queryArg) => ({ url: `/api/tracker/purchases/${queryArg.purchaseIntentId}` }),
        providesTags: ['tracker'],
      }),
      progressEmails: build.query<ProgressEmailsApiResponse, ProgressEmailsApiArg>({
        query: () => ({ url: `/api/me/progress-emails` }),
        providesTags: ['progress-emails'],
      }),
      setProgressEmails: build.mutation<SetProgressEmailsApiResponse, SetProgressEmailsApiArg>({
        query: (queryArg) => ({
          url: `/api/me/progress-emails`,
          method: 'PUT',
          body: queryArg.updateProgressEmailsSettingDto,
        }),
        invalidatesTags: ['progress-emails'],
      }),
      unsubscribeProgressEmails: build.mutation<
        UnsubscribeProgressEmailsApiResponse,
        UnsubscribeProgressEmailsApiArg
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
      requestSaleChange: build.mutation<RequestSaleChangeApiResponse, RequestSaleChangeApiArg>({
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
      requestPurchaseChange: build.mutation<
        RequestPurchaseChangeApiResponse,
        RequestPurchaseChangeApiArg
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
      myDataRights: build.query<MyDataRightsApiResponse, MyDataRightsApiArg>({
        query: () => ({ url: `/api/me/data-rights` }),
        providesTags: ['data-rights'],
      }),
      requestExport: build.mutation<RequestExportApiResponse, RequestExportApiArg>({
        query: () => ({ url: `/api/me/data-exports`, method: 'POST' }),
        invalidatesTags: ['data-rights'],
      }),
      downloadDataExport: build.query<DownloadDataExportApiResponse, DownloadDataExportApiArg>({
        query: (queryArg) => ({ url: `/api/me/data-exports/${queryArg.id}/download` }),
        providesTags: ['data-rights'],
      }),
      requestErasure: build.mutation<RequestErasureApiResponse, RequestErasureApiArg>({
        query: () => ({ url: `/api/me/erasure-request`, method: 'POST' }),
        invalidatesTags: ['data-rights'],
      }),
      erasureRequests: build.query<ErasureRequestsApiResponse, ErasureRequestsApiArg>({
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
      erasureRequest: build.query<ErasureRequestApiResponse, ErasureRequestApiArg>({
        query: (queryArg) => ({ url: `/api/admin/erasure-requests/${queryArg.id}` }),
        providesTags: ['admin erasure-requests'],
      }),
      carryOutErasure: build.mutation<CarryOutErasureApiResponse, CarryOutErasureApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/erasure-requests/${queryArg.id}/erase`,
          method: 'POST',
        }),
        invalidatesTags: ['admin erasure-requests'],
      }),
      accessRecords: build.query<AccessRecordsApiResponse, AccessRecordsApiArg>({
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
export type QueueSummaryApiResponse = /** status 200  */ QueueSummaryDto[];
export type QueueSummaryApiArg = void;
export type FailedJobsApiResponse = /** status 200  */ FailedJobsDto;
export type FailedJobsApiArg = {
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
    | 'milestones.refresh-progress'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
};
export type RetryJobApiResponse = unknown;
export type RetryJobApiArg = {
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
    | 'milestones.refresh-progress'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  id: string;
};
export type DiscardJobApiResponse = unknown;
export type DiscardJobApiArg = {
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
    | 'milestones.refresh-progress'
    | 'data-rights.export'
    | 'data-rights.retention'
    | 'access-records.expire';
  id: string;
};
export type DevMailboxApiResponse = /** status 200  */ MailboxMessageDto[];
export type DevMailboxApiArg = void;
export type HealthApiResponse = /** status 200  */ HealthDto;
export type HealthApiArg = void;
export type LivenessApiResponse = /** status 200  */ LivenessDto;
export type LivenessApiArg = void;
export type ReadinessApiResponse = /** status 200  */ ReadinessDto;
export type ReadinessApiArg = void;
export type PublicConfigApiResponse = /** status 200  */ PublicConfigDto;
export type PublicConfigApiArg = void;
export type BusinessTimeApiResponse = /** status 200  */ BusinessTimeDto;
export type BusinessTimeApiArg = void;
export type AdvanceBusinessTimeApiResponse = /** status 200  */ BusinessTimeDto;
export type AdvanceBusinessTimeApiArg = {
  advanceTimeDto: AdvanceTimeDto;
};
export type SignUpApiResponse = /** status 200  */ SignUpResponseDto;
export type SignUpApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signUpDto: SignUpDto;
};
export type SignInApiResponse = /** status 200  */ SignInResponseDto;
export type SignInApiArg = {
  /** reCAPTCHA v3 token for the login action */
  'X-Recaptcha-Token': string;
  signInDto: SignInDto;
};
export type VerifyUserApiResponse = /** status 200  */ VerifyUserResponseDto;
export type VerifyUserApiArg = {
  /** Bearer <magic-link token> */
  authorization: string;
};
export type SignOutApiResponse = /** status 200  */ SuccessDto;
export type SignOutApiArg = void;
export type SignOutEverywhereApiResponse = /** status 200  */ SuccessDto;
export type SignOutEverywhereApiArg = void;
export type VerifyRecaptchaApiResponse = /** status 200  */ RecaptchaResultDto;
export type VerifyRecaptchaApiArg = {
  /** The human-check token (reCAPTCHA v3, login action) */
  token: string;
};
export type RegistrationOptionsApiResponse = /** status 200  */ WebAuthnOptionsDto;
export type RegistrationOptionsApiArg = void;
export type RegisterPasskeyApiResponse = /** status 200  */ PasskeyAddedDto;
export type RegisterPasskeyApiArg = {
  registerPasskeyDto: RegisterPasskeyDto;
};
export type AuthenticationOptionsApiResponse = /** status 200  */ WebAuthnOptionsDto;
export type AuthenticationOptionsApiArg = void;
export type VerifyPasskeyApiResponse = /** status 200  */ SecondFactorPassedDto;
export type VerifyPasskeyApiArg = {
  verifyPasskeyDto: VerifyPasskeyDto;
};
export type VerifyRecoveryCodeApiResponse = /** status 200  */ SecondFactorPassedDto;
export type VerifyRecoveryCodeApiArg = {
  recoveryCodeDto: RecoveryCodeDto;
};
export type SecuritySummaryApiResponse = /** status 200  */ SecuritySummaryDto;
export type SecuritySummaryApiArg = void;
export type RenamePasskeyApiResponse = /** status 200  */ PasskeyDto;
export type RenamePasskeyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  renamePasskeyDto: RenamePasskeyDto;
};
export type RemovePasskeyApiResponse = /** status 200  */ SecuritySummaryDto;
export type RemovePasskeyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type RegenerateCodesApiResponse = /** status 200  */ RecoveryCodesDto;
export type RegenerateCodesApiArg = void;
export type CurrentUserApiResponse = /** status 200  */ CurrentUserDto;
export type CurrentUserApiArg = void;
export type UserApiResponse = /** status 200  */ UserDto;
export type UserApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateCurrentUserApiResponse = /** status 200  */ UserDto;
export type UpdateCurrentUserApiArg = {
  updateUserDto: UpdateUserDto;
};
export type AdminUsersApiResponse = /** status 200  */ AdminUserPageDto;
export type AdminUsersApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
  /** 'true' active users (the default), 'false' inactive ones (deactivated or never activated), 'deactivated' those staff deactivated, 'all' everyone */
  isActive?: 'all' | 'true' | 'false' | 'deactivated';
  /** 'admin' the back office's staff, 'customer' customers, 'all' both (the default) */
  type?: 'all' | 'customer' | 'admin';
};
export type CreateRepresentativeApiResponse = /** status 201  */ CreatedIdDto;
export type CreateRepresentativeApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createActiveCustomerDto: CreateActiveCustomerDto;
};
export type UserByEmailApiResponse = /** status 200  */ UserDto;
export type UserByEmailApiArg = {
  email: string;
};
export type AdminUserApiResponse = /** status 200  */ UserDto;
export type AdminUserApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type CorrectUserApiResponse = /** status 200  */ UserDto;
export type CorrectUserApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  correctUserDto: CorrectUserDto;
};
export type AdminUserSalesApiResponse = /** status 200  */ AdminUserSalePageDto;
export type AdminUserSalesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
};
export type AdminUserPurchasesApiResponse = /** status 200  */ AdminUserPurchasePageDto;
export type AdminUserPurchasesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
};
export type AdminUserEventsApiResponse = /** status 200  */ EventDto[];
export type AdminUserEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type DeactivateUserApiResponse = /** status 200  */ UserDto;
export type DeactivateUserApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type ReactivateUserApiResponse = /** status 200  */ UserDto;
export type ReactivateUserApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type RecordHistoryApiResponse = /** status 200  */ HistoryPageDto;
export type RecordHistoryApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
  /** The record whose changes to list: an estate agent, a brand, a law firm, a lawyer group, a company or a user */
  subjectId: string;
};
export type RequestCallbackApiResponse = /** status 200  */ ContactResponseDto;
export type RequestCallbackApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type RequestCallbackAtOldAddressApiResponse = /** status 200  */ ContactResponseDto;
export type RequestCallbackAtOldAddressApiArg = {
  contactRequestDto: ContactRequestDto;
};
export type AdminConfigApiResponse = /** status 200  */ AdminConfigDto;
export type AdminConfigApiArg = void;
export type UpdateAdminConfigApiResponse = /** status 200  */ AdminConfigDto;
export type UpdateAdminConfigApiArg = {
  updateAdminConfigDto: UpdateAdminConfigDto;
};
export type AdminConfigEventsApiResponse = /** status 200  */ EventDto[];
export type AdminConfigEventsApiArg = void;
export type ConfigHistoryApiResponse = /** status 200  */ HistoryPageDto;
export type ConfigHistoryApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
};
export type CreatePropertyApiResponse = /** status 201  */ PropertyDto;
export type CreatePropertyApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createPropertyDto: CreatePropertyDto;
};
export type PropertiesAtPostcodeApiResponse = /** status 200  */ PropertyOptionDto[];
export type PropertiesAtPostcodeApiArg = {
  /** A UK postcode */
  postcode: string;
};
export type PropertyApiResponse = /** status 200  */ PropertyDto;
export type PropertyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdatePropertyApiResponse = /** status 200  */ PropertyDto;
export type UpdatePropertyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  updatePropertyDto: UpdatePropertyDto;
};
export type AdminPropertyApiResponse = /** status 200  */ PropertyDto;
export type AdminPropertyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AddressSuggestionsApiResponse = /** status 200  */ AddressSuggestionDto[];
export type AddressSuggestionsApiArg = {
  /** What the user typed: a postcode or the start of an address (3+ characters) */
  query?: string;
  /** Country to search: ISO 3166-1 alpha-2 code or name (default GB) */
  country?: string;
  /** Id of a container suggestion (Postcode, Street) to open */
  containerId?: string;
};
export type AddressDetailsApiResponse = /** status 200  */ AddressDto;
export type AddressDetailsApiArg = {
  /** Id of a suggestion whose Type is 'Address' */
  id: string;
};
export type CountriesApiResponse = /** status 200  */ CountryDto[];
export type CountriesApiArg = void;
export type EstateAgentChoicesApiResponse = /** status 200  */ EstateAgentChoicesDto;
export type EstateAgentChoicesApiArg = void;
export type EstateAgentsApiResponse = /** status 200  */ EstateAgentPageDto;
export type EstateAgentsApiArg = {
  /** Only this brand's agents (its _id) */
  brand?: string;
  /** Part of the office name, the brand, or a valuer name or e-mail */
  searchValue?: string;
  /** Rows to skip */
  offset?: number;
  /** Where the page ends (page size × page), as the list page sends it */
  limit?: number;
};
export type CreateEstateAgentApiResponse = /** status 201  */ EstateAgentDto;
export type CreateEstateAgentApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  estateAgentBodyDto: EstateAgentBodyDto;
};
export type EstateAgentApiResponse = /** status 200  */ EstateAgentDto;
export type EstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateEstateAgentApiResponse = /** status 200  */ EstateAgentDto;
export type UpdateEstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  estateAgentBodyDto: EstateAgentBodyDto;
};
export type EstateAgentEventsApiResponse = /** status 200  */ EventDto[];
export type EstateAgentEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type BrandsApiResponse = /** status 200  */ BrandDto[];
export type BrandsApiArg = void;
export type CreateBrandApiResponse = /** status 201  */ BrandDto;
export type CreateBrandApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  brandBodyDto: BrandBodyDto;
};
export type RenameBrandApiResponse = /** status 200  */ BrandDto;
export type RenameBrandApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  brandBodyDto: BrandBodyDto;
};
export type DeleteBrandApiResponse = unknown;
export type DeleteBrandApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type BrandEventsApiResponse = /** status 200  */ EventDto[];
export type BrandEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type CreateSaleApiResponse = /** status 201  */ TransactionDto;
export type CreateSaleApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createTransactionDto: CreateTransactionDto;
};
export type UserSalesApiResponse = /** status 200  */ TransactionDto[];
export type UserSalesApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type LatestSaleApiResponse = /** status 200  */ LatestTransactionDto;
export type LatestSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type SalesOfUserPurchasesApiResponse = /** status 200  */ LinkedTransactionDto[];
export type SalesOfUserPurchasesApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type SaleOfPurchaseApiResponse = /** status 200  */ LinkedTransactionDto;
export type SaleOfPurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SaleApiResponse = /** status 200  */ TransactionDto;
export type SaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateSaleApiResponse = /** status 200  */ TransactionDto;
export type UpdateSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** 'true' records that the seller accepted the terms and conditions */
  termsAndConditions?: 'true' | 'false';
  updateTransactionDto: UpdateTransactionDto;
};
export type ApplyReferralCodeApiResponse = /** status 200  */ TransactionDto;
export type ApplyReferralCodeApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  applyReferralCodeDto: ApplyReferralCodeDto;
};
export type ChooseEstateAgentApiResponse = /** status 200  */ TransactionDto;
export type ChooseEstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  setEstateAgentDto: SetEstateAgentDto;
};
export type ChooseEstateAgentStatusApiResponse = /** status 200  */ TransactionDto;
export type ChooseEstateAgentStatusApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  setEstateAgentStatusDto: SetEstateAgentStatusDto;
};
export type CorrectSaleDetailsApiResponse = /** status 200  */ CorrectedSaleDto;
export type CorrectSaleDetailsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  correctSaleDetailsDto: CorrectSaleDetailsDto;
};
export type AddCoSellerApiResponse = /** status 201  */ CorrectedSaleDto;
export type AddCoSellerApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  coSellerDto: CoSellerDto;
};
export type RemoveCoSellerApiResponse = /** status 200  */ CorrectedSaleDto;
export type RemoveCoSellerApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** A record id: 24 hexadecimal characters */
  personId: string;
};
export type SetCustomerTypeApiResponse = /** status 200  */ CorrectedSaleDto;
export type SetCustomerTypeApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  setCustomerTypeDto: SetCustomerTypeDto;
};
export type WithdrawSaleApiResponse = /** status 200  */ CorrectedSaleDto;
export type WithdrawSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  withdrawSaleDto: WithdrawSaleDto;
};
export type ArchiveSaleApiResponse = /** status 200  */ CorrectedSaleDto;
export type ArchiveSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  saleStateCommentsDto: SaleStateCommentsDto;
};
export type ReinstateSaleApiResponse = /** status 200  */ CorrectedSaleDto;
export type ReinstateSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  saleStateCommentsDto: SaleStateCommentsDto;
};
export type UnassignEstateAgentApiResponse = /** status 200  */ CorrectedSaleDto;
export type UnassignEstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SetEstateAgentApiResponse = /** status 200  */ AdminTransactionDetailDto;
export type SetEstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  assignEstateAgentDto: AssignEstateAgentDto;
};
export type UnassignSolicitorApiResponse = /** status 200  */ CorrectedSaleDto;
export type UnassignSolicitorApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  side: 'seller' | 'buyer';
};
export type AdminSalesApiResponse = /** status 200  */ AdminTransactionPageDto;
export type AdminSalesApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
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
  /** 'true' sales where someone's identity check failed and nobody checked them again, 'false' the others; all when absent */
  thirdfortChecksFailed?: 'true' | 'false';
  /** Sales in progress (sale agreed, not completed, fallen through or withdrawn) with this status today: red when the exchange or completion day has passed or a step is more than 10 days late, amber when a step is late, on_track otherwise */
  progress?: 'on_track' | 'amber' | 'red';
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
export type ExportSalesApiResponse = /** status 200 The CSV file, with a byte-order mark */ Blob;
export type ExportSalesApiArg = {
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
  /** 'true' sales where someone's identity check failed and nobody checked them again, 'false' the others; all when absent */
  thirdfortChecksFailed?: 'true' | 'false';
  /** Sales in progress (sale agreed, not completed, fallen through or withdrawn) with this status today: red when the exchange or completion day has passed or a step is more than 10 days late, amber when a step is late, on_track otherwise */
  progress?: 'on_track' | 'amber' | 'red';
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
export type SellerSalesApiResponse = /** status 200  */ TransactionDto[];
export type SellerSalesApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type AdminSaleApiResponse = /** status 200  */ AdminTransactionDetailDto;
export type AdminSaleApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SaleMilestonesApiResponse = /** status 200  */ EventDto[];
export type SaleMilestonesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SetTagsApiResponse = /** status 200  */ AdminTransactionDetailDto;
export type SetTagsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  updateTagsDto: UpdateTagsDto;
};
export type AssignLawyerGroupsApiResponse = /** status 200  */ AdminTransactionDetailDto;
export type AssignLawyerGroupsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  assignLawyerGroupsDto: AssignLawyerGroupsDto;
};
export type AdminSaleEventsApiResponse = /** status 200  */ EventDto[];
export type AdminSaleEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SetEstateAgentStatusApiResponse = /** status 200  */ TransactionDto;
export type SetEstateAgentStatusApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  setEstateAgentStatusDto: SetEstateAgentStatusDto;
};
export type SaleSearchApiResponse = /** status 200  */ AdminSearchResultDto[];
export type SaleSearchApiArg = {
  /** A seller's or buyer's name or e-mail (or their start), or the property's first address line or postcode (or its start) */
  q: string;
};
export type SaleSearchCountApiResponse = /** status 200  */ AdminSearchCountDto;
export type SaleSearchCountApiArg = {
  /** A seller's or buyer's name or e-mail (or their start), or the property's first address line or postcode (or its start) */
  q: string;
};
export type AtRiskSalesApiResponse = /** status 200  */ AdminTransactionPageDto;
export type AtRiskSalesApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
};
export type GroupsApiResponse = /** status 200  */ TransactionsGroupRowDto[];
export type GroupsApiArg = void;
export type CreateGroupApiResponse = /** status 201  */ TransactionsGroupDto;
export type CreateGroupApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createTransactionsGroupDto: CreateTransactionsGroupDto;
};
export type GroupApiResponse = /** status 200  */ TransactionsGroupDto;
export type GroupApiArg = {
  idOrName: string;
};
export type AssignGroupEstateAgentApiResponse = /** status 200  */ TransactionsGroupDto;
export type AssignGroupEstateAgentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  assignEstateAgentDto: AssignEstateAgentDto;
};
export type AssignGroupLawyerGroupsApiResponse = /** status 200  */ TransactionsGroupDto;
export type AssignGroupLawyerGroupsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  assignLawyerGroupsDto: AssignLawyerGroupsDto;
};
export type ValidateReferralCodeApiResponse = /** status 200 true or false */ boolean;
export type ValidateReferralCodeApiArg = {
  validateReferralCodeDto: ValidateReferralCodeDto;
};
export type MortgageProvidersApiResponse = /** status 200  */ MortgageProvidersDto;
export type MortgageProvidersApiArg = void;
export type CreatePurchaseApiResponse = /** status 201  */ PurchaseIntentDto;
export type CreatePurchaseApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createPurchaseIntentDto: CreatePurchaseIntentDto;
};
export type UserPurchasesApiResponse = /** status 200  */ PurchaseIntentDto[];
export type UserPurchasesApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type ConfirmPurchaseApiResponse = /** status 200  */ PurchaseIntentDto;
export type ConfirmPurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type PurchaseApiResponse = /** status 200  */ PurchaseIntentDto;
export type PurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdatePurchaseApiResponse = /** status 200  */ PurchaseIntentDto;
export type UpdatePurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** 'true' records that the buyer accepted the terms and conditions */
  termsAndConditions?: 'true' | 'false';
  updatePurchaseIntentDto: UpdatePurchaseIntentDto;
};
export type CreatePurchaseForBuyerApiResponse = /** status 201  */ PurchaseIntentDto;
export type CreatePurchaseForBuyerApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  adminCreatePurchaseIntentDto: AdminCreatePurchaseIntentDto;
};
export type BuyerPurchasesApiResponse = /** status 200  */ PurchaseIntentDto[];
export type BuyerPurchasesApiArg = {
  /** A record id: 24 hexadecimal characters */
  userId: string;
};
export type AdminPurchaseApiResponse = /** status 200  */ PurchaseIntentDto;
export type AdminPurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SetSignificantDatesApiResponse = /** status 200  */ PurchaseIntentDto;
export type SetSignificantDatesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** The significant_dates_version read (as the body's version) */
  'if-match'?: string;
  significantDatesDto: SignificantDatesDto;
};
export type MovePurchaseApiResponse = /** status 200  */ PurchaseIntentDto;
export type MovePurchaseApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  movePurchaseIntentDto: MovePurchaseIntentDto;
};
export type MilestonesApiResponse = /** status 200  */ SaleMilestonesDto;
export type MilestonesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type RecordMilestoneApiResponse = /** status 201  */ MilestoneRecordDto;
export type RecordMilestoneApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  recordMilestoneDto: RecordMilestoneDto;
};
export type RequestSaleUpdateApiResponse = /** status 201  */ UpdateRequestDto;
export type RequestSaleUpdateApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
};
export type RequestPurchaseUpdateApiResponse = /** status 201  */ UpdateRequestDto;
export type RequestPurchaseUpdateApiArg = {
  /** A record id: 24 hexadecimal characters */
  purchaseIntentId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
};
export type UpdateRequestsApiResponse = /** status 200  */ UpdateRequestDto[];
export type UpdateRequestsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AnswerUpdateRequestApiResponse = /** status 201  */ UpdateRequestDto;
export type AnswerUpdateRequestApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** A record id: 24 hexadecimal characters */
  requestId: string;
  answerUpdateRequestDto: AnswerUpdateRequestDto;
};
export type LawFirmsApiResponse = /** status 200  */ LawFirmDto[];
export type LawFirmsApiArg = void;
export type CreateLawFirmApiResponse = /** status 201  */ LawFirmDto;
export type CreateLawFirmApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  lawFirmBodyDto: LawFirmBodyDto;
};
export type LawFirmApiResponse = /** status 200  */ LawFirmDto;
export type LawFirmApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateLawFirmApiResponse = /** status 200  */ LawFirmDto;
export type UpdateLawFirmApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  lawFirmBodyDto: LawFirmBodyDto;
};
export type LawFirmEventsApiResponse = /** status 200  */ EventDto[];
export type LawFirmEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type LawyerGroupsApiResponse = /** status 200  */ LawyerGroupDto[];
export type LawyerGroupsApiArg = {
  /** Only this law firm's groups (its _id) */
  lawFirm?: string;
};
export type CreateLawyerGroupApiResponse = /** status 201  */ LawyerGroupDto;
export type CreateLawyerGroupApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  lawyerGroupBodyDto: LawyerGroupBodyDto;
};
export type LawyerGroupApiResponse = /** status 200  */ LawyerGroupDto;
export type LawyerGroupApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateLawyerGroupApiResponse = /** status 200  */ LawyerGroupDto;
export type UpdateLawyerGroupApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  lawyerGroupBodyDto: LawyerGroupBodyDto;
};
export type LawyerGroupEventsApiResponse = /** status 200  */ EventDto[];
export type LawyerGroupEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AdminCompaniesApiResponse = /** status 200  */ AdminCompanyPageDto;
export type AdminCompaniesApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
  /** Part of the company's name, or the start of its number */
  q?: string;
};
export type CreateCompanyApiResponse = /** status 201  */ CreatedIdDto;
export type CreateCompanyApiArg = {
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  companyBodyDto: CompanyBodyDto;
};
export type CompanyByNumberApiResponse = /** status 200  */ CompanyDto;
export type CompanyByNumberApiArg = {
  companyNumber: string;
};
export type AdminCompanyApiResponse = /** status 200  */ CompanyDto;
export type AdminCompanyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type UpdateCompanyApiResponse = /** status 200  */ CompanyDto;
export type UpdateCompanyApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  companyBodyDto: CompanyBodyDto;
};
export type AdminCompanySalesApiResponse = /** status 200  */ AdminCompanySalePageDto;
export type AdminCompanySalesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
};
export type AdminCompanyEventsApiResponse = /** status 200  */ EventDto[];
export type AdminCompanyEventsApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type CreatePaymentCustomerApiResponse = /** status 200  */ StripeCustomerDto;
export type CreatePaymentCustomerApiArg = void;
export type CreatePaymentIntentApiResponse = /** status 200  */ PaymentIntentResponseDto;
export type CreatePaymentIntentApiArg = {
  createPaymentIntentDto: CreatePaymentIntentDto;
};
export type PaymentStatusApiResponse = /** status 200  */ PaymentStatusDto;
export type PaymentStatusApiArg = {
  /** The card provider's payment intent id */
  id: string;
};
export type DevConfirmPaymentApiResponse = /** status 200  */ SimulatedConfirmResultDto;
export type DevConfirmPaymentApiArg = {
  simulatedConfirmDto: SimulatedConfirmDto;
};
export type DevPaymentIntentApiResponse = /** status 200  */ SimulatedPaymentIntentDto;
export type DevPaymentIntentApiArg = {
  clientSecret: string;
};
export type SaleReceiptApiResponse = /** status 200 The PDF, as an attachment */ Blob;
export type SaleReceiptApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AdminSaleReceiptApiResponse = /** status 200 The PDF, as an attachment */ Blob;
export type AdminSaleReceiptApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type HomeCardsApiResponse = /** status 200  */ HomeDashboardDto;
export type HomeCardsApiArg = void;
export type ExportInvoicingApiResponse =
  /** status 200 The CSV file, with a byte-order mark */ Blob;
export type ExportInvoicingApiArg = {
  /** The month of the solicitors assignments */
  month: string;
};
export type InvoicingFilesApiResponse = /** status 200  */ InvoiceFileDto[];
export type InvoicingFilesApiArg = void;
export type InvoicingFileApiResponse = /** status 200 The CSV file, with a byte-order mark */ Blob;
export type InvoicingFileApiArg = {
  /** The month of the solicitors assignments */
  month: string;
};
export type AdditionalRequestsApiResponse = /** status 200  */ AdditionalRequestDto[];
export type AdditionalRequestsApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type CreateAdditionalRequestApiResponse = /** status 201  */ AdditionalRequestDto;
export type CreateAdditionalRequestApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createAdditionalRequestDto: CreateAdditionalRequestDto;
};
export type UpdateAdditionalRequestApiResponse = /** status 200  */ AdditionalRequestDto;
export type UpdateAdditionalRequestApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  updateAdditionalRequestDto: UpdateAdditionalRequestDto;
};
export type SaleDocumentsApiResponse = /** status 200  */ CustomerDocumentsDto;
export type SaleDocumentsApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type PurchaseDocumentsApiResponse = /** status 200  */ CustomerDocumentsDto;
export type PurchaseDocumentsApiArg = {
  /** A record id: 24 hexadecimal characters */
  purchaseIntentId: string;
};
export type UploadSaleDocumentApiResponse = /** status 201  */ CustomerDocumentDto;
export type UploadSaleDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  uploadFileDto: UploadFileDto;
};
export type UploadPurchaseDocumentApiResponse = /** status 201  */ CustomerDocumentDto;
export type UploadPurchaseDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  purchaseIntentId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  uploadFileDto: UploadFileDto;
};
export type AnswerRequestWithFileApiResponse = /** status 201  */ CustomerDocumentDto;
export type AnswerRequestWithFileApiArg = {
  /** A record id: 24 hexadecimal characters */
  requestId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  uploadFileDto: UploadFileDto;
};
export type AnswerFeeApprovalApiResponse = /** status 200  */ CustomerRequestDto;
export type AnswerFeeApprovalApiArg = {
  /** A record id: 24 hexadecimal characters */
  requestId: string;
  feeApprovalAnswerDto: FeeApprovalAnswerDto;
};
export type DownloadDocumentApiResponse = /** status 200 The file */ Blob;
export type DownloadDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AdminDocumentsApiResponse = /** status 200  */ AdminDocumentDto[];
export type AdminDocumentsApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type AdminUploadDocumentApiResponse = /** status 201  */ AdminDocumentDto;
export type AdminUploadDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  adminUploadFileDto: AdminUploadFileDto;
};
export type SetDocumentVisibilityApiResponse = /** status 200  */ AdminDocumentDto;
export type SetDocumentVisibilityApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  documentVisibilityDto: DocumentVisibilityDto;
};
export type AcceptDocumentApiResponse = /** status 200  */ AdminDocumentDto;
export type AcceptDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type RejectDocumentApiResponse = /** status 200  */ AdminDocumentDto;
export type RejectDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  rejectDocumentDto: RejectDocumentDto;
};
export type AdminDownloadDocumentApiResponse = /** status 200 The file */ Blob;
export type AdminDownloadDocumentApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Serve a PDF, JPEG or PNG inline (for the preview), sandboxed */
  inline?: '1';
};
export type NotesApiResponse = /** status 200  */ NoteDto[];
export type NotesApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AddNoteApiResponse = /** status 201  */ NoteDto;
export type AddNoteApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createNoteDto: CreateNoteDto;
};
export type UpdateNoteApiResponse = /** status 200  */ NoteDto;
export type UpdateNoteApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** A record id: 24 hexadecimal characters */
  noteId: string;
  updateNoteDto: UpdateNoteDto;
};
export type DeleteNoteApiResponse = unknown;
export type DeleteNoteApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** A record id: 24 hexadecimal characters */
  noteId: string;
};
export type SearchesApiResponse = /** status 200  */ SearchesDto;
export type SearchesApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type OrderSearchesApiResponse = /** status 201  */ SearchesDto;
export type OrderSearchesApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  orderSearchesDto: OrderSearchesDto;
};
export type SearchResultApiResponse = /** status 200 The document */ Blob;
export type SearchResultApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type IdentityChecksApiResponse = /** status 200  */ IdentityChecksDto;
export type IdentityChecksApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type OrderIdentityCheckApiResponse = /** status 201  */ IdentityCheckDto;
export type OrderIdentityCheckApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  createIdentityCheckDto: CreateIdentityCheckDto;
};
export type IdentityCheckDetailsApiResponse = /** status 200  */ IdentityCheckDetailsDto;
export type IdentityCheckDetailsApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type AbortIdentityCheckApiResponse = /** status 200  */ IdentityCheckDto;
export type AbortIdentityCheckApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type ReorderIdentityCheckApiResponse = /** status 201  */ IdentityCheckDto;
export type ReorderIdentityCheckApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type SendThirdfortEmailApiResponse = /** status 200  */ MessageDto;
export type SendThirdfortEmailApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
  thirdfortEmailDto: ThirdfortEmailDto;
};
export type SaleStatsApiResponse = /** status 200  */ MonthlyTransactionCountDto;
export type SaleStatsApiArg = {
  month: number;
  year: number;
};
export type SolicitorAssignmentStatsApiResponse = /** status 200  */ SolicitorAssignmentRowDto[];
export type SolicitorAssignmentStatsApiArg = {
  month: number;
  year: number;
};
export type ForeignCurrencyStatsApiResponse = /** status 200  */ ReferralRowDto[];
export type ForeignCurrencyStatsApiArg = void;
export type MortgageReferralStatsApiResponse = /** status 200  */ ReferralRowDto[];
export type MortgageReferralStatsApiArg = void;
export type SaleTrackerApiResponse = /** status 200  */ TrackerDto;
export type SaleTrackerApiArg = {
  /** A record id: 24 hexadecimal characters */
  transactionId: string;
};
export type PurchaseTrackerApiResponse = /** status 200  */ TrackerDto;
export type PurchaseTrackerApiArg = {
  /** A record id: 24 hexadecimal characters */
  purchaseIntentId: string;
};
export type ProgressEmailsApiResponse = /** status 200  */ ProgressEmailsSettingDto;
export type ProgressEmailsApiArg = void;
export type SetProgressEmailsApiResponse = /** status 200  */ ProgressEmailsSettingDto;
export type SetProgressEmailsApiArg = {
  updateProgressEmailsSettingDto: UpdateProgressEmailsSettingDto;
};
export type UnsubscribeProgressEmailsApiResponse = /** status 200  */ ProgressEmailsSettingDto;
export type UnsubscribeProgressEmailsApiArg = {
  /** The user's id, from the e-mail's link */
  user: string;
  /** The token from the e-mail link */
  token: string;
};
export type RequestSaleChangeApiResponse = /** status 201  */ ChangeRequestReceiptDto;
export type RequestSaleChangeApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createChangeRequestDto: CreateChangeRequestDto;
};
export type RequestPurchaseChangeApiResponse = /** status 201  */ ChangeRequestReceiptDto;
export type RequestPurchaseChangeApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
  /** Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours. */
  'Idempotency-Key'?: string;
  createChangeRequestDto: CreateChangeRequestDto;
};
export type MyDataRightsApiResponse = /** status 200  */ MyDataRightsDto;
export type MyDataRightsApiArg = void;
export type RequestExportApiResponse = /** status 200  */ DataExportDto;
export type RequestExportApiArg = void;
export type DownloadDataExportApiResponse = /** status 200 The ZIP */ Blob;
export type DownloadDataExportApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type RequestErasureApiResponse = /** status 200  */ ErasureRequestDto;
export type RequestErasureApiArg = void;
export type ErasureRequestsApiResponse = /** status 200  */ AdminErasureRequestPageDto;
export type ErasureRequestsApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
  limit?: number;
  status?: 'pending' | 'erased';
};
export type ErasureRequestApiResponse = /** status 200  */ AdminErasureRequestDto;
export type ErasureRequestApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type CarryOutErasureApiResponse = /** status 200  */ AdminErasureRequestDto;
export type CarryOutErasureApiArg = {
  /** A record id: 24 hexadecimal characters */
  id: string;
};
export type AccessRecordsApiResponse = /** status 200  */ AccessRecordPageDto;
export type AccessRecordsApiArg = {
  /** Rows to skip */
  skip?: number;
  /** Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows') */
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
    | 'milestones.refresh-progress'
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
export type ErrorDto = {
  statusCode: number;
  /** What went wrong, in the spec's words; validation errors list one per field */
  message: string | string[];
  error: string;
  /** A stable code for the failure, where it has one (for example SALE_LOCKED) */
  code?: string;
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
    | 'milestones.refresh-progress'
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
  /** Mobile number; UK numbers may be written nationally. A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** A postcode of the address's country (GB when country_iso_2 is absent): for GB, outward and inward codes such as SW1A 1AA; case and spaces are free */
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
  phone_number: string;
  correspondence_address: AddressDto;
};
export type CorrectUserDto = {
  first_name?: string;
  /** null clears it */
  middle_name?: string | null;
  last_name?: string;
  email?: string;
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
  phone_number?: string;
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
  /** A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** Progression target: days from sale agreed to exchange */
  sale_agreed_to_exchange_days: number;
  /** Progression target: days from exchange to completion */
  exchange_to_completion_days: number;
  /** Progression target: working days for searches to come back */
  searches_working_days: number;
};
export type UpdateAdminConfigDto = {
  benchmark_in_days?: number;
  /** Pence per record; null turns invoicing off */
  invoicing_amount?: number | null;
  /** The whole list: each tag non-empty (trimmed) and unique (any case) */
  tags?: string[];
  /** YYYY-MM-DD (or an ISO date-time); null clears it */
  thirdfort_v2_switchover_date?: string | null;
  sale_agreed_to_exchange_days?: number;
  exchange_to_completion_days?: number;
  searches_working_days?: number;
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
  /** A mobile number; UK numbers may be written nationally. Stored as E.164 (+44…).. A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
export type LawFirmDto = {
  _id: string;
  name: string;
  email?: string | null;
  phone_number?: string | null;
  address?: LawFirmAddressDto | null;
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
  invoicing_address?: LawFirmAddressDto | null;
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
  /** The version of the significant dates: send it back with a change (version, or If-Match) so that a change made meanwhile is not overwritten */
  significant_dates_version: string;
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
  /** Sellers, active buyers and giftors: none with a pending or complete check, all, or some; failed when someone's check failed and nobody checked them again */
  identity_status: 'outstanding' | 'complete' | 'in progress' | 'failed';
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
export type SaleProgressDto = {
  /** red: the exchange (or completion) day has passed, or a step is more than 10 days late; amber: a step is late; on_track: nothing is late */
  status: 'on_track' | 'amber' | 'red';
  /** Whole days the next step is late */
  lag_days: number;
  /** The step not reached that was expected first */
  next_key:
    | 'sale_agreed'
    | 'solicitors_instructed'
    | 'identity_checks_complete'
    | 'property_information_complete'
    | 'searches_ordered'
    | 'searches_returned'
    | 'draft_contract_issued'
    | 'enquiries_raised'
    | 'enquiries_answered'
    | 'mortgage_offered'
    | 'survey_completed'
    | 'contracts_signed'
    | 'exchanged'
    | 'completion_date_set'
    | 'completed'
    | 'fell_through'
    | 'withdrawn';
  next_expected_at: string;
  /** Due to exchange, or to complete */
  due_key: 'exchanged' | 'completed';
  due_at: string;
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
  /** Thirdfort Checks status icon (admin.md §4 identity status on the feed); failed: someone's check failed and nobody checked them again */
  identity_status: 'outstanding' | 'in progress' | 'complete' | 'failed';
  /** When identity_status is failed: whose check of the sale failed last and why ('Ann Lee: Document expired') */
  identity_failure?: string | null;
  /** Where the sale stands while in progress (sale agreed, not completed, fallen through or withdrawn): status, lag and next step */
  progress: SaleProgressDto | null;
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** Mobile number; stored as E.164 (UK by default). A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** The significant_dates_version the editor read (or send it as If-Match): a change made since then by someone else answers 409 SIGNIFICANT_DATES_CHANGED with the dates as they are now, and changes nothing */
  version?: string;
};
export type MovePurchaseIntentDto = {
  /** The sale (transaction) the purchase belongs to from now on */
  transactionId: string;
  /** Why, for the timelines */
  comments?: string;
};
export type MilestoneRecordDto = {
  _id: string;
  key:
    | 'sale_agreed'
    | 'solicitors_instructed'
    | 'identity_checks_complete'
    | 'property_information_complete'
    | 'searches_ordered'
    | 'searches_returned'
    | 'draft_contract_issued'
    | 'enquiries_raised'
    | 'enquiries_answered'
    | 'mortgage_offered'
    | 'survey_completed'
    | 'contracts_signed'
    | 'exchanged'
    | 'completion_date_set'
    | 'completed'
    | 'fell_through'
    | 'withdrawn';
  occurred_at: string | null;
  /** The day this record plans it for (completion_date_set); none otherwise */
  expected_at: string | null;
  source: 'staff' | 'partner' | 'provider' | 'customer' | 'system';
  /** The author's name: a member of staff, a partner, a provider */
  author_name: string;
  note: string | null;
  reason:
    | (
        | 'mortgage'
        | 'buyer_changed_mind'
        | 'survey'
        | 'chain_break'
        | 'gazumped'
        | 'seller_withdrew'
        | 'other'
      )
    | null;
  reason_details: string | null;
  /** Whether it corrects an earlier record of the same step */
  is_correction: boolean;
  /** The record it corrects */
  supersedes_id: string | null;
  /** When a correction replaced it; none while it is current */
  superseded_at: string | null;
  recorded_at: string;
};
export type SaleMilestoneDto = {
  key:
    | 'sale_agreed'
    | 'solicitors_instructed'
    | 'identity_checks_complete'
    | 'property_information_complete'
    | 'searches_ordered'
    | 'searches_returned'
    | 'draft_contract_issued'
    | 'enquiries_raised'
    | 'enquiries_answered'
    | 'mortgage_offered'
    | 'survey_completed'
    | 'contracts_signed'
    | 'exchanged'
    | 'completion_date_set'
    | 'completed'
    | 'fell_through'
    | 'withdrawn';
  label: string;
  /** What it is a fact of: the sale, or the purchase now going ahead */
  scope: 'sale' | 'purchase';
  occurred_at: string | null;
  /** The day it is expected (from the targets); none before the sale is agreed */
  expected_at: string | null;
  /** Whole days it ran (or is running) past its expected day */
  lag_days: number | null;
  source: ('staff' | 'partner' | 'provider' | 'customer' | 'system') | null;
  author_name: string | null;
  /** Its current record */
  record: MilestoneRecordDto | null;
};
export type ForecastRangeDto = {
  from: string;
  to: string;
  /** The range as an estimate: 'Likely to exchange between 12 and 19 February' */
  text: string;
};
export type ForecastDto = {
  /** None after exchange */
  exchange: ForecastRangeDto | null;
  completion: ForecastRangeDto | null;
  /** How the forecast is made, in a sentence for the reader */
  basis: string;
};
export type SaleMilestonesDto = {
  /** Every step of the catalogue, in order */
  items: SaleMilestoneDto[];
  /** Every record, corrections and those they replaced included, newest first */
  history: MilestoneRecordDto[];
  /** The purchase whose facts these are (the one going ahead); none without a buyer */
  purchase_intent_id: string | null;
  /** None unless in progress: sale agreed, and not completed, fallen through or withdrawn */
  progress: SaleProgressDto | null;
  /** None unless in progress: the likely exchange and completion days, as ranges */
  forecast: ForecastDto | null;
};
export type RecordMilestoneDto = {
  key:
    | 'sale_agreed'
    | 'solicitors_instructed'
    | 'identity_checks_complete'
    | 'property_information_complete'
    | 'searches_ordered'
    | 'searches_returned'
    | 'draft_contract_issued'
    | 'enquiries_raised'
    | 'enquiries_answered'
    | 'mortgage_offered'
    | 'survey_completed'
    | 'contracts_signed'
    | 'exchanged'
    | 'completion_date_set'
    | 'completed'
    | 'fell_through'
    | 'withdrawn';
  /** When it happened. A calendar day (YYYY-MM-DD, or an ISO date-time read as its UK calendar day); kept as that day at midnight UTC */
  occurred_at: string;
  /** completion_date_set only: the day completion is planned for. A calendar day (YYYY-MM-DD, or an ISO date-time read as its UK calendar day); kept as that day at midnight UTC */
  expected_at?: string | null;
  note?: string | null;
  /** fell_through only, and required for it: why the sale fell through */
  reason?:
    | (
        | 'mortgage'
        | 'buyer_changed_mind'
        | 'survey'
        | 'chain_break'
        | 'gazumped'
        | 'seller_withdrew'
        | 'other'
      )
    | null;
  /** fell_through only: the details (required when the reason is 'other') */
  reason_details?: string | null;
};
export type UpdateRequestDto = {
  _id: string;
  /** Who asked */
  side: 'seller' | 'buyer';
  requested_at: string;
  answered_at: string | null;
  answer: string | null;
  answered_by_name: string | null;
};
export type AnswerUpdateRequestDto = {
  answer: string;
};
export type LawFirmBodyDto = {
  name: string;
  email?: string | null;
  /** A mobile number; UK numbers may be written nationally. A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
  phone_number: string;
  address: LawFirmAddressDto;
};
export type LawContactBodyDto = {
  first_name: string;
  last_name: string;
  email?: string | null;
  /** A mobile number; UK numbers may be written nationally. Stored as E.164.. A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too */
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
  /** A customer's request marked done: when; null while open (and for staff notes) */
  doneAt?: string | null;
  /** Who marked it done, by name */
  doneByName?: string | null;
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
  /** A customer's request (source customer): mark it done (true) or open again (false), anyone; on the timeline */
  done?: boolean;
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
  /** The sale is paid: when false, an order needs unpaidOverrideReason (admin.md "paid") */
  salePaid: boolean;
};
export type OrderSearchesDto = {
  /** A flat */
  subBuildingName?: string | null;
  buildingName?: string | null;
  /** Building name or number is required */
  buildingNumber?: string | null;
  /** Searches were ordered before for this sale */
  isReorder: boolean;
  /** Required when the sale is not paid: why the searches are ordered anyway (on the timeline); ignored on a paid sale */
  unpaidOverrideReason?: string | null;
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
  /** While the sale is in progress: when it is likely to exchange and complete, as an estimate */
  forecast: ForecastDto | null;
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
  useQueueSummaryQuery,
  useLazyQueueSummaryQuery,
  useFailedJobsQuery,
  useLazyFailedJobsQuery,
  useRetryJobMutation,
  useDiscardJobMutation,
  useDevMailboxQuery,
  useLazyDevMailboxQuery,
  useHealthQuery,
  useLazyHealthQuery,
  useLivenessQuery,
  useLazyLivenessQuery,
  useReadinessQuery,
  useLazyReadinessQuery,
  usePublicConfigQuery,
  useLazyPublicConfigQuery,
  useBusinessTimeQuery,
  useLazyBusinessTimeQuery,
  useAdvanceBusinessTimeMutation,
  useSignUpMutation,
  useSignInMutation,
  useVerifyUserQuery,
  useLazyVerifyUserQuery,
  useSignOutMutation,
  useSignOutEverywhereMutation,
  useVerifyRecaptchaQuery,
  useLazyVerifyRecaptchaQuery,
  useRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useAuthenticationOptionsMutation,
  useVerifyPasskeyMutation,
  useVerifyRecoveryCodeMutation,
  useSecuritySummaryQuery,
  useLazySecuritySummaryQuery,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useRegenerateCodesMutation,
  useCurrentUserQuery,
  useLazyCurrentUserQuery,
  useUserQuery,
  useLazyUserQuery,
  useUpdateCurrentUserMutation,
  useAdminUsersQuery,
  useLazyAdminUsersQuery,
  useCreateRepresentativeMutation,
  useUserByEmailQuery,
  useLazyUserByEmailQuery,
  useAdminUserQuery,
  useLazyAdminUserQuery,
  useCorrectUserMutation,
  useAdminUserSalesQuery,
  useLazyAdminUserSalesQuery,
  useAdminUserPurchasesQuery,
  useLazyAdminUserPurchasesQuery,
  useAdminUserEventsQuery,
  useLazyAdminUserEventsQuery,
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useRecordHistoryQuery,
  useLazyRecordHistoryQuery,
  useRequestCallbackMutation,
  useRequestCallbackAtOldAddressMutation,
  useAdminConfigQuery,
  useLazyAdminConfigQuery,
  useUpdateAdminConfigMutation,
  useAdminConfigEventsQuery,
  useLazyAdminConfigEventsQuery,
  useConfigHistoryQuery,
  useLazyConfigHistoryQuery,
  useCreatePropertyMutation,
  usePropertiesAtPostcodeQuery,
  useLazyPropertiesAtPostcodeQuery,
  usePropertyQuery,
  useLazyPropertyQuery,
  useUpdatePropertyMutation,
  useAdminPropertyQuery,
  useLazyAdminPropertyQuery,
  useAddressSuggestionsQuery,
  useLazyAddressSuggestionsQuery,
  useAddressDetailsQuery,
  useLazyAddressDetailsQuery,
  useCountriesQuery,
  useLazyCountriesQuery,
  useEstateAgentChoicesQuery,
  useLazyEstateAgentChoicesQuery,
  useEstateAgentsQuery,
  useLazyEstateAgentsQuery,
  useCreateEstateAgentMutation,
  useEstateAgentQuery,
  useLazyEstateAgentQuery,
  useUpdateEstateAgentMutation,
  useEstateAgentEventsQuery,
  useLazyEstateAgentEventsQuery,
  useBrandsQuery,
  useLazyBrandsQuery,
  useCreateBrandMutation,
  useRenameBrandMutation,
  useDeleteBrandMutation,
  useBrandEventsQuery,
  useLazyBrandEventsQuery,
  useCreateSaleMutation,
  useUserSalesQuery,
  useLazyUserSalesQuery,
  useLatestSaleQuery,
  useLazyLatestSaleQuery,
  useSalesOfUserPurchasesQuery,
  useLazySalesOfUserPurchasesQuery,
  useSaleOfPurchaseQuery,
  useLazySaleOfPurchaseQuery,
  useSaleQuery,
  useLazySaleQuery,
  useUpdateSaleMutation,
  useApplyReferralCodeMutation,
  useChooseEstateAgentMutation,
  useChooseEstateAgentStatusMutation,
  useCorrectSaleDetailsMutation,
  useAddCoSellerMutation,
  useRemoveCoSellerMutation,
  useSetCustomerTypeMutation,
  useWithdrawSaleMutation,
  useArchiveSaleMutation,
  useReinstateSaleMutation,
  useUnassignEstateAgentMutation,
  useSetEstateAgentMutation,
  useUnassignSolicitorMutation,
  useAdminSalesQuery,
  useLazyAdminSalesQuery,
  useExportSalesQuery,
  useLazyExportSalesQuery,
  useSellerSalesQuery,
  useLazySellerSalesQuery,
  useAdminSaleQuery,
  useLazyAdminSaleQuery,
  useSaleMilestonesQuery,
  useLazySaleMilestonesQuery,
  useSetTagsMutation,
  useAssignLawyerGroupsMutation,
  useAdminSaleEventsQuery,
  useLazyAdminSaleEventsQuery,
  useSetEstateAgentStatusMutation,
  useSaleSearchQuery,
  useLazySaleSearchQuery,
  useSaleSearchCountQuery,
  useLazySaleSearchCountQuery,
  useAtRiskSalesQuery,
  useLazyAtRiskSalesQuery,
  useGroupsQuery,
  useLazyGroupsQuery,
  useCreateGroupMutation,
  useGroupQuery,
  useLazyGroupQuery,
  useAssignGroupEstateAgentMutation,
  useAssignGroupLawyerGroupsMutation,
  useValidateReferralCodeMutation,
  useMortgageProvidersQuery,
  useLazyMortgageProvidersQuery,
  useCreatePurchaseMutation,
  useUserPurchasesQuery,
  useLazyUserPurchasesQuery,
  useConfirmPurchaseQuery,
  useLazyConfirmPurchaseQuery,
  usePurchaseQuery,
  useLazyPurchaseQuery,
  useUpdatePurchaseMutation,
  useCreatePurchaseForBuyerMutation,
  useBuyerPurchasesQuery,
  useLazyBuyerPurchasesQuery,
  useAdminPurchaseQuery,
  useLazyAdminPurchaseQuery,
  useSetSignificantDatesMutation,
  useMovePurchaseMutation,
  useMilestonesQuery,
  useLazyMilestonesQuery,
  useRecordMilestoneMutation,
  useRequestSaleUpdateMutation,
  useRequestPurchaseUpdateMutation,
  useUpdateRequestsQuery,
  useLazyUpdateRequestsQuery,
  useAnswerUpdateRequestMutation,
  useLawFirmsQuery,
  useLazyLawFirmsQuery,
  useCreateLawFirmMutation,
  useLawFirmQuery,
  useLazyLawFirmQuery,
  useUpdateLawFirmMutation,
  useLawFirmEventsQuery,
  useLazyLawFirmEventsQuery,
  useLawyerGroupsQuery,
  useLazyLawyerGroupsQuery,
  useCreateLawyerGroupMutation,
  useLawyerGroupQuery,
  useLazyLawyerGroupQuery,
  useUpdateLawyerGroupMutation,
  useLawyerGroupEventsQuery,
  useLazyLawyerGroupEventsQuery,
  useAdminCompaniesQuery,
  useLazyAdminCompaniesQuery,
  useCreateCompanyMutation,
  useCompanyByNumberQuery,
  useLazyCompanyByNumberQuery,
  useAdminCompanyQuery,
  useLazyAdminCompanyQuery,
  useUpdateCompanyMutation,
  useAdminCompanySalesQuery,
  useLazyAdminCompanySalesQuery,
  useAdminCompanyEventsQuery,
  useLazyAdminCompanyEventsQuery,
  useCreatePaymentCustomerMutation,
  useCreatePaymentIntentMutation,
  usePaymentStatusQuery,
  useLazyPaymentStatusQuery,
  useDevConfirmPaymentMutation,
  useDevPaymentIntentQuery,
  useLazyDevPaymentIntentQuery,
  useSaleReceiptQuery,
  useLazySaleReceiptQuery,
  useAdminSaleReceiptQuery,
  useLazyAdminSaleReceiptQuery,
  useHomeCardsQuery,
  useLazyHomeCardsQuery,
  useExportInvoicingQuery,
  useLazyExportInvoicingQuery,
  useInvoicingFilesQuery,
  useLazyInvoicingFilesQuery,
  useInvoicingFileQuery,
  useLazyInvoicingFileQuery,
  useAdditionalRequestsQuery,
  useLazyAdditionalRequestsQuery,
  useCreateAdditionalRequestMutation,
  useUpdateAdditionalRequestMutation,
  useSaleDocumentsQuery,
  useLazySaleDocumentsQuery,
  usePurchaseDocumentsQuery,
  useLazyPurchaseDocumentsQuery,
  useUploadSaleDocumentMutation,
  useUploadPurchaseDocumentMutation,
  useAnswerRequestWithFileMutation,
  useAnswerFeeApprovalMutation,
  useDownloadDocumentQuery,
  useLazyDownloadDocumentQuery,
  useAdminDocumentsQuery,
  useLazyAdminDocumentsQuery,
  useAdminUploadDocumentMutation,
  useSetDocumentVisibilityMutation,
  useAcceptDocumentMutation,
  useRejectDocumentMutation,
  useAdminDownloadDocumentQuery,
  useLazyAdminDownloadDocumentQuery,
  useNotesQuery,
  useLazyNotesQuery,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
  useSearchesQuery,
  useLazySearchesQuery,
  useOrderSearchesMutation,
  useSearchResultQuery,
  useLazySearchResultQuery,
  useIdentityChecksQuery,
  useLazyIdentityChecksQuery,
  useOrderIdentityCheckMutation,
  useIdentityCheckDetailsQuery,
  useLazyIdentityCheckDetailsQuery,
  useAbortIdentityCheckMutation,
  useReorderIdentityCheckMutation,
  useSendThirdfortEmailMutation,
  useSaleStatsQuery,
  useLazySaleStatsQuery,
  useSolicitorAssignmentStatsQuery,
  useLazySolicitorAssignmentStatsQuery,
  useForeignCurrencyStatsQuery,
  useLazyForeignCurrencyStatsQuery,
  useMortgageReferralStatsQuery,
  useLazyMortgageReferralStatsQuery,
  useSaleTrackerQuery,
  useLazySaleTrackerQuery,
  usePurchaseTrackerQuery,
  useLazyPurchaseTrackerQuery,
  useProgressEmailsQuery,
  useLazyProgressEmailsQuery,
  useSetProgressEmailsMutation,
  useUnsubscribeProgressEmailsMutation,
  useRequestSaleChangeMutation,
  useRequestPurchaseChangeMutation,
  useMyDataRightsQuery,
  useLazyMyDataRightsQuery,
  useRequestExportMutation,
  useDownloadDataExportQuery,
  useLazyDownloadDataExportQuery,
  useRequestErasureMutation,
  useErasureRequestsQuery,
  useLazyErasureRequestsQuery,
  useErasureRequestQuery,
  useLazyErasureRequestQuery,
  useCarryOutErasureMutation,
  useAccessRecordsQuery,
  useLazyAccessRecordsQuery,
} = injectedRtkApi;
