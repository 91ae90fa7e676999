import { Alert, Card, Descriptions, Flex, Input, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PurchaseIntentDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { useAppDispatch } from '@/app/store';
import { adminPaths } from '@/admin/paths';
import { formatPounds } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import {
  dateError,
  SIGNIFICANT_DATE_FIELDS,
  toIsoDay,
  toParts,
  type DateParts,
  type SignificantDateName,
} from './significantDates';
import { refreshSale, useSetSignificantDatesMutation } from './transactionDetailApi';

export const DATES_FAILED = 'No significant dates provided';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Day, month and year boxes of one significant date, with its message under them. */
const DateBoxes = ({
  label,
  parts,
  error,
  onChange,
}: {
  label: string;
  parts: DateParts;
  error?: string;
  onChange: (parts: DateParts) => void;
}) => {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="th-date-boxes" aria-describedby={describedBy}>
      <legend>{label}</legend>
      <Flex gap={8} align="center">
        <Input
          aria-label={`${label} day`}
          placeholder="DD"
          inputMode="numeric"
          value={parts.day}
          status={error ? 'error' : undefined}
          style={{ width: 56 }}
          onChange={(e) => onChange({ ...parts, day: digits(e.target.value, 2) })}
        />
        <Input
          aria-label={`${label} month`}
          placeholder="MM"
          inputMode="numeric"
          value={parts.month}
          status={error ? 'error' : undefined}
          style={{ width: 56 }}
          onChange={(e) => onChange({ ...parts, month: digits(e.target.value, 2) })}
        />
        <Input
          aria-label={`${label} year`}
          placeholder="YYYY"
          inputMode="numeric"
          value={parts.year}
          status={error ? 'error' : undefined}
          style={{ width: 80 }}
          onChange={(e) => onChange({ ...parts, year: digits(e.target.value, 4) })}
        />
      </Flex>
      {error && (
        <Typography.Text type="danger" id={errorId}>
          {error}
        </Typography.Text>
      )}
    </fieldset>
  );
};

type DatesState = Record<SignificantDateName, DateParts>;

/** The significant dates of one purchase (admin.md §5), saved together. */
const SignificantDatesForm = ({
  intent,
  transactionId,
}: {
  intent: PurchaseIntentDto;
  transactionId: string;
}) => {
  const initial = (): DatesState => ({
    sale_agreed: toParts(intent.significant_dates.sale_agreed),
    exchanged: toParts(intent.significant_dates.exchanged),
    completed: toParts(intent.significant_dates.completed),
    aborted: toParts(intent.significant_dates.aborted),
  });
  const [dates, setDates] = useState<DatesState>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { isLoading }] = useSetSignificantDatesMutation();
  const dispatch = useAppDispatch();
  const errors = Object.fromEntries(
    SIGNIFICANT_DATE_FIELDS.map(([name]) => [name, dateError(dates[name])]),
  ) as Record<SignificantDateName, string | undefined>;
  const invalid = Object.values(errors).some(Boolean);

  const handleSave = async () => {
    setSubmitted(true);
    setResult(null);
    if (invalid) return;
    try {
      await save({
        id: intent._id,
        significantDatesDto: Object.fromEntries(
          SIGNIFICANT_DATE_FIELDS.map(([name]) => [name, toIsoDay(dates[name])]),
        ),
      }).unwrap();
      dispatch(refreshSale(transactionId));
      setResult({ ok: true, text: 'Significant dates saved' });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) || DATES_FAILED });
    }
  };

  return (
    <form
      aria-label="Significant dates"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Typography.Title level={4}>Significant Dates</Typography.Title>
      <Flex wrap gap={16}>
        {SIGNIFICANT_DATE_FIELDS.map(([name, label]) => (
          <DateBoxes
            key={name}
            label={label}
            parts={dates[name]}
            error={submitted ? errors[name] : undefined}
            onChange={(parts) => setDates((current) => ({ ...current, [name]: parts }))}
          />
        ))}
      </Flex>
      <Flex gap={8} align="center" style={{ marginTop: 12 }}>
        <AppButton htmlType="submit" size="sm" loading={isLoading}>
          Save dates
        </AppButton>
      </Flex>
      {result && (
        <Alert
          style={{ marginTop: 12 }}
          type={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          showIcon
          title={result.text}
        />
      )}
    </form>
  );
};

const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/** A purchase of the sale: Active or Inactive, its buyers (with giftors) and its dates. */
export const PurchaseIntentCard = ({
  intent,
  transactionId,
  onMove,
}: {
  intent: PurchaseIntentDto;
  transactionId: string;
  /** Opens 'Move to another transaction' for this purchase. */
  onMove?: () => void;
}) => {
  const buyer = intent.primary_buyer.user;
  return (
    <Card
      extra={
        onMove && (
          <AppButton variant="secondary" size="sm" onClick={onMove}>
            Move to another transaction
          </AppButton>
        )
      }
      title={
        <Flex gap={8} align="center">
          <Link to={adminPaths.user(buyer._id)}>{personName(buyer)}</Link>
          <Tag color={intent.is_active ? 'green' : 'default'}>
            {intent.is_active ? 'Active' : 'Inactive'}
          </Tag>
        </Flex>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'price',
            label: 'Agreed Price',
            children: intent.agreed_price ? formatPounds(intent.agreed_price) : '—',
          },
          { key: 'ownership', label: 'Ownership', children: intent.ownership_type ?? '—' },
          {
            key: 'mortgage',
            label: 'Mortgage',
            children: intent.mortgage_provider ?? intent.mortgage_required_for_purchase ?? '—',
          },
          {
            key: 'buyers',
            label: 'Additional Buyers',
            children: intent.additional_buyers.map(personName).join(', ') || 'None',
          },
          {
            key: 'giftors',
            label: 'Giftors',
            children:
              intent.primary_buyer.giftors
                .map((giftor) => `${personName(giftor)} (${giftor.relationship})`)
                .join(', ') || 'None',
          },
        ]}
      />
      <SignificantDatesForm intent={intent} transactionId={transactionId} />
    </Card>
  );
};
