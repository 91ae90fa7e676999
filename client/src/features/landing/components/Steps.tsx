import { Flex, Grid, Typography } from 'antd';
import type { LandingStep } from '@/features/landing/content';
import { colors } from '@/shared/theme';

type StepsProps = { items: LandingStep[] };

/** The three steps, as an ordered list with big numbered markers (side by side from tablet up). */
export const Steps = ({ items }: StepsProps) => {
  const screens = Grid.useBreakpoint();
  const sideBySide = screens.md ?? false;
  return (
    <ol
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: sideBySide ? `repeat(${items.length}, minmax(0, 1fr))` : '1fr',
        gap: 32,
      }}
    >
      {items.map((step) => (
        <li key={step.id}>
          <Flex vertical={sideBySide} gap={16} align="flex-start">
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
                border: `2px solid ${colors.primary}`,
                background: colors.surface,
                color: colors.primary,
                fontSize: 24,
                fontWeight: 800,
              }}
            >
              {step.number}
            </span>
            <div>
              <Typography.Title level={3} style={{ fontSize: 20, marginTop: 0, marginBottom: 8 }}>
                {step.title}
              </Typography.Title>
              <Typography.Paragraph style={{ margin: 0, color: colors.textSecondary }}>
                {step.text}
              </Typography.Paragraph>
            </div>
          </Flex>
        </li>
      ))}
    </ol>
  );
};
