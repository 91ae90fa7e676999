import { GlobalOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';
import './currencyPartnerBanner.css';

/**
 * Shown when the buyer is moving money from abroad (customer.md §2): introduces the currency
 * partner. It slides in once; with reduced motion it simply appears.
 */
export const CurrencyPartnerBanner = () => {
  const { supportEmail } = usePublicConfig();
  const titleId = useId();
  return (
    <aside
      className="th-currency-banner"
      aria-labelledby={titleId}
      style={{
        background: colors.primarySoft,
        border: `1px solid ${colors.primary}`,
        borderRadius: 12,
        padding: 16,
        marginBottom: 24,
      }}
    >
      <Flex gap={12} align="flex-start">
        <span className="th-currency-banner__icon" style={{ display: 'inline-flex' }}>
          <AppIcon icon={GlobalOutlined} color="enabled" size={28} />
        </span>
        <Flex vertical gap={4}>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 16, margin: 0 }}>
            Paying with money from abroad? Meet our currency partner.
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>
            Exchange rates can move a long way between agreeing a price and completing. Our currency
            partner specialises in property payments: they can help you fix a rate in advance and
            send your money safely to your solicitor in time for completion.
          </Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>
            Would you like an introduction? E-mail us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we&apos;ll put you in touch.
          </Typography.Paragraph>
        </Flex>
      </Flex>
    </aside>
  );
};
