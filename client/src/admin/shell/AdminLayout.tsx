import { CloseOutlined, HomeOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { adminCssVariables } from '@/admin/adminTheme';
import { adminPaths } from '@/admin/paths';
import {
  adminConfigItem,
  adminJobsItem,
  adminSecurityItem,
  navCurrent,
  visibleAdminNavItems,
  type AdminNavItem,
} from '@/admin/shell/adminNav';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { usePhoneMenu } from '@/app/layouts/usePhoneMenu';
import { useSignOut } from '@/features/auth/hooks/useSignOut';
import { WELCOME_BACK_PATH } from '@/features/auth/roles';
import { AppButton } from '@/shared/ui/AppButton';
import '@/admin/shell/adminShell.css';

type NavLinksProps = {
  items: readonly AdminNavItem[];
  pathname: string;
  /** Called after an entry is chosen (closes the phone menu). */
  onNavigate?: () => void;
};

const NavLinks = ({ items, pathname, onNavigate }: NavLinksProps) => (
  <ul className="th-admin-nav-list">
    {items.map((item) => (
      <li key={item.path}>
        <Link
          to={item.path}
          className="th-admin-nav-link"
          aria-current={navCurrent(item, pathname)}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
      </li>
    ))}
  </ul>
);

type AccountLinksProps = { pathname: string; onNavigate?: () => void };

/** Config, Switch Properties and Sign Out (admin.md §2 'Also present'). */
const AccountLinks = ({ pathname, onNavigate }: AccountLinksProps) => {
  const { signOut, isSigningOut } = useSignOut();
  const handleSignOut = () => {
    onNavigate?.();
    void signOut();
  };
  return (
    <>
      <Link
        to={adminConfigItem.path}
        className="th-admin-nav-link"
        aria-current={navCurrent(adminConfigItem, pathname)}
        onClick={onNavigate}
      >
        {adminConfigItem.label}
      </Link>
      <Link
        to={adminJobsItem.path}
        className="th-admin-nav-link"
        aria-current={navCurrent(adminJobsItem, pathname)}
        onClick={onNavigate}
      >
        {adminJobsItem.label}
      </Link>
      <Link
        to={adminSecurityItem.path}
        className="th-admin-nav-link"
        aria-current={navCurrent(adminSecurityItem, pathname)}
        onClick={onNavigate}
      >
        {adminSecurityItem.label}
      </Link>
      <Link to={WELCOME_BACK_PATH} className="th-admin-nav-link" onClick={onNavigate}>
        Switch Properties
      </Link>
      <AppButton variant="secondary" size="sm" loading={isSigningOut} onClick={handleSignOut}>
        Sign Out
      </AppButton>
    </>
  );
};

type AdminLayoutProps = {
  /** The global search box, shown in the top bar (its own row on phones). */
  search?: ReactNode;
};

/**
 * The back office shell (admin.md §2): a fixed top bar with Home, the global search slot, the
 * sections and the account links; on phones (< 768 px) the sections and links move into a menu.
 * Only admins reach it (the route is behind RequireAdmin).
 */
export const AdminLayout = ({ search }: AdminLayoutProps) => {
  const { pathname } = useLocation();
  const { menuOpen, menuId, openMenu, closeMenu } = usePhoneMenu();

  return (
    <div
      className="th-admin"
      data-with-search={search ? 'true' : 'false'}
      style={adminCssVariables}
    >
      <SkipLink />
      <header className="th-admin-bar">
        <div className="th-admin-bar-row">
          <Link to={adminPaths.home} className="th-admin-home">
            <HomeOutlined aria-hidden />
            <span>Home</span>
          </Link>
          {search && <div className="th-admin-search-slot">{search}</div>}
          <div className="th-admin-account th-admin-desktop-only">
            <AccountLinks pathname={pathname} />
          </div>
          <Button
            className="th-admin-menu-button"
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={openMenu}
          />
        </div>
        <nav aria-label="Back office" className="th-admin-sections th-admin-desktop-only">
          <NavLinks items={visibleAdminNavItems} pathname={pathname} />
        </nav>
      </header>
      <Drawer
        id={menuId}
        title="Menu"
        placement="right"
        size={300}
        open={menuOpen}
        onClose={closeMenu}
        closable={{ 'aria-label': 'Close menu' }}
        closeIcon={<CloseOutlined aria-hidden />}
        rootClassName="th-admin-drawer"
      >
        <nav aria-label="Back office (menu)">
          <NavLinks items={visibleAdminNavItems} pathname={pathname} onNavigate={closeMenu} />
          <div className="th-admin-drawer-account">
            <AccountLinks pathname={pathname} onNavigate={closeMenu} />
          </div>
        </nav>
      </Drawer>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="th-main th-admin-main">
        <Outlet />
      </main>
    </div>
  );
};
