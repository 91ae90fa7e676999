import { Flex, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { colors } from '@/shared/theme';

const TOP_BAR_HEIGHT = 64;

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
      <Flex align="center" gap={24} style={{ height: '100%' }} component="nav" aria-label="Admin">
        <Link to="/admin" style={{ color: colors.textOnDark, fontWeight: 700, fontSize: 18 }}>
          Home
        </Link>
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
