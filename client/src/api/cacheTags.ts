import { isApiError } from '@/api/baseQuery';
import { api, type AdminDocumentDto } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess, type RecordTag } from '@/api/tags';

/**
 * Every endpoint's cache rules, in one place (see `tags.ts`): the generated endpoints tag
 * everything by OpenAPI tag, so any purchase update would refetch the lender list and creating a
 * sale would not refresh the home cards; the rules below replace that for the endpoints they
 * name (the others keep their OpenAPI tag). Imported once by the store, so they hold before any
 * component subscribes; components use the generated hooks (`@/api/generated`) directly.
 * Sign-out resets the whole cache (`useSignOut`).
 */

// Customer: the signed-in user; /welcome-back's sales and purchases; sales, purchases and
// properties per record and as lists; a sale's or purchase's documents.
const CURRENT_USER = 'CurrentUser';
const HOME_CARDS = 'HomeCards';
const SALE = 'Sale';
const PURCHASE_INTENT = 'PurchaseIntent';
const PROPERTY = 'Property';
const CUSTOMER_DOCUMENTS = 'CustomerDocuments';

// Back office.
const ADMIN_SALE = 'AdminTransaction';
const ADMIN_SALE_EVENTS = 'AdminTransactionEvents';
const ADMIN_NOTES = 'AdminTransactionNotes';
const MILESTONES = 'AdminMilestones';
const UPDATE_REQUESTS = 'AdminUpdateRequests';
const ADMIN_DOCUMENTS = 'AdminDocuments';
const ADDITIONAL_REQUESTS = 'AdminAdditionalRequests';
const IDENTITY_CHECKS = 'AdminIdentityChecks';
const SEARCHES = 'AdminSearches';
const GROUP = 'AdminTransactionsGroup';
const CONFIG = 'AdminConfig';
const HISTORY = 'AdminHistory';
const ACCESS_RECORDS = 'AdminAccessRecords';
const USER = 'AdminUser';
const COMPANY = 'AdminCompany';
const ESTATE_AGENT = 'AdminEstateAgent';
const BRAND = 'AdminBrand';
const LAW_FIRM = 'AdminLawFirm';
const LAWYER_GROUP = 'AdminLawyerGroup';
const ERASURE_REQUESTS = 'AdminErasureRequests';
const JOBS = 'AdminJobs';
const SECURITY = 'AdminSecurity';

/** The back office's purchases as generated (`adminPurchase`, `buyerPurchases`) keep their tag. */
const ADMIN_PURCHASES = 'admin purchase-intents' as const;

/** The History of the settings (the other records' are by their `_id`). */
const CONFIG_HISTORY_ID = 'config';

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

/**
 * One sale's or purchase's documents and requests (the customer's). Uploads go through
 * `uploadWithProgress` (not RTK Query), so after one the card invalidates this itself.
 */
export const documentsTag = (
  kind: 'sale' | 'purchase',
  id: string,
): RecordTag<typeof CUSTOMER_DOCUMENTS> => idTag(CUSTOMER_DOCUMENTS, `${kind}:${id}`);

/** A change to a sale in the back office: its detail, its row in the lists and its timeline. */
const adminSaleChanged = (id: string) => [
  idTag(ADMIN_SALE, id),
  listTag(ADMIN_SALE),
  idTag(ADMIN_SALE_EVENTS, id),
];

/** A note changed: the sale's notes, its timeline and the feed's latest event are stale. */
const notesChanged = (id: string) => [
  idTag(ADMIN_NOTES, id),
  idTag(ADMIN_SALE_EVENTS, id),
  listTag(ADMIN_SALE),
];

/**
 * A milestone recorded or corrected: the sale's milestones, the sale (its purchases' significant
 * dates, its state) with its row in the lists and its timeline, and the purchases as staff read
 * them one at a time (the generated tag: the answer does not name the purchase).
 */
const milestoneRecorded = (id: string) => [
  idTag(MILESTONES, id),
  ...adminSaleChanged(id),
  ADMIN_PURCHASES,
];

/**
 * A check was ordered, aborted or reordered: the sale's checks, its timeline, the sale itself
 * and the lists (the feed's identity status) are stale.
 */
const checksChanged = (transactionId: string) => [
  idTag(IDENTITY_CHECKS, transactionId),
  idTag(ADMIN_SALE_EVENTS, transactionId),
  idTag(ADMIN_SALE, transactionId),
  listTag(ADMIN_SALE),
];

/**
 * What a change to a sale's files changes (staff side): its Documents tab, its additional
 * requests (an answer moves a request on; a rejection asks again) and its timeline. Uploads go
 * through `uploadWithProgress`, so after one the tab invalidates these itself.
 */
export const documentsChangedTags = (
  transactionId: string,
): RecordTag<typeof ADMIN_DOCUMENTS | typeof ADDITIONAL_REQUESTS | typeof ADMIN_SALE_EVENTS>[] => [
  idTag(ADMIN_DOCUMENTS, transactionId),
  idTag(ADDITIONAL_REQUESTS, transactionId),
  idTag(ADMIN_SALE_EVENTS, transactionId),
];

const documentChangedBy = (result: AdminDocumentDto | undefined) =>
  result ? documentsChangedTags(result.transaction_id) : [];

/**
 * After a group-wide assignment: the group and every cached sale (the lists, each detail and
 * timeline). A 409 means a sale changed on its own meanwhile, so the group is read again to show
 * why it can no longer be changed group-wide.
 */
const assignmentChanged = (error: unknown, groupId: string) =>
  !error
    ? ([idTag(GROUP, groupId), ADMIN_SALE, ADMIN_SALE_EVENTS] as const)
    : isApiError(error) && error.status === 409
      ? ([idTag(GROUP, groupId)] as const)
      : ([] as const);

const security = () => [listTag(SECURITY)];

/** A write to a sale of the customer's / to a sale in the back office (the sale's id is `id`). */
const saleWrite = { invalidatesTags: onSuccess((arg: { id: string }) => saleChangedTags(arg.id)) };
const adminSaleWrite = {
  invalidatesTags: onSuccess((arg: { id: string }) => adminSaleChanged(arg.id)),
};

export const enhancedApi = api.enhanceEndpoints({
  addTagTypes: [
    CURRENT_USER,
    HOME_CARDS,
    SALE,
    PURCHASE_INTENT,
    PROPERTY,
    CUSTOMER_DOCUMENTS,
    ADMIN_SALE,
    ADMIN_SALE_EVENTS,
    ADMIN_NOTES,
    MILESTONES,
    UPDATE_REQUESTS,
    ADMIN_DOCUMENTS,
    ADDITIONAL_REQUESTS,
    IDENTITY_CHECKS,
    SEARCHES,
    GROUP,
    CONFIG,
    HISTORY,
    ACCESS_RECORDS,
    USER,
    COMPANY,
    ESTATE_AGENT,
    BRAND,
    LAW_FIRM,
    LAWYER_GROUP,
    ERASURE_REQUESTS,
    JOBS,
    SECURITY,
  ],
  endpoints: {
    // verify-user's argument is the magic-link token: its cache entry is dropped as soon as
    // nothing uses it (no token lingers in the store).
    verifyUser: { keepUnusedDataFor: 0 },

    // Staff's second factor: the Security summary is refreshed by whatever changes it (a passkey
    // added, renamed or removed, codes used or replaced), on success only.
    securitySummary: { providesTags: security },
    registerPasskey: { invalidatesTags: onSuccess(security) },
    verifyRecoveryCode: { invalidatesTags: onSuccess(security) },
    renamePasskey: { invalidatesTags: onSuccess(security) },
    removePasskey: { invalidatesTags: onSuccess(security) },
    regenerateCodes: { invalidatesTags: onSuccess(security) },

    // Customer: a change to a record refreshes it, its lists and the home cards, nothing else.
    currentUser: { providesTags: () => [currentUser()] },
    user: { providesTags: () => [currentUser()] },
    updateCurrentUser: { invalidatesTags: onSuccess(() => [currentUser(), homeCards()]) },
    homeCards: { providesTags: () => [homeCards()] },

    createProperty: { invalidatesTags: onSuccess(() => [listTag(PROPERTY)]) },
    propertiesAtPostcode: { providesTags: () => [listTag(PROPERTY)] },
    property: { providesTags: (_r, _e, arg) => [idTag(PROPERTY, arg.id)] },
    updateProperty: {
      invalidatesTags: onSuccess((arg) => [idTag(PROPERTY, arg.id), homeCards()]),
    },

    createSale: { invalidatesTags: onSuccess(() => [listTag(SALE), homeCards()]) },
    sale: { providesTags: (_r, _e, arg) => [idTag(SALE, arg.id)] },
    userSales: { providesTags: (result) => listTags(SALE, result) },
    latestSale: { providesTags: () => [listTag(SALE)] },
    salesOfUserPurchases: { providesTags: (result) => listTags(SALE, result) },
    saleOfPurchase: { providesTags: () => [listTag(SALE)] },
    updateSale: saleWrite,
    applyReferralCode: saleWrite,
    chooseEstateAgent: saleWrite,
    chooseEstateAgentStatus: saleWrite,

    // The lender list is static: never invalidated.
    mortgageProviders: { providesTags: () => [] },
    createPurchase: {
      invalidatesTags: onSuccess(() => [listTag(PURCHASE_INTENT), homeCards()]),
    },
    purchase: { providesTags: (_r, _e, arg) => [idTag(PURCHASE_INTENT, arg.id)] },
    userPurchases: { providesTags: (result) => listTags(PURCHASE_INTENT, result) },
    // A GET with a side effect (useConfirmFees): never cached, never refreshed by a tag.
    confirmPurchase: { providesTags: () => [], keepUnusedDataFor: 0 },
    updatePurchase: { invalidatesTags: onSuccess((arg) => purchaseChangedTags(arg.id)) },

    createPaymentCustomer: { invalidatesTags: () => [] },
    createPaymentIntent: { invalidatesTags: () => [] },
    paymentStatus: {
      // Polled: never invalidated.
      providesTags: () => [],
      // The status call settles a paid sale on the server: the sale shown anywhere is stale.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.complete && data.transactionId) {
          dispatch(enhancedApi.util.invalidateTags(saleChangedTags(data.transactionId)));
        }
      },
    },

    // The customer's documents (issue 26): the list of a sale or purchase is one record; an
    // answer to a fee approval changes it.
    saleDocuments: {
      providesTags: (_r, _e, arg) => [
        documentsTag('sale', arg.transactionId),
        listTag(CUSTOMER_DOCUMENTS),
      ],
    },
    purchaseDocuments: {
      providesTags: (_r, _e, arg) => [
        documentsTag('purchase', arg.purchaseIntentId),
        listTag(CUSTOMER_DOCUMENTS),
      ],
    },
    answerFeeApproval: { invalidatesTags: onSuccess(() => [listTag(CUSTOMER_DOCUMENTS)]) },

    // "Request an update" (issue 36): asking changes nothing the customer is shown (the tracker
    // stays as it is; the answer comes by e-mail).
    requestSaleUpdate: { invalidatesTags: () => [] },
    requestPurchaseUpdate: { invalidatesTags: () => [] },

    // Back office: the sales list and feed, tagged per row and as a list; the global search is
    // never cached once unused (it is typed).
    adminSales: { providesTags: (result) => listTags(ADMIN_SALE, result?.items) },
    // The sales running late: the same rows, refreshed by whatever changes a sale's row (a
    // milestone recorded moves a sale's progress).
    atRiskSales: { providesTags: (result) => listTags(ADMIN_SALE, result?.items) },
    saleSearch: { keepUnusedDataFor: 0 },
    saleSearchCount: { keepUnusedDataFor: 0 },

    // The sale's detail page (admin.md §7 'Transactions'): a change made on the page refreshes
    // that sale, its timeline and the lists, nothing else.
    adminSale: { providesTags: (_r, _e, arg) => [idTag(ADMIN_SALE, arg.id)] },
    adminSaleEvents: { providesTags: (_r, _e, arg) => [idTag(ADMIN_SALE_EVENTS, arg.id)] },
    setTags: adminSaleWrite,
    setEstateAgent: adminSaleWrite,
    assignLawyerGroups: adminSaleWrite,
    // Corrections of a sale (Back office IV): the sale, its row in the lists, its timeline.
    correctSaleDetails: adminSaleWrite,
    addCoSeller: adminSaleWrite,
    removeCoSeller: adminSaleWrite,
    setCustomerType: adminSaleWrite,
    withdrawSale: adminSaleWrite,
    archiveSale: adminSaleWrite,
    reinstateSale: adminSaleWrite,
    unassignEstateAgent: adminSaleWrite,
    unassignSolicitor: adminSaleWrite,
    // A purchase moved between sales: both sales (whichever they are) and the lists.
    movePurchase: {
      invalidatesTags: (_r, error) => (error ? [] : [ADMIN_SALE, ADMIN_SALE_EVENTS]),
    },
    buyerPurchases: { keepUnusedDataFor: 0 },
    // The dates belong to a purchase of the sale; the page refreshes the sale (refreshAdminSale).
    setSignificantDates: { invalidatesTags: () => [] },

    // A sale's notes on the Events tab (staff only), tagged per sale.
    notes: { providesTags: (_r, _e, arg) => [idTag(ADMIN_NOTES, arg.id)] },
    addNote: { invalidatesTags: onSuccess((arg) => notesChanged(arg.id)) },
    updateNote: { invalidatesTags: onSuccess((arg) => notesChanged(arg.id)) },
    deleteNote: { invalidatesTags: onSuccess((arg) => notesChanged(arg.id)) },

    // A sale's milestones (the Progress tab): recording one refreshes them, the sale (and so the
    // significant dates of its purchases), its timeline and the lists, on success only.
    milestones: { providesTags: (_r, _e, arg) => [idTag(MILESTONES, arg.id)] },
    recordMilestone: {
      invalidatesTags: (_r, error, arg) => (error ? [] : milestoneRecorded(arg.id)),
    },
    // The customers' update requests (the Progress tab): an answer refreshes them and the sale's
    // timeline (the answer is an event there), on success only.
    updateRequests: { providesTags: (_r, _e, arg) => [idTag(UPDATE_REQUESTS, arg.id)] },
    answerUpdateRequest: {
      invalidatesTags: onSuccess((arg) => [
        idTag(UPDATE_REQUESTS, arg.id),
        idTag(ADMIN_SALE_EVENTS, arg.id),
      ]),
    },

    // A sale's identity checks (admin.md §7 'Identity checks') and the estate agent's Thirdfort
    // e-mail: a check action refreshes the checks, the timeline and the sale; the e-mail only
    // the timeline.
    identityChecks: {
      providesTags: (_r, _e, arg) => [idTag(IDENTITY_CHECKS, arg.transactionId)],
    },
    // Not tagged: each read is a recorded view of the people's data, made only when the
    // 'Show Full Details' switch asks for it, and not repeated by a check action.
    identityCheckDetails: {},
    orderIdentityCheck: {
      invalidatesTags: onSuccess((arg) => checksChanged(arg.transactionId)),
    },
    // Abort and reorder address the check by its own id; the answer names its sale.
    abortIdentityCheck: {
      invalidatesTags: (result) => (result ? checksChanged(result.transaction_id) : []),
    },
    reorderIdentityCheck: {
      invalidatesTags: (result) => (result ? checksChanged(result.transaction_id) : []),
    },
    sendThirdfortEmail: {
      invalidatesTags: onSuccess((arg) => [idTag(ADMIN_SALE_EVENTS, arg.transactionId)]),
    },

    // A sale's search orders (admin.md §2 Searches tab, §7): an order refreshes them, the sale's
    // timeline, and the sale itself in the detail page and the lists (its Searches alert icon).
    searches: { providesTags: (_r, _e, arg) => [idTag(SEARCHES, arg.transactionId)] },
    orderSearches: {
      invalidatesTags: onSuccess((arg) => [
        idTag(SEARCHES, arg.transactionId),
        idTag(ADMIN_SALE_EVENTS, arg.transactionId),
        idTag(ADMIN_SALE, arg.transactionId),
        listTag(ADMIN_SALE),
      ]),
    },

    // A sale's additional requests (admin.md §7): a change refreshes them and the timeline.
    additionalRequests: {
      providesTags: (_r, _e, arg) => [idTag(ADDITIONAL_REQUESTS, arg.transactionId)],
    },
    createAdditionalRequest: {
      invalidatesTags: onSuccess((arg) => [
        idTag(ADDITIONAL_REQUESTS, arg.transactionId),
        idTag(ADMIN_SALE_EVENTS, arg.transactionId),
      ]),
    },
    updateAdditionalRequest: {
      invalidatesTags: (result) =>
        result
          ? [
              idTag(ADDITIONAL_REQUESTS, result.transaction_id),
              idTag(ADMIN_SALE_EVENTS, result.transaction_id),
            ]
          : [],
    },

    // A sale's documents for staff (issue 26).
    adminDocuments: {
      providesTags: (_r, _e, arg) => [idTag(ADMIN_DOCUMENTS, arg.transactionId)],
    },
    setDocumentVisibility: { invalidatesTags: (result) => documentChangedBy(result) },
    acceptDocument: { invalidatesTags: (result) => documentChangedBy(result) },
    rejectDocument: { invalidatesTags: (result) => documentChangedBy(result) },

    // admin.md §7 'Transactions groups and users': groups, their creation (with a representative
    // and a company seller found or created first) and whole-group assignments. An assignment
    // changes every sale of the group, so cached sales are refreshed too.
    groups: { providesTags: (result) => listTags(GROUP, result) },
    group: { providesTags: (result, _e, arg) => [idTag(GROUP, result?._id ?? arg.idOrName)] },
    createGroup: { invalidatesTags: onSuccess(() => [listTag(GROUP), listTag(ADMIN_SALE)]) },
    assignGroupEstateAgent: {
      invalidatesTags: (_r, error, arg) => assignmentChanged(error, arg.id),
    },
    assignGroupLawyerGroups: {
      invalidatesTags: (_r, error, arg) => assignmentChanged(error, arg.id),
    },
    userByEmail: { keepUnusedDataFor: 0 },
    companyByNumber: { keepUnusedDataFor: 0 },

    // The settings, and their change (which refreshes them, and so every page that shows them).
    adminConfig: { providesTags: () => [listTag(CONFIG)] },
    updateAdminConfig: { invalidatesTags: onSuccess(() => [listTag(CONFIG)]) },

    // The History views, a page at a time: `RecordHistory` reads them again when it mounts and
    // when the record it shows changes.
    recordHistory: { providesTags: (_r, _e, arg) => [idTag(HISTORY, arg.subjectId)] },
    configHistory: { providesTags: () => [idTag(HISTORY, CONFIG_HISTORY_ID)] },

    // A person's Access list (staff's views of their data), read again whenever it is shown:
    // opening the person's page is itself a view, and it should be listed.
    accessRecords: { providesTags: (_r, _e, arg) => [idTag(ACCESS_RECORDS, arg.subjectId)] },

    // One user and their history, tagged by id; deactivating or reactivating refreshes that
    // user, their history and the users list (its Active filter), on success only.
    adminUsers: { providesTags: () => [listTag(USER)] },
    adminUser: { providesTags: (_r, _e, arg) => [idTag(USER, arg.id)] },
    adminUserSales: { providesTags: (_r, _e, arg) => [idTag(USER, arg.id)] },
    adminUserPurchases: { providesTags: (_r, _e, arg) => [idTag(USER, arg.id)] },
    adminUserEvents: { providesTags: (_r, _e, arg) => [idTag(USER, arg.id)] },
    deactivateUser: {
      invalidatesTags: onSuccess((arg) => [idTag(USER, arg.id), listTag(USER)]),
    },
    reactivateUser: {
      invalidatesTags: onSuccess((arg) => [idTag(USER, arg.id), listTag(USER)]),
    },
    // A correction of a customer's details refreshes them, their history and the list.
    correctUser: {
      invalidatesTags: onSuccess((arg) => [
        idTag(USER, arg.id),
        idTag(HISTORY, arg.id),
        listTag(USER),
      ]),
    },

    // The Companies list, one company, its sales and its history, tagged by id; saving a
    // company refreshes it and the list; adding one (the group form) refreshes the list.
    adminCompanies: { providesTags: (result) => listTags(COMPANY, result?.items) },
    adminCompany: { providesTags: (_r, _e, arg) => [idTag(COMPANY, arg.id)] },
    adminCompanySales: { providesTags: (_r, _e, arg) => [idTag(COMPANY, arg.id)] },
    adminCompanyEvents: { providesTags: (_r, _e, arg) => [idTag(COMPANY, arg.id)] },
    updateCompany: {
      invalidatesTags: onSuccess((arg) => [idTag(COMPANY, arg.id), listTag(COMPANY)]),
    },
    createCompany: { invalidatesTags: onSuccess(() => [listTag(COMPANY)]) },

    // admin.md §7 'Estate agents and brands'. A brand change refreshes the agents too (their
    // office names and brand counts follow the brand).
    estateAgents: { providesTags: (result) => listTags(ESTATE_AGENT, result?.items) },
    estateAgent: { providesTags: (_r, _e, arg) => [idTag(ESTATE_AGENT, arg.id)] },
    estateAgentEvents: { providesTags: (_r, _e, arg) => [idTag(ESTATE_AGENT, arg.id)] },
    createEstateAgent: { invalidatesTags: onSuccess(() => [listTag(ESTATE_AGENT)]) },
    updateEstateAgent: {
      invalidatesTags: onSuccess((arg) => [idTag(ESTATE_AGENT, arg.id), listTag(ESTATE_AGENT)]),
    },
    brands: { providesTags: (result) => listTags(BRAND, result) },
    createBrand: { invalidatesTags: onSuccess(() => [listTag(BRAND)]) },
    renameBrand: {
      // Every agent of the brand shows its name: drop the cached agents and lists.
      invalidatesTags: (_r, error) => (error ? [] : [BRAND, ESTATE_AGENT]),
    },
    deleteBrand: { invalidatesTags: onSuccess(() => [listTag(BRAND)]) },

    // admin.md §7 'Law firms and lawyer groups', tagged per record and per list.
    lawFirms: { providesTags: (result) => listTags(LAW_FIRM, result) },
    lawFirm: { providesTags: (_r, _e, arg) => [idTag(LAW_FIRM, arg.id)] },
    createLawFirm: { invalidatesTags: onSuccess(() => [listTag(LAW_FIRM)]) },
    // A firm's name and address show on its groups too.
    updateLawFirm: {
      invalidatesTags: (_r, error, arg) =>
        error ? [] : [idTag(LAW_FIRM, arg.id), listTag(LAW_FIRM), LAWYER_GROUP],
    },
    lawyerGroups: { providesTags: (result) => listTags(LAWYER_GROUP, result) },
    lawyerGroup: { providesTags: (_r, _e, arg) => [idTag(LAWYER_GROUP, arg.id)] },
    createLawyerGroup: { invalidatesTags: onSuccess(() => [listTag(LAWYER_GROUP)]) },
    updateLawyerGroup: {
      invalidatesTags: onSuccess((arg) => [idTag(LAWYER_GROUP, arg.id), listTag(LAWYER_GROUP)]),
    },

    // The erasure task list; carrying one out refreshes the lists, on success only.
    erasureRequests: { providesTags: () => [listTag(ERASURE_REQUESTS)] },
    carryOutErasure: { invalidatesTags: onSuccess(() => [listTag(ERASURE_REQUESTS)]) },

    // Queue counts and failed jobs; a retry or a discard refreshes both, on success only.
    queueSummary: { providesTags: () => [listTag(JOBS)] },
    failedJobs: { providesTags: () => [listTag(JOBS)] },
    retryJob: { invalidatesTags: onSuccess(() => [listTag(JOBS)]) },
    discardJob: { invalidatesTags: onSuccess(() => [listTag(JOBS)]) },
  },
});

/** After the dates of a purchase changed (staff): refresh the sale it belongs to. */
export const refreshAdminSale = (id: string) =>
  enhancedApi.util.invalidateTags(adminSaleChanged(id));
