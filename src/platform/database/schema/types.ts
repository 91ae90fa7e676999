/** Value objects stored as JSON inside rows. Field names follow the specs' entity lists. */

export type Address = {
  line_1?: string | null;
  line_2?: string | null;
  line_3?: string | null;
  post_town?: string | null;
  county?: string | null;
  postcode?: string | null;
  country?: string | null;
  country_iso_2?: string | null;
  uprn?: string | null;
  district?: string | null;
  building_number?: string | null;
  building_name?: string | null;
  sub_building_name?: string | null;
  street?: string | null;
  premise?: string | null;
  organisation_name?: string | null;
  po_box?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type Contact = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
};

export type Valuer = Contact & { primary_valuer?: boolean };

export type EstateAgentOffice = {
  name: string;
  phone_number?: string | null;
  address?: Address | null;
};

export type EstateAgentThirdfort = {
  requestsSellerThirdfortChecks: boolean;
  requestsBuyerThirdfortChecks: boolean;
  thirdfortRequesterEmails: string[];
  receivesSellerThirdfortChecks: boolean;
  receivesBuyerThirdfortChecks: boolean;
};

export type Solicitor = Contact & { _id: string };

export type OrderItem = {
  product_name: string;
  product_price: number;
  quantity: number;
  incVat: boolean;
};

/**
 * A card payment that succeeded for an order something else had settled first (a referral code,
 * another payment): the customer paid twice and staff refund it. Amount in pence.
 */
export type PaymentToRefund = {
  payment_intent_id: string;
  amount: number;
  currency: string;
  /** ISO time it was recorded. */
  recorded_at: string;
};

export type Funding = {
  savings_from_employment: boolean;
  gifts: 'yes' | 'no' | 'not_sure' | null;
  investment_portfolio: boolean;
  remortgage: boolean;
  inheritance: boolean;
  divorce_settlement: boolean;
  pension_lump_sum_withdrawal: boolean;
  sale_of_shares: boolean;
  directors_loans_dividends: boolean;
  other_funding: boolean;
};
