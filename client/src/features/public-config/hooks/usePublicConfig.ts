import { usePublicConfigQuery, type PublicConfigApiResponse } from '@/api/generated';
import { DEFAULT_PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL } from '@/features/public-config/defaults';

export { DEFAULT_PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL };

type PublicConfig = PublicConfigApiResponse;

export type PublicConfigView = Partial<PublicConfig> &
  Pick<PublicConfig, 'productName' | 'supportEmail'>;

/**
 * The server's public configuration (loaded once at boot by `PublicConfigGate`), with the
 * product name and support e-mail defaulted so callers can always show them.
 */
export const usePublicConfig = (): PublicConfigView => {
  const { data } = usePublicConfigQuery();
  return {
    ...data,
    productName: data?.productName || DEFAULT_PRODUCT_NAME,
    supportEmail: data?.supportEmail || DEFAULT_SUPPORT_EMAIL,
  };
};
