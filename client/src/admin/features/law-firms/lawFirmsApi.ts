import { api } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess } from '@/api/tags';

export const LAW_FIRM_TAG = 'AdminLawFirm';
export const LAWYER_GROUP_TAG = 'AdminLawyerGroup';

/** admin.md §7 'Law firms and lawyer groups', tagged per record and per list. */
export const lawFirmsApi = api
  .enhanceEndpoints({ addTagTypes: [LAW_FIRM_TAG, LAWYER_GROUP_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminLawFirmsControllerList: { providesTags: (result) => listTags(LAW_FIRM_TAG, result) },
      adminLawFirmsControllerGet: {
        providesTags: (_result, _error, arg) => [idTag(LAW_FIRM_TAG, arg.id)],
      },
      adminLawFirmsControllerCreate: { invalidatesTags: onSuccess(() => [listTag(LAW_FIRM_TAG)]) },
      // A firm's name and address show on its groups too.
      adminLawFirmsControllerUpdate: {
        invalidatesTags: (_result, error, arg) =>
          error ? [] : [idTag(LAW_FIRM_TAG, arg.id), listTag(LAW_FIRM_TAG), LAWYER_GROUP_TAG],
      },
      adminLawyerGroupsControllerList: {
        providesTags: (result) => listTags(LAWYER_GROUP_TAG, result),
      },
      adminLawyerGroupsControllerGet: {
        providesTags: (_result, _error, arg) => [idTag(LAWYER_GROUP_TAG, arg.id)],
      },
      adminLawyerGroupsControllerCreate: {
        invalidatesTags: onSuccess(() => [listTag(LAWYER_GROUP_TAG)]),
      },
      adminLawyerGroupsControllerUpdate: {
        invalidatesTags: onSuccess((arg) => [
          idTag(LAWYER_GROUP_TAG, arg.id),
          listTag(LAWYER_GROUP_TAG),
        ]),
      },
    },
  });

export const {
  useAdminLawFirmsControllerListQuery: useLawFirmsQuery,
  useAdminLawFirmsControllerGetQuery: useLawFirmQuery,
  useAdminLawFirmsControllerCreateMutation: useCreateLawFirmMutation,
  useAdminLawFirmsControllerUpdateMutation: useUpdateLawFirmMutation,
  useAdminLawyerGroupsControllerListQuery: useLawyerGroupsQuery,
  useAdminLawyerGroupsControllerGetQuery: useLawyerGroupQuery,
  useAdminLawyerGroupsControllerCreateMutation: useCreateLawyerGroupMutation,
  useAdminLawyerGroupsControllerUpdateMutation: useUpdateLawyerGroupMutation,
} = lawFirmsApi;

/** admin.md §8 'Law firms and lawyer groups'. */
export const LAW_FIRM_MESSAGES = {
  load: 'There was an error fetching the data',
  save: 'There was an error saving the law firm',
  thirdfort: 'Failed to update thirdfort details',
  saveGroup: 'There was an error saving the lawyer group',
  firmSaved: 'Law firm saved',
  groupAdded: (name: string) => `Lawyer group ${name} added`,
  groupSaved: 'Lawyer group saved',
  recipientsSaved: 'Thirdfort recipients saved',
} as const;
