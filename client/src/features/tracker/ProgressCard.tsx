import {
  CheckCircleFilled,
  CloseCircleFilled,
  ClockCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { isApiError } from '@/api/baseQuery';
import { formatDate } from '@/shared/format';
import { colors } from '@/shared/theme';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ProgressEmailsSwitch } from './ProgressEmailsSwitch';
import { RequestUpdate } from './RequestUpdate';
import { useTrackerQuery, type TrackerDto, type TrackerKind } from './trackerApi';

/** What a figure reads while it is not known yet. */
export const TBC = 'TBC';

type Milestone = TrackerDto['milestones'][number];
type PersonCheck = TrackerDto['checks'][number];
type Search = TrackerDto['searches'][number];

const STATE_TEXT: Record<Milestone['state'], string> = {
  done: 'Done',
  current: 'Current step',
  upcoming: 'Not started yet',
  failed: 'Needs attention',
};

const CHECK_TEXT: Record<PersonCheck['status'], string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  complete: 'Complete',
  failed: 'Failed',
};

const CHECK_COLOUR: Record<PersonCheck['status'], string> = {
  not_started: 'default',
  in_progress: 'processing',
  complete: 'success',
  failed: 'error',
};

const ROLE_TEXT: Record<PersonCheck['role'], string> = {
  you: 'You',
  co_seller: 'Co-seller',
  joint_buyer: 'Joint buyer',
  giftor: 'Giftor',
};

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
    {children}
  </Typography.Title>
);

const MilestoneIcon = ({ state }: { state: Milestone['state'] }) => {
  const common: CSSProperties = { fontSize: 20, lineHeight: 1 };
  if (state === 'done')
    return <CheckCircleFilled aria-hidden style={{ ...common, color: colors.success }} />;
  if (state === 'failed')
    return <CloseCircleFilled aria-hidden style={{ ...common, color: colors.error }} />;
  if (state === 'current') {
    return <ClockCircleOutlined aria-hidden style={{ ...common, color: colors.primary }} />;
  }
  return <MinusCircleOutlined aria-hidden style={{ ...common, color: colors.disabled }} />;
};

/** The milestones as a vertical timeline: ticks for done, the current one highlighted. */
const Timeline = ({ milestones }: { milestones: Milestone[] }) => (
  <ol aria-label="Milestones" style={listStyle}>
    {milestones.map((milestone, index) => {
      const current = milestone.state === 'current';
      const failed = milestone.state === 'failed';
      const last = index === milestones.length - 1;
      return (
        <li
          key={milestone.key}
          aria-current={current ? 'step' : undefined}
          data-state={milestone.state}
          style={{ display: 'flex', gap: 12, position: 'relative' }}
        >
          <Flex vertical align="center" style={{ flex: '0 0 20px' }}>
            <MilestoneIcon state={milestone.state} />
            {!last && (
              <span
                aria-hidden
                style={{
                  flex: 1,
                  width: 2,
                  minHeight: 16,
                  margin: '4px 0',
                  background: milestone.state === 'done' ? colors.success : colors.border,
                }}
              />
            )}
          </Flex>
          <Flex
            vertical
            style={{
              flex: 1,
              minWidth: 0,
              marginBottom: last ? 0 : 12,
              padding: current || failed ? '6px 10px' : '0 0 4px',
              borderRadius: 8,
              background: current ? colors.primarySoft : failed ? '#fdecea' : undefined,
            }}
          >
            <Flex gap={8} wrap align="baseline" justify="space-between">
              <Typography.Text
                strong={current || failed}
                style={{ color: failed ? colors.error : undefined }}
              >
                {milestone.label}
                <VisuallyHidden>{`: ${STATE_TEXT[milestone.state]}`}</VisuallyHidden>
              </Typography.Text>
              {milestone.date && (
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(milestone.date)}
                </Typography.Text>
              )}
            </Flex>
            {current && (
              <Typography.Text style={{ color: colors.primary, fontSize: 13 }} aria-hidden>
                What happens next
              </Typography.Text>
            )}
            {milestone.detail && (
              <Typography.Text
                type={failed ? undefined : 'secondary'}
                style={{ color: failed ? colors.error : undefined, overflowWrap: 'anywhere' }}
              >
                {milestone.detail}
              </Typography.Text>
            )}
          </Flex>
        </li>
      );
    })}
  </ol>
);

const Checks = ({ checks }: { checks: PersonCheck[] }) => (
  <section aria-labelledby="tracker-checks">
    <Heading>
      <span id="tracker-checks">Identity checks</span>
    </Heading>
    <ul style={listStyle}>
      {checks.map((check, index) => (
        <li key={`${check.role}-${index}`} style={{ marginBottom: 12 }}>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{check.name}</Typography.Text>
            <Typography.Text type="secondary">({ROLE_TEXT[check.role]})</Typography.Text>
            <Tag color={CHECK_COLOUR[check.status]}>{CHECK_TEXT[check.status]}</Tag>
          </Flex>
          {check.next_step && (
            <Typography.Paragraph
              style={{
                margin: '4px 0 0',
                color: check.status === 'failed' ? colors.error : undefined,
              }}
              type={check.status === 'failed' ? undefined : 'secondary'}
            >
              {check.next_step}
            </Typography.Paragraph>
          )}
        </li>
      ))}
    </ul>
  </section>
);

const searchText = (search: Search): string => {
  if (search.state === 'cancelled') return 'Cancelled';
  if (search.state === 'returned') {
    return search.returned_at ? `Returned ${formatDate(search.returned_at)}` : 'Returned';
  }
  const ordered = `Ordered ${formatDate(search.ordered_at)}`;
  return search.expected_at ? `${ordered}, expected by ${formatDate(search.expected_at)}` : ordered;
};

const Searches = ({ searches }: { searches: Search[] }) => (
  <section aria-labelledby="tracker-searches">
    <Heading>
      <span id="tracker-searches">Searches</span>
    </Heading>
    <ul style={listStyle}>
      {searches.map((search) => (
        <li key={search.product} style={{ marginBottom: 8 }}>
          <Flex gap={8} wrap>
            <Typography.Text strong>{search.product}</Typography.Text>
            <Typography.Text type="secondary">{searchText(search)}</Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  </section>
);

const OtherSide = ({ side }: { side: TrackerDto['other_side'] }) => (
  <section aria-labelledby="tracker-other-side">
    <Heading>
      <span id="tracker-other-side">{side.title}</span>
    </Heading>
    <ul style={listStyle}>
      {side.items.map((item) => (
        <li key={item.key} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          {item.done ? (
            <CheckCircleFilled aria-hidden style={{ color: colors.success, marginTop: 4 }} />
          ) : (
            <MinusCircleOutlined aria-hidden style={{ color: colors.disabled, marginTop: 4 }} />
          )}
          <Typography.Text>
            {item.label}
            <VisuallyHidden>{item.done ? ': Done' : ': Not yet'}</VisuallyHidden>
          </Typography.Text>
        </li>
      ))}
    </ul>
  </section>
);

const days = (value: number | null) =>
  value === null ? TBC : `${value} ${Math.abs(value) === 1 ? 'day' : 'days'}`;

const Timing = ({ timing }: { timing: TrackerDto['timing'] }) => {
  const exchanged = timing.exchanged_at !== null;
  const saved =
    timing.time_saved_days === null
      ? TBC
      : `${days(timing.time_saved_days)}${timing.time_saved_percent === null ? '' : ` (${timing.time_saved_percent}%)`}`;
  const rows: [string, string][] = [
    [
      exchanged ? 'Offer to exchange' : 'Offer to exchange so far',
      days(timing.offer_to_exchange_days),
    ],
    ['A typical sale takes', days(timing.benchmark_in_days)],
    ['Time saved', saved],
  ];
  return (
    <section aria-labelledby="tracker-timing">
      <Heading>
        <span id="tracker-timing">Timing</span>
      </Heading>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <Flex key={label} gap={8} justify="space-between" wrap style={{ marginBottom: 4 }}>
            <dt style={{ color: colors.textSecondary }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </Flex>
        ))}
      </dl>
      {!exchanged && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          We count from the day your sale is agreed. The time saved is confirmed at exchange.
        </Typography.Paragraph>
      )}
    </section>
  );
};

/**
 * When the sale is likely to exchange and complete (the server's estimate, in its words), with
 * how it is made: never worded as a promise.
 */
const Forecast = ({ forecast }: { forecast: NonNullable<TrackerDto['forecast']> }) => {
  const lines = [forecast.exchange?.text, forecast.completion?.text].filter(
    (line): line is string => Boolean(line),
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="tracker-forecast">
      <Heading>
        <span id="tracker-forecast">Our estimate</span>
      </Heading>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {lines.map((line) => (
          <li key={line} style={{ fontWeight: 600 }}>
            {line}
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {forecast.basis}
      </Typography.Paragraph>
    </section>
  );
};

export const ProgressCardView = ({ tracker }: { tracker: TrackerDto }) => (
  <Flex vertical gap={24}>
    <Timeline milestones={tracker.milestones} />
    {tracker.checks.length > 0 && <Checks checks={tracker.checks} />}
    {tracker.searches.length > 0 && <Searches searches={tracker.searches} />}
    <OtherSide side={tracker.other_side} />
    {tracker.forecast && <Forecast forecast={tracker.forecast} />}
    <Timing timing={tracker.timing} />
  </Flex>
);

type ProgressCardProps = { kind: TrackerKind; id: string };

/**
 * "Your progress" on the seller's and the buyer's dashboards (issue 25): the milestones, the
 * people's checks, the other side in outline and the timing, with a way to ask the team for an
 * update (issue 36). A sale or purchase the tracker does not answer for (404: not the customer's
 * as primary seller or buyer) shows nothing.
 */
export const ProgressCard = ({ kind, id }: ProgressCardProps) => {
  const query = useTrackerQuery(kind, id);
  const title = (
    <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
      Your progress
    </Typography.Title>
  );
  if (query.isLoading) {
    return (
      <Card title={title} aria-busy="true">
        <VisuallyHidden>Loading your progress</VisuallyHidden>
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      </Card>
    );
  }
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404) return null;
    return (
      <Card title={title}>
        <QueryErrorAlert
          title="We could not load your progress."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  return (
    <Card title={title}>
      <Flex vertical gap={24}>
        <ProgressCardView tracker={query.data} />
        <RequestUpdate kind={kind} id={id} />
        <ProgressEmailsSwitch />
      </Flex>
    </Card>
  );
};
