import type { CSSProperties } from 'react';
import { colors } from '@/shared/theme';

/** Theme colours the back office's plain-CSS rules need, beside the app-wide `--th-*` ones. */
export const adminCssVariables = {
  '--th-primary-soft': colors.primarySoft,
  '--th-success': colors.success,
  '--th-warning': colors.warning,
  '--th-error': colors.error,
  '--th-disabled': colors.disabled,
  '--th-text-secondary': colors.textSecondary,
} as CSSProperties;
