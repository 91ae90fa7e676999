import { Flex, Typography } from 'antd';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/** Minimal home until the landing page feature replaces this route's element. */
export const HomePage = () => {
  const { productName } = usePublicConfig();
  return (
    <Flex vertical align="center" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <Typography.Title level={1}>{productName}</Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 560 }}>
        Buying or selling a home in England and Wales, with your conveyancing sorted from day one.
      </Typography.Paragraph>
    </Flex>
  );
};
