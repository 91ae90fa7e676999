import { DEFAULT_PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL } from '@/features/public-config/defaults';

export type PublicBranding = { productName: string; supportEmail: string };

export const defaultBranding: PublicBranding = {
  productName: DEFAULT_PRODUCT_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
};

/**
 * GET /api/config/public with plain `fetch` (no RTK Query): the light landing's product name and
 * support e-mail. Never rejects: any failure gives the defaults, so the page always shows.
 */
export const fetchPublicBranding = async (): Promise<PublicBranding> => {
  try {
    const response = await fetch(new URL('/api/config/public', window.location.origin), {
      credentials: 'same-origin',
    });
    if (!response.ok) return defaultBranding;
    const data = (await response.json()) as Partial<PublicBranding>;
    return {
      productName: data.productName || DEFAULT_PRODUCT_NAME,
      supportEmail: data.supportEmail || DEFAULT_SUPPORT_EMAIL,
    };
  } catch {
    return defaultBranding;
  }
};
