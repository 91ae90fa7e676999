import { Flex, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { useSignOut } from '@/features/auth/hooks/useSignOut';
import { WELCOME_BACK_PATH } from '@/features/auth/roles';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import '@/app/layouts/siteHeader.css';

const TOP_BAR_HEIGHT = 64;

const AdminAccountLinks = () => {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Flex align="center" gap={20}>
      <Link to={WELCOME_BACK_PATH} className="th-nav-link">
        Switch Properties
      </Link>
      <AppButton
        variant="secondary"
        size="sm"
        loading={isSigningOut}
        onClick={() => void signOut()}
      >
        Sign Out
      </AppButton>
    </Flex>
  );
};

/** The back office shell: a fixed top bar over the admin pages. Navigation is added per feature. */
export const AdminLayout = () => (
  <Layout style={{ minHeight: '100vh' }}>
    <SkipLink />
    <Layout.Header
      style={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 100,
        height: TOP_BAR_HEIGHT,
      }}
    >
      <Flex align="center" justify="space-between" gap={24} style={{ height: '100%' }}>
        <Flex align="center" gap={24} component="nav" aria-label="Admin">
          <Link to="/admin" style={{ color: colors.textOnDark, fontWeight: 700, fontSize: 18 }}>
            Home
          </Link>
        </Flex>
        <AdminAccountLinks />
      </Flex>
    </Layout.Header>
    <Layout.Content
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="th-main"
      style={{ paddingTop: TOP_BAR_HEIGHT + 24, paddingInline: 16, paddingBottom: 24 }}
    >
      <Outlet />
    </Layout.Content>
  </Layout>
);
