import { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Dropdown, Flex, Layout } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '@/app/layouts/BrandLink';
import { usePhoneMenu } from '@/app/layouts/usePhoneMenu';
import { useScrolledPast } from '@/app/layouts/useScrolledPast';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { useSignOut } from '@/features/auth/hooks/useSignOut';
import { ADMIN_PATH, getStartedPath, SIGN_IN_PATH, WELCOME_BACK_PATH } from '@/features/auth/roles';
import { PARTNER_SIGN_UP_PATH } from '@/features/landing/content';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';
import '@/app/layouts/siteHeader.css';

/** customer.md §2: the navigation background changes after scrolling past 200 px. */
export const HEADER_SCROLL_OFFSET = 200;

const headerStyle = (scrolled: boolean): CSSProperties => ({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  backgroundColor: scrolled ? colors.primaryActive : colors.darkTeal,
  boxShadow: scrolled ? '0 4px 16px rgba(0, 0, 0, 0.18)' : 'none',
});

type NavItemsProps = {
  /** Called after any item is chosen (closes the phone menu). */
  onNavigate?: () => void;
  vertical?: boolean;
};

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';

/** The header's links: signed-out and signed-in sets (customer.md §2 'Landing page'). */
const NavItems = ({ onNavigate, vertical = false }: NavItemsProps) => {
  const { isSignedIn, isAdmin, user } = useAuth();
  const { signOut, signOutEverywhere, isSigningOut } = useSignOut();
  const { modal, message } = App.useApp();
  const linkStyle: CSSProperties = vertical ? { color: colors.primary, fontSize: 18 } : {};

  const handleSignOut = () => {
    onNavigate?.();
    void signOut();
  };

  // Ends every session of the user (other browsers and devices too), after a confirmation.
  const handleSignOutEverywhere = () => {
    onNavigate?.();
    modal.confirm({
      title: 'Sign out on every device?',
      content:
        'This ends your sessions in every browser and on every device where you are signed in, this one included. You will need a new sign-in link to come back.',
      okText: SIGN_OUT_EVERYWHERE,
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await signOutEverywhere();
        } catch {
          void message.error(
            "We couldn't sign you out everywhere. Please check your connection and try again.",
          );
        }
      },
    });
  };

  if (!isSignedIn || !user) {
    return (
      <>
        <Link
          className="th-nav-link"
          style={linkStyle}
          to={PARTNER_SIGN_UP_PATH}
          onClick={onNavigate}
        >
          Estate Agents
        </Link>
        <AppLinkButton
          variant="marketingPrimary"
          size={vertical ? 'full' : 'sm'}
          to={getStartedPath('sell')}
          onClick={onNavigate}
        >
          Get Started
        </AppLinkButton>
        <Link className="th-nav-link" style={linkStyle} to={SIGN_IN_PATH} onClick={onNavigate}>
          Sign In
        </Link>
      </>
    );
  }

  // The name shows only for an active user with an e-mail (customer.md §2).
  const showName = user.active && Boolean(user.email);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <>
      <Link className="th-nav-link" style={linkStyle} to={WELCOME_BACK_PATH} onClick={onNavigate}>
        Switch Properties
      </Link>
      {isAdmin && (
        <Link className="th-nav-link" style={linkStyle} to={ADMIN_PATH} onClick={onNavigate}>
          Admin
        </Link>
      )}
      {showName && (
        <Flex
          align="center"
          gap={6}
          style={{ color: vertical ? colors.text : colors.textOnDark, fontWeight: 600 }}
        >
          <UserOutlined aria-hidden />
          <span>{name}</span>
        </Flex>
      )}
      <AppButton
        variant={vertical ? 'primary' : 'secondary'}
        size={vertical ? 'full' : 'sm'}
        loading={isSigningOut}
        onClick={handleSignOut}
      >
        Sign Out
      </AppButton>
      {vertical ? (
        <AppButton variant="link" size="full" onClick={handleSignOutEverywhere}>
          {SIGN_OUT_EVERYWHERE}
        </AppButton>
      ) : (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [{ key: 'everywhere', label: SIGN_OUT_EVERYWHERE }],
            onClick: handleSignOutEverywhere,
          }}
        >
          <Button
            type="text"
            aria-label="More sign-out options"
            icon={<DownOutlined aria-hidden style={{ color: colors.textOnDark }} />}
          />
        </Dropdown>
      )}
    </>
  );
};

/** The public site's header: brand, the signed-in or signed-out links, and a phone menu. */
export const SiteHeader = () => {
  const { productName } = usePublicConfig();
  const scrolled = useScrolledPast(HEADER_SCROLL_OFFSET);
  const { menuOpen, menuId, openMenu, closeMenu } = usePhoneMenu();

  return (
    <Layout.Header
      className="th-site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      style={headerStyle(scrolled)}
    >
      <Flex
        className="th-container"
        align="center"
        justify="space-between"
        style={{ height: '100%' }}
      >
        <BrandLink productName={productName} />
        <Flex component="nav" aria-label="Main" align="center">
          <Flex className="th-nav-desktop" align="center" gap={20}>
            <NavItems />
          </Flex>
          <Button
            className="th-nav-menu-button"
            type="text"
            icon={<MenuOutlined aria-hidden style={{ color: colors.textOnDark, fontSize: 22 }} />}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={openMenu}
          />
        </Flex>
      </Flex>
      <Drawer
        id={menuId}
        title="Menu"
        placement="right"
        size={320}
        open={menuOpen}
        onClose={closeMenu}
        closable={{ 'aria-label': 'Close menu' }}
      >
        <Flex component="nav" aria-label="Main (menu)" vertical gap={20} align="flex-start">
          <NavItems vertical onNavigate={closeMenu} />
        </Flex>
      </Drawer>
    </Layout.Header>
  );
};
