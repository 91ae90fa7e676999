import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

/** One step of a customer's checklist (the dashboards' "Next steps"). */
export type ChecklistStep = {
  icon: ComponentProps<typeof AppIcon>['icon'];
  title: string;
  text: ReactNode;
  /** Live from the tracker: the step is done (a tick and 'Done'). */
  done?: boolean;
};

/**
 * A customer's steps, in order, each with its icon (a tick once done), title and what it takes:
 * the seller's and the buyer's dashboards both show theirs with it.
 */
export const StepChecklist = ({ steps, label }: { steps: ChecklistStep[]; label?: string }) => (
  <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {steps.map((step) => (
      <li key={step.title} style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flex: '0 0 36px',
            height: 36,
            borderRadius: '50%',
            background: colors.primarySoft,
          }}
        >
          <AppIcon
            icon={step.done ? CheckCircleFilled : step.icon}
            color={step.done ? 'success' : 'enabled'}
            size={18}
          />
        </span>
        <Flex vertical>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{step.title}</Typography.Text>
            {step.done && <Tag color="success">Done</Tag>}
          </Flex>
          <Typography.Text type="secondary">{step.text}</Typography.Text>
        </Flex>
      </li>
    ))}
  </ol>
);
