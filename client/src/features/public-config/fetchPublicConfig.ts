import { DEFAULT_PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL } from '@/features/public-config/defaults';

export type PublicBranding = { productName: string; supportEmail: string };

export const defaultBranding: PublicBranding = {
  productName: DEFAULT_PRODUCT_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
};

/**
 * GET /api/config/public with plain `fetch` (no RTK Query), started by main.tsx while the app's
 * code downloads: the full app puts the answer in its store (bootApp), the light landing takes
 * the branding from it. Never rejects: any failure gives undefined.
 */
export const fetchPublicConfig = async (): Promise<Record<string, unknown> | undefined> => {
  try {
    const response = await fetch(new URL('/api/config/public', window.location.origin), {
      credentials: 'same-origin',
    });
    if (!response.ok) return undefined;
    const data: unknown = await response.json();
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The light landing's product name and support e-mail from GET /api/config/public. Never
 * rejects: any failure gives the defaults, so the page always shows.
 */
export const fetchPublicBranding = async (): Promise<PublicBranding> => {
  const data = await fetchPublicConfig();
  return {
    productName:
      typeof data?.productName === 'string' && data.productName
        ? data.productName
        : DEFAULT_PRODUCT_NAME,
    supportEmail:
      typeof data?.supportEmail === 'string' && data.supportEmail
        ? data.supportEmail
        : DEFAULT_SUPPORT_EMAIL,
  };
};
