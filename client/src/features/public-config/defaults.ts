/** What pages show before (or without) the server's public configuration. */
export const DEFAULT_PRODUCT_NAME = 'Threshold';
export const DEFAULT_SUPPORT_EMAIL = 'support@threshold.example';
