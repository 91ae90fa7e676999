import {
  ApartmentOutlined,
  HomeOutlined,
  KeyOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Col, Flex, Row, Typography } from 'antd';
import type { ComponentProps } from 'react';
import type { AudienceItem } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

type IconType = ComponentProps<typeof AppIcon>['icon'];

const icons: Record<string, IconType> = {
  'first-time-sellers': KeyOutlined,
  'probate-and-representatives': SolutionOutlined,
  landlords: HomeOutlined,
  'chain-sellers': ApartmentOutlined,
};

type EverySellerProps = { items: AudienceItem[] };

/** 'Made for every seller': who the service suits, two by two on wider screens. */
export const EverySeller = ({ items }: EverySellerProps) => (
  <Row gutter={[24, 24]} role="list">
    {items.map((item) => (
      <Col key={item.id} xs={24} md={12} role="listitem">
        <Flex
          gap={20}
          align="flex-start"
          style={{
            height: '100%',
            padding: 24,
            borderRadius: 16,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
          }}
        >
          <span
            style={{
              flex: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: '50%',
              background: colors.primarySoft,
            }}
          >
            <AppIcon icon={icons[item.id] ?? UserOutlined} color="enabled" size={24} />
          </span>
          <div>
            <Typography.Title level={3} style={{ fontSize: 20, marginTop: 0, marginBottom: 6 }}>
              {item.title}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0, color: colors.textSecondary }}>
              {item.text}
            </Typography.Paragraph>
          </div>
        </Flex>
      </Col>
    ))}
  </Row>
);
