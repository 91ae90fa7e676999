import { api } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess, type RecordTag } from '@/api/tags';

/**
 * Cache tags of the customer endpoints, per record and per list (see `tags.ts`). The generated
 * endpoints tag everything by OpenAPI tag, so any purchase update would refetch the lender list
 * and creating a sale would not refresh the home cards; these rules replace that:
 * - `CurrentUser`: the signed-in user; `HomeCards`: /welcome-back's sales and purchases;
 * - `Sale` and `PurchaseIntent` per record and as lists; a change to one refreshes it, the lists
 *   and the home cards, and nothing else;
 * - the lender list and payment status are never invalidated (static, and polled).
 * Sign-out resets the whole cache (`useSignOut`). Imported once by the store.
 */
const CURRENT_USER = 'CurrentUser';
const HOME_CARDS = 'HomeCards';
const SALE = 'Sale';
const PURCHASE_INTENT = 'PurchaseIntent';
const PROPERTY = 'Property';

type CustomerTag =
  | typeof CURRENT_USER
  | typeof HOME_CARDS
  | typeof SALE
  | typeof PURCHASE_INTENT
  | typeof PROPERTY;

const homeCards = (): RecordTag<CustomerTag> => listTag(HOME_CARDS);
const currentUser = (): RecordTag<CustomerTag> => listTag(CURRENT_USER);

/** What changes when a sale changes: it, the sale lists and the home cards. */
export const saleChangedTags = (id: string): RecordTag<CustomerTag>[] => [
  idTag(SALE, id),
  listTag(SALE),
  homeCards(),
];

/** What changes when a purchase changes (or is confirmed): it, the lists and the home cards. */
export const purchaseChangedTags = (id: string): RecordTag<CustomerTag>[] => [
  idTag(PURCHASE_INTENT, id),
  listTag(PURCHASE_INTENT),
  homeCards(),
];

/** What a sign-in changes: who is signed in and everything shown of them. */
export const accountTags = (): RecordTag<CustomerTag>[] => [currentUser(), homeCards()];

export const customerApi = api
  .enhanceEndpoints({ addTagTypes: [CURRENT_USER, HOME_CARDS, SALE, PURCHASE_INTENT, PROPERTY] })
  .enhanceEndpoints({
    endpoints: {
      usersControllerCurrent: { providesTags: () => [currentUser()] },
      usersControllerGet: { providesTags: () => [currentUser()] },
      usersControllerUpdate: { invalidatesTags: onSuccess(() => [currentUser(), homeCards()]) },
      usersControllerProperties: { providesTags: () => [homeCards()] },

      propertiesControllerCreate: { invalidatesTags: onSuccess(() => [listTag(PROPERTY)]) },
      propertiesControllerAtPostcode: { providesTags: () => [listTag(PROPERTY)] },
      propertiesControllerGet: { providesTags: (_r, _e, arg) => [idTag(PROPERTY, arg.id)] },
      propertiesControllerUpdate: {
        invalidatesTags: onSuccess((arg) => [idTag(PROPERTY, arg.id), homeCards()]),
      },

      transactionsControllerCreate: {
        invalidatesTags: onSuccess(() => [listTag(SALE), homeCards()]),
      },
      transactionsControllerGet: { providesTags: (_r, _e, arg) => [idTag(SALE, arg.id)] },
      transactionsControllerListForUser: { providesTags: (result) => listTags(SALE, result) },
      transactionsControllerLatest: { providesTags: () => [listTag(SALE)] },
      transactionsControllerListForPurchaseIntentsOfUser: {
        providesTags: (result) => listTags(SALE, result),
      },
      transactionsControllerGetForPurchaseIntent: { providesTags: () => [listTag(SALE)] },
      transactionsControllerUpdate: {
        invalidatesTags: onSuccess((arg) => saleChangedTags(arg.id)),
      },
      transactionsControllerApplyReferralCode: {
        invalidatesTags: onSuccess((arg) => saleChangedTags(arg.id)),
      },
      transactionsControllerSetEstateAgent: {
        invalidatesTags: onSuccess((arg) => saleChangedTags(arg.id)),
      },
      transactionsControllerSetEstateAgentStatus: {
        invalidatesTags: onSuccess((arg) => saleChangedTags(arg.id)),
      },

      purchaseIntentsControllerMortgageProviders: { providesTags: () => [] },
      purchaseIntentsControllerCreate: {
        invalidatesTags: onSuccess(() => [listTag(PURCHASE_INTENT), homeCards()]),
      },
      purchaseIntentsControllerGet: {
        providesTags: (_r, _e, arg) => [idTag(PURCHASE_INTENT, arg.id)],
      },
      purchaseIntentsControllerListForUser: {
        providesTags: (result) => listTags(PURCHASE_INTENT, result),
      },
      // A GET with a side effect (useConfirmFees): never cached, never refreshed by a tag.
      purchaseIntentsControllerConfirm: { providesTags: () => [], keepUnusedDataFor: 0 },
      purchaseIntentsControllerUpdate: {
        invalidatesTags: onSuccess((arg) => purchaseChangedTags(arg.id)),
      },

      paymentsControllerCustomer: { invalidatesTags: () => [] },
      paymentsControllerCreatePaymentIntent: { invalidatesTags: () => [] },
      paymentsControllerStatus: {
        providesTags: () => [],
        // The status call settles a paid sale on the server: the sale shown anywhere is stale.
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.complete && data.transactionId) {
            dispatch(customerApi.util.invalidateTags(saleChangedTags(data.transactionId)));
          }
        },
      },
    },
  });
