import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';
import { AppButton, type AppButtonProps } from '@/shared/ui/AppButton';

type AppLinkButtonProps = Omit<AppButtonProps, 'href' | 'htmlType'> & {
  /** In-app destination; navigates without a page load (modified clicks open a new tab). */
  to: To;
  replace?: boolean;
};

/** A link that looks like an AppButton: for "buttons" whose job is to go somewhere. */
export const AppLinkButton = ({ to, replace, onClick, ...rest }: AppLinkButtonProps) => {
  const href = useHref(to);
  const handleNavigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // The second click of a double-click goes nowhere: the first one has gone already, and a
    // second navigation would leave a duplicate page in the history (Back did nothing).
    if (event.detail > 1) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (!event.defaultPrevented) handleNavigate(event as MouseEvent<HTMLAnchorElement>);
  };
  return <AppButton {...rest} href={href} onClick={handleClick} />;
};
