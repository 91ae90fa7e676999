import { Flex, Layout, Typography } from 'antd';
import { Outlet } from 'react-router';
import { BrandLink } from '@/app/layouts/BrandLink';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';

/** Header with the product name linking home, the page, and a footer. */
export const PublicLayout = () => {
  const { productName, supportEmail } = usePublicConfig();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header>
        <Flex
          className="th-container"
          align="center"
          justify="space-between"
          style={{ height: '100%' }}
        >
          <BrandLink productName={productName} />
        </Flex>
      </Layout.Header>
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="th-main">
        <Outlet />
      </Layout.Content>
      <Layout.Footer>
        <Flex
          className="th-container"
          wrap
          gap={16}
          justify="space-between"
          style={{ color: colors.textOnDark }}
        >
          <Typography.Text style={{ color: colors.textOnDark }}>
            © {new Date().getFullYear()} {productName}. Buying and selling homes in England and
            Wales.
          </Typography.Text>
          <Typography.Text style={{ color: colors.textOnDark }}>
            Help:{' '}
            <a href={`mailto:${supportEmail}`} style={{ color: colors.textOnDark }}>
              {supportEmail}
            </a>
          </Typography.Text>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
};
