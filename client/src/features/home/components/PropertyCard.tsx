import { HomeOutlined, RightOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { PropertyCardDto } from '@/api/generated';
import { propertyCardPath, resumeFlowOf, statusTag } from '@/features/home/propertyCards';
import { formatDate } from '@/shared/format';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

type PropertyCardProps = { card: PropertyCardDto };

/**
 * One sale or purchase on /welcome-back: its address, when it started and its status tag, linking
 * to its dashboard or to where its onboarding stopped. Its name is its visible text, with hidden
 * stops and 'Status:' so a screen reader reads one clear sentence ('…. Started 1 May 2024.
 * Status: Paid. Archived').
 */
export const PropertyCard = ({ card }: PropertyCardProps) => {
  const status = statusTag[card.status];
  const started = `Started ${formatDate(card.createdAt)}`;
  return (
    <Link
      to={propertyCardPath(card)}
      onClick={() => resumeFlowOf(card)}
      className="th-property-card"
      style={{
        display: 'block',
        padding: 20,
        borderRadius: 12,
        border: `1px solid ${colors.border}`,
        // archived cards sit back on the page's own background; their text keeps full contrast
        background: card.archived ? colors.background : colors.surface,
        color: colors.text,
        textDecoration: 'none',
      }}
    >
      <Flex align="center" gap={16}>
        <AppIcon icon={HomeOutlined} size={24} color="enabled" />
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 17, overflowWrap: 'anywhere' }}>
            {card.address}
            <VisuallyHidden>. </VisuallyHidden>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 14 }}>
            {started}
            <VisuallyHidden>. Status: </VisuallyHidden>
          </Typography.Text>
          <Flex wrap gap={8}>
            <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
              {status.label}
            </Tag>
            {card.archived && (
              <Tag style={{ marginInlineEnd: 0 }}>
                <VisuallyHidden>. </VisuallyHidden>Archived
              </Tag>
            )}
          </Flex>
        </Flex>
        <AppIcon icon={RightOutlined} />
      </Flex>
    </Link>
  );
};
