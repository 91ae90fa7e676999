import { HomeOutlined, RightOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { PropertyCardDto } from '@/api/generated';
import { propertyCardPath, resumeFlowOf } from '@/features/home/propertyCards';
import { formatDate } from '@/shared/format';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

type PropertyCardProps = { card: PropertyCardDto };

/** One sale or purchase on /welcome-back: its address and state, linking to where it continues. */
export const PropertyCard = ({ card }: PropertyCardProps) => (
  <Link
    to={propertyCardPath(card)}
    onClick={() => resumeFlowOf(card)}
    className="th-property-card"
    style={{
      display: 'block',
      padding: 20,
      borderRadius: 12,
      border: `1px solid ${colors.border}`,
      background: colors.surface,
      color: colors.text,
      textDecoration: 'none',
      opacity: card.archived ? 0.85 : 1,
    }}
  >
    <Flex align="center" gap={16}>
      <AppIcon icon={HomeOutlined} size={24} color="enabled" />
      <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 17 }}>
          {card.address}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 14 }}>
          Started {formatDate(card.createdAt)}
        </Typography.Text>
        {(!card.complete || card.archived) && (
          <Flex wrap gap={8}>
            {!card.complete && <Tag color="gold">Information Needed</Tag>}
            {card.archived && <Tag>Archived</Tag>}
          </Flex>
        )}
      </Flex>
      <AppIcon icon={RightOutlined} />
    </Flex>
  </Link>
);
