import { Button, ConfigProvider, Grid, type ButtonProps } from 'antd';
import type { CSSProperties } from 'react';
import {
  buttonSizeSpecs,
  buttonVariantColors,
  disabledButtonStyle,
  marketingButtonTheme,
  type ButtonSize,
  type ButtonVariant,
} from '@/shared/theme';

export type AppButtonProps = Omit<ButtonProps, 'type' | 'size' | 'variant' | 'color' | 'block'> & {
  /** Look of the button; `primary` by default. */
  variant?: ButtonVariant;
  /** Size; `base` by default. `flex`/`sm-flex` fill the width on phones, `full` always does. */
  size?: ButtonSize;
};

const antdLook: Record<ButtonVariant, Pick<ButtonProps, 'color' | 'variant'>> = {
  primary: { color: 'primary', variant: 'solid' },
  secondary: { color: 'primary', variant: 'outlined' },
  link: { color: 'primary', variant: 'link' },
  marketingPrimary: { color: 'primary', variant: 'solid' },
};

/** Threshold's button: antd Button with the design system's variants and sizes. */
export const AppButton = ({
  variant = 'primary',
  size = 'base',
  disabled,
  style,
  ...rest
}: AppButtonProps) => {
  const screens = Grid.useBreakpoint();
  const spec = buttonSizeSpecs[size];
  const isMobile = !(screens.md ?? false);
  const fullWidth = spec.width === 'full' || (spec.width === 'responsive' && isMobile);
  const sizeStyle: CSSProperties = {
    height: variant === 'link' ? 'auto' : spec.height,
    minHeight: spec.height,
    fontSize: spec.fontSize,
    paddingInline: variant === 'link' ? 0 : spec.paddingInline,
    width: fullWidth ? '100%' : undefined,
  };
  // Disabled keeps the variant's own colours, at a quarter opacity (antd would grey it out).
  const disabledStyle: CSSProperties = disabled
    ? { ...buttonVariantColors[variant], ...disabledButtonStyle }
    : {};

  const button = (
    <Button
      {...antdLook[variant]}
      {...rest}
      disabled={disabled}
      style={{ ...sizeStyle, ...disabledStyle, ...style }}
    />
  );
  return variant === 'marketingPrimary' ? (
    <ConfigProvider theme={marketingButtonTheme}>{button}</ConfigProvider>
  ) : (
    button
  );
};
