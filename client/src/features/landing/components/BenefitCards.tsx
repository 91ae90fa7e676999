import { Card, Col, Row, Typography } from 'antd';
import type { BenefitCard } from '@/features/landing/content';
import { colors } from '@/shared/theme';

type BenefitCardsProps = { cards: BenefitCard[] };

/** Three headline benefits, each led by its figure. */
export const BenefitCards = ({ cards }: BenefitCardsProps) => (
  <Row gutter={[24, 24]} role="list">
    {cards.map((card) => (
      <Col key={card.id} xs={24} md={8} role="listitem">
        <Card
          variant="outlined"
          style={{ height: '100%', borderRadius: 16 }}
          styles={{ body: { padding: 28 } }}
        >
          <div
            aria-hidden
            style={{
              fontSize: 'clamp(2.25rem, 1.8rem + 1.5vw, 3rem)',
              fontWeight: 800,
              lineHeight: 1,
              color: colors.primary,
              marginBottom: 16,
              letterSpacing: '-0.02em',
            }}
          >
            {card.stat}
          </div>
          <Typography.Title level={3} style={{ fontSize: 20, marginTop: 0, marginBottom: 8 }}>
            {card.title}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0, color: colors.textSecondary }}>
            {card.text}
          </Typography.Paragraph>
        </Card>
      </Col>
    ))}
  </Row>
);
