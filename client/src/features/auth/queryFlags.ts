/** A query flag is set when present with any value but `false` or `0` (`?preventEmail`, `=true`). */
export const isFlagSet = (params: URLSearchParams, name: string): boolean => {
  const value = params.get(name);
  return value !== null && value !== 'false' && value !== '0';
};

export const NETWORK_ERROR_PARAM = 'networkError';
export const PREVENT_EMAIL_PARAM = 'preventEmail';
export const SIGN_OUT_PARAM = 'sign-out';
export const ACCOUNT_PARAM = 'account';
