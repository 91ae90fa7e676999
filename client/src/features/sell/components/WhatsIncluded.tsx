import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import type { ProductLineItemDto } from '@/api/generated';
import { formatPence } from '@/shared/format';
import { colors } from '@/shared/theme';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { AppIcon } from '@/shared/ui/AppIcon';

const includedItems = [
  {
    title: 'Your solicitor, instructed from day one',
    text: 'An award-winning conveyancing solicitor from our panel starts work on your sale now, not after you find a buyer.',
  },
  {
    title: 'Property searches, ordered up front',
    text: 'Local authority, water and drainage and environmental searches, ready for your buyer.',
  },
  {
    title: 'Identity and anti-money-laundering checks',
    text: 'Done online with our identity-check partner, for you and anyone selling with you.',
  },
  {
    title: 'Property information forms online',
    text: 'Fill in your TA forms at your own pace, with help when you need it.',
  },
  {
    title: 'A legally ready sale',
    text: 'A buyer can exchange in about two weeks, so fewer sales fall through.',
  },
];

type WhatsIncludedProps = {
  /** The priced products of the order, as the server answered them (pence, VAT included). */
  products?: ProductLineItemDto[];
};

/** Left column of the payment page: the products being paid for and what they cover. */
export const WhatsIncluded = ({ products = [] }: WhatsIncludedProps) => {
  const { productName } = usePublicConfig();
  return (
    <section aria-labelledby="whats-included-title">
      <Typography.Title level={2} id="whats-included-title" style={{ fontSize: 22, marginTop: 0 }}>
        What&apos;s included
      </Typography.Title>
      {products.length > 0 && (
        <ul aria-label="Products" style={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
          {products.map((product) => (
            <li
              key={product.name}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 16,
                padding: '8px 0',
                borderBottom: `1px solid ${colors.border}`,
              }}
            >
              <Typography.Text strong>
                {product.name}
                {product.quantity > 1 ? ` × ${product.quantity}` : ''}
              </Typography.Text>
              <Typography.Text>
                {formatPence(product.price * product.quantity)}
                {product.incVat ? ' incl. VAT' : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {includedItems.map((item) => (
          <li key={item.title} style={{ marginBottom: 16 }}>
            <Flex gap={12} align="baseline">
              <AppIcon icon={CheckCircleFilled} color="success" />
              <Flex vertical>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Typography.Text type="secondary">{item.text}</Typography.Text>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
      <Alert
        type="info"
        role="note"
        showIcon
        title="Legal fees are paid on completion"
        description={`Your solicitor's legal fees are not part of today's payment: they are paid on completion, out of the sale proceeds. Today's fee covers getting your sale legally ready with ${productName}.`}
      />
    </section>
  );
};
