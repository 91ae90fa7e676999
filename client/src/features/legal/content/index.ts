export type { LegalDocument, LegalSection } from './types';
export { LIST_ITEM_PREFIX, isListItem } from './types';
export { sellerTerms, SELLER_TERMS_VERSION, SELLER_TERMS_EFFECTIVE_DATE } from './sellerTerms';
export {
  buyerTerms,
  BUYER_TERMS_VERSION,
  BUYER_TERMS_EFFECTIVE_DATE,
  BUYER_SEARCH_PACK_VALUE,
  BUYER_CORE_LEGAL_FEES_VALUE,
} from './buyerTerms';
export { privacyPolicy, PRIVACY_POLICY_LAST_UPDATED, COOKIE_POLICY_PATH } from './privacyPolicy';
export type { CookieCategory, CookieCategoryId } from './cookiePolicy';
export {
  cookiePolicy,
  cookieCategories,
  COOKIE_POLICY_LAST_UPDATED,
  SAVE_PREFERENCES_LABEL,
} from './cookiePolicy';
