import { Flex, Typography } from 'antd';
import { DocumentTitle } from '@/features/public-config/components/DocumentTitle';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

type NotFoundPageProps = {
  /** Where the button goes; the public homepage unless a layout has its own home. */
  homePath?: string;
  homeLabel?: string;
};

/** customer.md §2: shown for any path no route matches. */
export const NotFoundPage = ({
  homePath = '/',
  homeLabel = 'Go to homepage',
}: NotFoundPageProps) => (
  <Flex
    vertical
    align="center"
    justify="center"
    gap={8}
    style={{ minHeight: '60vh', padding: '48px 16px', textAlign: 'center' }}
  >
    <DocumentTitle title="Page not found" />
    <Typography.Title level={1} style={{ marginBottom: 0 }}>
      404! Page not found
    </Typography.Title>
    <Typography.Paragraph style={{ maxWidth: 520 }}>
      {"We can't find that page. Please check the URL or go back to the homepage and try again."}
    </Typography.Paragraph>
    <AppLinkButton to={homePath}>{homeLabel}</AppLinkButton>
  </Flex>
);
