import {
  usePublicConfigControllerPublicQuery,
  type PublicConfigControllerPublicApiResponse,
} from '@/api/generated';

export const DEFAULT_PRODUCT_NAME = 'Threshold';
export const DEFAULT_SUPPORT_EMAIL = 'support@threshold.example';

type PublicConfig = PublicConfigControllerPublicApiResponse;

export type PublicConfigView = Partial<PublicConfig> &
  Pick<PublicConfig, 'productName' | 'supportEmail'>;

/**
 * The server's public configuration (loaded once at boot by `PublicConfigGate`), with the
 * product name and support e-mail defaulted so callers can always show them.
 */
export const usePublicConfig = (): PublicConfigView => {
  const { data } = usePublicConfigControllerPublicQuery();
  return {
    ...data,
    productName: data?.productName || DEFAULT_PRODUCT_NAME,
    supportEmail: data?.supportEmail || DEFAULT_SUPPORT_EMAIL,
  };
};
