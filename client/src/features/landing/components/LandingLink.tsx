import {
  createContext,
  useContext,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * How a landing link moves to another page. The full app provides the router's navigate (no page
 * load); the light landing (features/landing/light) provides nothing, so links load the page.
 */
export const LandingNavigateContext = createContext<((href: string) => void) | null>(null);

export type LandingButtonVariant = 'marketing' | 'secondary';
/** `flex`: full width on phones, auto above; `lg`/`sm`: fixed; `full`: always full width. */
export type LandingButtonSize = 'flex' | 'lg' | 'sm' | 'full';

/** The classes of a link drawn as a button (landing.css mirrors AppButton's variants and sizes). */
export const landingButtonClass = (variant: LandingButtonVariant, size: LandingButtonSize) =>
  `th-lbtn th-lbtn--${variant} th-lbtn--${size}`;

type LandingLinkProps = {
  href: string;
  className?: string;
  style?: CSSProperties;
  /** Called on any activation (before navigating), e.g. to close the phone menu. */
  onClick?: () => void;
  children: ReactNode;
};

/** A plain `<a href>`: the router navigates when there is one, otherwise the browser does. */
export const LandingLink = ({ href, className, style, onClick, children }: LandingLinkProps) => {
  const navigate = useContext(LandingNavigateContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (!navigate || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} className={className} style={style} onClick={handleClick}>
      {children}
    </a>
  );
};
