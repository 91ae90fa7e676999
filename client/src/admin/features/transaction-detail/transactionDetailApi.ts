import { api } from '@/api/generated';
import { idTag, listTag, onSuccess } from '@/api/tags';
import { TRANSACTION_TAG } from '@/admin/features/transactions/transactionsListApi';

const EVENTS_TAG = 'AdminTransactionEvents';
const CONFIG_TAG = 'AdminConfig';

/** A change to a sale: its detail, its row in the lists and its timeline are stale. */
const saleChanged = (id: string) => [
  idTag(TRANSACTION_TAG, id),
  listTag(TRANSACTION_TAG),
  idTag(EVENTS_TAG, id),
];

/**
 * The transaction detail page's calls (admin.md §7 'Transactions'), tagged per sale: a change
 * made on the page refreshes that sale, its timeline and the lists, nothing else.
 */
export const transactionDetailApi = api
  .enhanceEndpoints({ addTagTypes: [TRANSACTION_TAG, EVENTS_TAG, CONFIG_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminTransactionsControllerGet: {
        providesTags: (_result, _error, arg) => [idTag(TRANSACTION_TAG, arg.id)],
      },
      adminTransactionsControllerEvents: {
        providesTags: (_result, _error, arg) => [idTag(EVENTS_TAG, arg.id)],
      },
      adminTransactionsControllerSetTags: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminTransactionsControllerSetEstateAgent: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminTransactionsControllerAssignLawyerGroups: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      // Corrections of a sale (Back office IV): the sale, its row in the lists, its timeline.
      adminSaleCorrectionsControllerCorrectDetails: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerAddCoSeller: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerRemoveCoSeller: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerSetCustomerType: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerWithdraw: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerArchive: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerReinstate: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerUnassignEstateAgent: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      adminSaleCorrectionsControllerUnassignSolicitor: {
        invalidatesTags: onSuccess((arg) => saleChanged(arg.id)),
      },
      // A purchase moved between sales: both sales (whichever they are) and the lists.
      adminPurchaseIntentsControllerMoveToSale: {
        invalidatesTags: (_result, error) => (error ? [] : [TRANSACTION_TAG, EVENTS_TAG]),
      },
      adminPurchaseIntentsControllerListForBuyer: { keepUnusedDataFor: 0 },
      // The dates belong to a purchase of the sale; the page passes the sale's id along.
      adminPurchaseIntentsControllerSetSignificantDates: { invalidatesTags: () => [] },
      adminConfigControllerGet: { providesTags: () => [listTag(CONFIG_TAG)] },
      adminConfigControllerUpdate: { invalidatesTags: onSuccess(() => [listTag(CONFIG_TAG)]) },
    },
  });

export const {
  useAdminTransactionsControllerGetQuery: useAdminTransactionQuery,
  useAdminTransactionsControllerEventsQuery: useAdminTransactionEventsQuery,
  useAdminTransactionsControllerSetTagsMutation: useSetTagsMutation,
  useAdminTransactionsControllerSetEstateAgentMutation: useSetEstateAgentMutation,
  useAdminTransactionsControllerAssignLawyerGroupsMutation: useAssignLawyerGroupsMutation,
  useAdminPurchaseIntentsControllerSetSignificantDatesMutation: useSetSignificantDatesMutation,
  useAdminPurchaseIntentsControllerMoveToSaleMutation: useMovePurchaseMutation,
  useAdminPurchaseIntentsControllerListForBuyerQuery: useBuyerPurchasesQuery,
  useLazyAdminUsersControllerByEmailQuery: useLazyBuyerByEmailQuery,
  useAdminSearchControllerFindQuery: useSaleSearchQuery,
  useAdminConfigControllerGetQuery: useAdminConfigQuery,
  useAdminSaleCorrectionsControllerCorrectDetailsMutation: useCorrectSaleDetailsMutation,
  useAdminSaleCorrectionsControllerAddCoSellerMutation: useAddCoSellerMutation,
  useAdminSaleCorrectionsControllerRemoveCoSellerMutation: useRemoveCoSellerMutation,
  useAdminSaleCorrectionsControllerSetCustomerTypeMutation: useSetCustomerTypeMutation,
  useAdminSaleCorrectionsControllerWithdrawMutation: useWithdrawSaleMutation,
  useAdminSaleCorrectionsControllerArchiveMutation: useArchiveSaleMutation,
  useAdminSaleCorrectionsControllerReinstateMutation: useReinstateSaleMutation,
  useAdminSaleCorrectionsControllerUnassignEstateAgentMutation: useUnassignEstateAgentMutation,
  useAdminSaleCorrectionsControllerUnassignSolicitorMutation: useUnassignSolicitorMutation,
  useAdminLawyerGroupsControllerListQuery: useLawyerGroupsQuery,
  useEstateAgentsControllerListQuery: useEstateAgentChoicesQuery,
} = transactionDetailApi;

/** After the dates of a purchase changed: refresh the sale it belongs to. */
export const refreshSale = (id: string) =>
  transactionDetailApi.util.invalidateTags(saleChanged(id));
