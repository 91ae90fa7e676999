import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { SolicitorCard } from '@/features/landing/content';
import { LOCALE, TIME_ZONE } from '@/shared/format';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

const monthYear = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

/** '2021-03-15' → 'March 2021'. */
const formatMonthYear = (isoDate: string): string => monthYear.format(new Date(isoDate));

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

type SolicitorCardsProps = { cards: SolicitorCard[] };

/** Panel firms with their lead solicitor, bio, time on the panel and office address. */
export const SolicitorCards = ({ cards }: SolicitorCardsProps) => (
  <Row gutter={[24, 24]} role="list">
    {cards.map((card) => (
      <Col key={card.name} xs={24} lg={8} role="listitem">
        <Card
          variant="outlined"
          style={{ height: '100%', borderRadius: 16 }}
          styles={{ body: { padding: 28, display: 'flex', flexDirection: 'column', gap: 16 } }}
        >
          <Flex align="center" gap={14}>
            <span
              aria-hidden
              style={{
                flex: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 56,
                height: 56,
                borderRadius: '50%',
                background: colors.primarySoft,
                color: colors.primary,
                fontWeight: 700,
                fontSize: 18,
              }}
            >
              {initials(card.solicitorName)}
            </span>
            <div>
              <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
                {card.solicitorName}
              </Typography.Title>
              <Typography.Text style={{ color: colors.textSecondary }}>{card.name}</Typography.Text>
            </div>
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>{card.solicitorBio}</Typography.Paragraph>
          <Flex vertical gap={8} style={{ marginTop: 'auto', fontSize: 14 }}>
            <Typography.Text style={{ color: colors.textSecondary, fontSize: 14 }}>
              On our panel since{' '}
              <time dateTime={card.startDate}>{formatMonthYear(card.startDate)}</time>
            </Typography.Text>
            <Flex gap={8} align="flex-start">
              <AppIcon icon={EnvironmentOutlined} color="enabled" style={{ marginTop: 3 }} />
              <address style={{ fontStyle: 'normal', color: colors.textSecondary }}>
                {card.line_1}
                <br />
                {card.line_2}
                <br />
                {card.line_3}
              </address>
            </Flex>
          </Flex>
        </Card>
      </Col>
    ))}
  </Row>
);
