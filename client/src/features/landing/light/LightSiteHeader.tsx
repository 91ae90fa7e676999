import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useScrolledPast } from '@/app/layouts/useScrolledPast';
import { LandingIcon } from '@/features/landing/components/LandingIcon';
import { landingButtonClass } from '@/features/landing/components/LandingLink';
import { landingContent } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import '@/app/layouts/siteHeader.css';

/** customer.md §2: the navigation background changes after scrolling past 200 px (SiteHeader). */
const HEADER_SCROLL_OFFSET = 200;

type NavLinksProps = { productName: string; vertical?: boolean };

/** The signed-out header links (SiteHeader's set): Estate Agents, Get Started, Sign In. */
const NavLinks = ({ productName, vertical = false }: NavLinksProps) => {
  const { nav } = landingContent(productName);
  const linkClass = vertical ? 'th-nav-link th-nav-link--menu' : 'th-nav-link';
  return (
    <>
      <a className={linkClass} href={nav.estateAgents.href}>
        {nav.estateAgents.label}
      </a>
      <a
        className={landingButtonClass('marketing', vertical ? 'full' : 'sm')}
        href={nav.getStarted.href}
      >
        {nav.getStarted.label}
      </a>
      <a className={linkClass} href={nav.signIn.href}>
        {nav.signIn.label}
      </a>
    </>
  );
};

type PhoneMenuProps = { id: string; productName: string; onClose: () => void };

/** The phone menu: a modal panel from the right; Escape or the close button shut it. */
const PhoneMenu = ({ id, productName, onClose }: PhoneMenuProps) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Escape closes; Tab and Shift+Tab stay inside the panel while it is open.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div className="th-menu-mask" aria-hidden onClick={onClose} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="th-menu-panel"
        onKeyDown={handleKeyDown}
      >
        <div className="th-menu-panel__header">
          <button type="button" className="th-menu-close" aria-label="Close menu" onClick={onClose}>
            <LandingIcon name="Close" size={16} />
          </button>
          <span id={titleId} className="th-menu-panel__title">
            Menu
          </span>
        </div>
        <nav aria-label="Main (menu)" className="th-menu-panel__nav">
          <NavLinks productName={productName} vertical />
        </nav>
      </div>
    </>,
    document.body,
  );
};

type LightSiteHeaderProps = { productName: string };

/**
 * SiteHeader for a signed-out visitor on the light landing: brand, the signed-out links and the
 * phone menu, in plain elements (no antd, no router: the links load their pages).
 */
export const LightSiteHeader = ({ productName }: LightSiteHeaderProps) => {
  const scrolled = useScrolledPast(HEADER_SCROLL_OFFSET);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header
      className="th-site-header th-light-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      style={{
        backgroundColor: scrolled ? colors.primaryActive : colors.darkTeal,
        boxShadow: scrolled ? '0 4px 16px rgba(0, 0, 0, 0.18)' : 'none',
      }}
    >
      <div className="th-container th-light-header__bar">
        <a href="/" className="th-brand">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
            <rect width="32" height="32" rx="7" fill={colors.textOnDark} />
            <path d="M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z" fill={colors.primary} />
          </svg>
          <span>{productName}</span>
        </a>
        <nav aria-label="Main" className="th-light-header__nav">
          <div className="th-nav-desktop th-light-header__links">
            <NavLinks productName={productName} />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="th-nav-menu-button th-menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <LandingIcon name="Menu" size={22} />
          </button>
        </nav>
      </div>
      {menuOpen && <PhoneMenu id={menuId} productName={productName} onClose={closeMenu} />}
    </header>
  );
};
