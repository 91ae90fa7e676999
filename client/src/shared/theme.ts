import type { ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The one place for Threshold's look: colours, antd tokens, breakpoints, icon colours and button
 * variants/sizes. Components read from here; nothing else hard-codes a colour or a breakpoint.
 */

export const colors = {
  /** Deep teal: brand, primary actions, links. White text on it is 7.5:1. */
  primary: '#0e5e63',
  primaryHover: '#0b4d51',
  primaryActive: '#083b3e',
  primarySoft: '#e3f0ef',
  /** Dark teal: headings, icons by default, the header bar. */
  darkTeal: '#0b3c40',
  /** Warm sand: marketing call-to-action background (dark teal text on it). */
  marketing: '#f4c95d',
  marketingHover: '#f0bb36',
  marketingActive: '#e3aa1f',
  success: '#2e7d4f',
  warning: '#b7791f',
  error: '#b42318',
  info: '#1d5fa8',
  electric: '#2563eb',
  highlight: '#f4c95d',
  warm: '#d0684a',
  complement: '#c2703d',
  text: '#1c2b2d',
  textSecondary: '#4a5c5e',
  textOnDark: '#ffffff',
  disabled: '#9aa8a9',
  border: '#d5dedd',
  background: '#f6f8f7',
  surface: '#ffffff',
  focusRing: '#f0a500',
} as const;

export const fontFamily =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** App-wide breakpoints (min-width, px). `mobile` is the phone/desktop switch. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  mobile: 768,
} as const;

/** Breakpoints of the public (marketing and legal) pages. */
export const publicBreakpoints = {
  medium: 768,
  large: 1150,
  wide: 1440,
} as const;

/** `@media` query for widths at or above `px`. */
export const mediaUp = (px: number): string => `(min-width: ${px}px)`;
/** `@media` query for widths below `px`. */
export const mediaDown = (px: number): string => `(max-width: ${px - 0.02}px)`;

export const iconColors = {
  enabled: colors.primary,
  disabled: colors.disabled,
  success: colors.success,
  error: colors.error,
  complement: colors.complement,
  electric: colors.electric,
  highlight: colors.highlight,
  warm: colors.warm,
  default: colors.darkTeal,
} as const;

export type IconColor = keyof typeof iconColors;

export const iconSize = 16;

export const buttonVariants = ['primary', 'secondary', 'link', 'marketingPrimary'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['flex', 'sm-flex', 'full', '2xl', 'xl', 'lg', 'base', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

type ButtonSizeSpec = {
  height: number;
  fontSize: number;
  paddingInline: number;
  /** `full`: always the container's width; `responsive`: full width on phones, auto above. */
  width: 'auto' | 'full' | 'responsive';
};

export const buttonSizeSpecs: Record<ButtonSize, ButtonSizeSpec> = {
  flex: { height: 44, fontSize: 16, paddingInline: 20, width: 'responsive' },
  'sm-flex': { height: 36, fontSize: 14, paddingInline: 14, width: 'responsive' },
  full: { height: 44, fontSize: 16, paddingInline: 20, width: 'full' },
  '2xl': { height: 60, fontSize: 20, paddingInline: 36, width: 'auto' },
  xl: { height: 54, fontSize: 18, paddingInline: 30, width: 'auto' },
  lg: { height: 48, fontSize: 17, paddingInline: 24, width: 'auto' },
  base: { height: 44, fontSize: 16, paddingInline: 20, width: 'auto' },
  sm: { height: 36, fontSize: 14, paddingInline: 14, width: 'auto' },
};

/** Colours of each variant at rest; also used to keep a disabled button's look (at 25%). */
export const buttonVariantColors: Record<
  ButtonVariant,
  { background: string; color: string; borderColor: string }
> = {
  primary: { background: colors.primary, color: colors.textOnDark, borderColor: colors.primary },
  secondary: { background: colors.surface, color: colors.primary, borderColor: colors.primary },
  link: { background: 'transparent', color: colors.primary, borderColor: 'transparent' },
  marketingPrimary: {
    background: colors.marketing,
    color: colors.darkTeal,
    borderColor: colors.marketing,
  },
};

export const disabledButtonStyle: CSSProperties = { opacity: 0.25, cursor: 'not-allowed' };

/** antd tokens for the marketing primary button (applied through a nested ConfigProvider). */
export const marketingButtonTheme: ThemeConfig = {
  components: {
    Button: {
      colorPrimary: colors.marketing,
      colorPrimaryHover: colors.marketingHover,
      colorPrimaryActive: colors.marketingActive,
      primaryColor: colors.darkTeal,
      // antd 6 takes solid button text from this token, not primaryColor: dark text on sand.
      colorTextLightSolid: colors.darkTeal,
      primaryShadow: 'none',
    },
  },
};

const screenTokens = {
  screenXS: 480,
  screenXSMin: 480,
  screenXSMax: breakpoints.sm - 1,
  screenSM: breakpoints.sm,
  screenSMMin: breakpoints.sm,
  screenSMMax: breakpoints.md - 1,
  screenMD: breakpoints.md,
  screenMDMin: breakpoints.md,
  screenMDMax: breakpoints.lg - 1,
  screenLG: breakpoints.lg,
  screenLGMin: breakpoints.lg,
  screenLGMax: breakpoints.xl - 1,
  screenXL: breakpoints.xl,
  screenXLMin: breakpoints.xl,
  screenXLMax: breakpoints['2xl'] - 1,
  screenXXL: breakpoints['2xl'],
  screenXXLMin: breakpoints['2xl'],
};

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: colors.primary,
    colorInfo: colors.info,
    colorSuccess: colors.success,
    colorWarning: colors.warning,
    colorError: colors.error,
    // Light tints for status backgrounds (tags, alerts): antd derives greyish ones from our
    // deep status colours, under which status text falls below 4.5:1.
    colorSuccessBg: '#e6f4ea',
    colorWarningBg: '#fdf3e1',
    colorErrorBg: '#fdecea',
    colorInfoBg: '#e8f1fb',
    colorLink: colors.primary,
    colorLinkHover: colors.primaryHover,
    colorLinkActive: colors.primaryActive,
    colorText: colors.text,
    colorTextSecondary: colors.textSecondary,
    // antd's default greys for descriptions and labels are below 4.5:1 on white.
    colorTextDescription: colors.textSecondary,
    colorTextTertiary: colors.textSecondary,
    // Placeholders carry hints ('Find your postcode first'), so they get readable contrast too.
    colorTextPlaceholder: colors.textSecondary,
    colorTextHeading: colors.darkTeal,
    colorBorder: colors.border,
    colorBgLayout: colors.background,
    colorBgContainer: colors.surface,
    fontFamily,
    fontSize: 16,
    borderRadius: 8,
    controlHeight: 44,
    controlOutline: colors.focusRing,
    controlOutlineWidth: 3,
    ...screenTokens,
  },
  components: {
    Layout: {
      headerBg: colors.darkTeal,
      headerColor: colors.textOnDark,
      headerHeight: 64,
      headerPadding: '0 16px',
      footerBg: colors.darkTeal,
      footerPadding: '24px 16px',
      bodyBg: colors.background,
    },
    Button: {
      fontWeight: 600,
      primaryShadow: 'none',
      defaultShadow: 'none',
    },
  },
};

/** CSS custom properties for the few plain-CSS rules (focus ring, layout) in `global.css`. */
export const cssVariables = {
  '--th-focus-ring': colors.focusRing,
  '--th-primary': colors.primary,
  '--th-dark-teal': colors.darkTeal,
  '--th-text-on-dark': colors.textOnDark,
  '--th-background': colors.background,
  '--th-surface': colors.surface,
  '--th-border': colors.border,
} as CSSProperties;
