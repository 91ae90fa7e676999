import { ClockCircleOutlined, DownOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useId, useState } from 'react';
import type { CaseStudy } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

type CaseStudiesProps = {
  items: CaseStudy[];
  expandLabel: string;
  collapseLabel: string;
};

type CaseStudyCardProps = {
  study: CaseStudy;
  expandLabel: string;
  collapseLabel: string;
};

/** One story: the outcome up front, the full story behind a disclosure button. */
const CaseStudyCard = ({ study, expandLabel, collapseLabel }: CaseStudyCardProps) => {
  const [expanded, setExpanded] = useState(false);
  const storyId = useId();
  return (
    <Card
      variant="outlined"
      style={{ height: '100%', borderRadius: 16 }}
      styles={{ body: { padding: 28, display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex
        align="center"
        gap={8}
        style={{
          alignSelf: 'flex-start',
          background: colors.primarySoft,
          color: colors.darkTeal,
          borderRadius: 999,
          padding: '4px 12px',
          fontSize: 14,
          fontWeight: 600,
        }}
      >
        <AppIcon icon={ClockCircleOutlined} color="enabled" />
        {study.outcome}
      </Flex>
      <Typography.Title level={3} style={{ fontSize: 20, margin: 0 }}>
        {study.headline}
      </Typography.Title>
      <Typography.Text style={{ color: colors.textSecondary }}>
        {study.name}, {study.location}
      </Typography.Text>
      <div id={storyId} hidden={!expanded}>
        <Typography.Paragraph style={{ margin: 0 }}>{study.body}</Typography.Paragraph>
      </div>
      <div style={{ marginTop: 'auto' }}>
        <AppButton
          variant="link"
          aria-expanded={expanded}
          aria-controls={storyId}
          onClick={() => setExpanded((open) => !open)}
          icon={
            <DownOutlined
              aria-hidden
              style={{
                fontSize: 12,
                transition: 'transform 0.2s',
                transform: expanded ? 'rotate(180deg)' : undefined,
              }}
            />
          }
          iconPlacement="end"
        >
          {expanded ? collapseLabel : expandLabel}
          <VisuallyHidden>{`: ${study.name}`}</VisuallyHidden>
        </AppButton>
      </div>
    </Card>
  );
};

/** Three expandable case studies (customer.md §2 'Landing page'). */
export const CaseStudies = ({ items, expandLabel, collapseLabel }: CaseStudiesProps) => (
  <Row gutter={[24, 24]} role="list">
    {items.map((study) => (
      <Col key={study.id} xs={24} lg={8} role="listitem">
        <CaseStudyCard study={study} expandLabel={expandLabel} collapseLabel={collapseLabel} />
      </Col>
    ))}
  </Row>
);
