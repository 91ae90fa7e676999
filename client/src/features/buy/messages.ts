/**
 * The buyer journey's wording, word for word from customer.md §5 and §8 (and the API's messages in
 * src/purchase-intents), so a user reads the same sentence whichever side catches a mistake.
 */
export const buyMessages = {
  required: 'Required',
  invalidPostcode: 'Invalid postcode',
  searchForAddress: 'Please search for an address',
  selectAddress: 'Please select an address',
  selectOption: 'Please select an option',
  provideDetails: 'Please provide details',
  detailsTooLong: 'Details must be less than 255 characters long',
  requiredField: 'Required field',
  giftAmount: 'Amount must be higher than £0',
  giftAmountTooHigh: 'Amount must be less than £100,000,000',
  jointNeedsBuyer: 'Please add at least one buyer if you are a joint owner',
  invalidForm:
    'The information you have entered is invalid. Please check each field for errors and try again.',
  confirmNeedsId: 'Purchase Intent ID is required to confirm fees.',
  termsNeedId: 'Purchase Intent ID is required to accept the terms and conditions.',
} as const;

/** GET /property/postcode/{postcode} found nothing. */
export const postcodeNotFoundMessage = (supportEmail: string): string =>
  `We couldn't find that postcode. Please check for any typos and try again. If you're sure the postcode is right, then before continuing, please contact our team at ${supportEmail}`;

/** The 'property not listed' choice. */
export const propertyNotListedMessage = (supportEmail: string): string =>
  `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${supportEmail}`;
