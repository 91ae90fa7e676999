import type { ComponentType, CSSProperties } from 'react';
import { iconColors, iconSize, type IconColor } from '@/shared/theme';

type IconComponent = ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;

type AppIconProps = {
  icon: IconComponent;
  /** A named colour from the theme; dark teal by default. */
  color?: IconColor;
  size?: number;
  style?: CSSProperties;
};

/** An @ant-design/icons icon in one of the theme's icon colours (decorative: hidden from AT). */
export const AppIcon = ({
  icon: Icon,
  color = 'default',
  size = iconSize,
  style,
}: AppIconProps) => (
  <Icon aria-hidden style={{ color: iconColors[color], fontSize: size, ...style }} />
);
