import { Alert, Card, Descriptions, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PurchaseIntentDto, PurchaseIntentPersonResponseDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { useAppDispatch } from '@/app/store';
import { adminPaths } from '@/admin/paths';
import { formatPounds } from '@/shared/format';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import {
  customerNews,
  dateError,
  SIGNIFICANT_DATE_FIELDS,
  toIsoDay,
  toParts,
  type DateParts,
  type SignificantDateName,
} from './significantDates';
import { PersonName, type PersonUsers } from './detail/detailFormat';
import { refreshAdminSale } from '@/api/cacheTags';
import { useSetSignificantDatesMutation } from '@/api/generated';

export const DATES_FAILED = 'No significant dates provided';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Day, month and year boxes of one significant date, with its message under them. */
const DateBoxes = ({
  label,
  value = { day: '', month: '', year: '' },
  error,
  onChange,
}: {
  label: string;
  value?: DateParts;
  error?: string;
  onChange?: (parts: DateParts) => void;
}) => {
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  const box = (part: keyof DateParts, name: string, placeholder: string, width: number) => (
    <Input
      aria-label={`${label} ${name}`}
      placeholder={placeholder}
      inputMode="numeric"
      value={value[part]}
      status={error ? 'error' : undefined}
      style={{ width }}
      onChange={(e) =>
        onChange?.({ ...value, [part]: digits(e.target.value, part === 'year' ? 4 : 2) })
      }
    />
  );
  return (
    <fieldset className="th-date-boxes" aria-describedby={describedBy}>
      <legend>{label}</legend>
      <Flex gap={8} align="center">
        {box('day', 'day', 'DD', 56)}
        {box('month', 'month', 'MM', 56)}
        {box('year', 'year', 'YYYY', 80)}
      </Flex>
      {error && (
        <Typography.Text type="danger" id={errorId}>
          {error}
        </Typography.Text>
      )}
    </fieldset>
  );
};

type DatesValues = Record<SignificantDateName, DateParts>;

const dateRule = {
  validator: (_: unknown, parts: DateParts) => {
    const error = dateError(parts);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};

const datesOf = (dates: PurchaseIntentDto['significant_dates']): DatesValues => ({
  sale_agreed: toParts(dates.sale_agreed),
  exchanged: toParts(dates.exchanged),
  completed: toParts(dates.completed),
  aborted: toParts(dates.aborted),
});

const sameParts = (a: DateParts | undefined, b: DateParts) =>
  a?.day === b.day && a.month === b.month && a.year === b.year;

/** The significant dates of one purchase (admin.md §5), saved together. */
const SignificantDatesForm = ({
  intent,
  transactionId,
}: {
  intent: PurchaseIntentDto;
  transactionId: string;
}) => {
  const [form] = Form.useForm<DatesValues>();
  const [initialValues] = useState<DatesValues>(() => datesOf(intent.significant_dates));
  // The dates change elsewhere too (a milestone recorded on the Progress tab): a box left as the
  // server had it follows the server; one being edited keeps what was typed.
  const serverDates = useRef(initialValues);
  useEffect(() => {
    const next = datesOf(intent.significant_dates);
    const previous = serverDates.current;
    serverDates.current = next;
    const follow = SIGNIFICANT_DATE_FIELDS.filter(
      ([name]) =>
        !sameParts(next[name], previous[name]) &&
        sameParts(form.getFieldValue(name) as DateParts | undefined, previous[name]),
    ).map(([name]) => [name, next[name]]);
    if (follow.length > 0) form.setFieldsValue(Object.fromEntries(follow) as Partial<DatesValues>);
  }, [form, intent.significant_dates]);
  // Messages show once Save was pressed, then follow every keystroke.
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [setDates] = useSetSignificantDatesMutation();
  const dispatch = useAppDispatch();
  // A save that tells the customers something is confirmed first, saying what they will hear.
  const [confirming, setConfirming] = useState<{ values: DatesValues; news: string[] } | null>(
    null,
  );
  const save = useMutationForm({
    form,
    mutate: (values: DatesValues) =>
      setDates({
        id: intent._id,
        significantDatesDto: {
          ...Object.fromEntries(
            SIGNIFICANT_DATE_FIELDS.map(([name]) => [name, toIsoDay(values[name])]),
          ),
          // the dates as this page read them: someone else's change since answers 409
          version: intent.significant_dates_version,
        },
      }),
    failure: (error) => errorMessage(error) || DATES_FAILED,
    onSuccess: () => {
      dispatch(refreshAdminSale(transactionId));
      setSaved(true);
    },
  });

  return (
    <Form<DatesValues>
      form={form}
      aria-label="Significant dates"
      initialValues={initialValues}
      onFinish={(values) => {
        setSubmitted(true);
        setSaved(false);
        const next = Object.fromEntries(
          SIGNIFICANT_DATE_FIELDS.map(([name]) => [name, toIsoDay(values[name])]),
        ) as Record<SignificantDateName, string | null>;
        const news = customerNews(intent.significant_dates, next);
        if (news.length > 0) setConfirming({ values, news });
        else save.onFinish(values);
      }}
      onFinishFailed={() => {
        setSubmitted(true);
        setSaved(false);
        save.showFailure(null);
      }}
    >
      <Typography.Title level={4}>Significant Dates</Typography.Title>
      <Form.Item noStyle shouldUpdate>
        {() => (
          <Flex wrap gap={16}>
            {SIGNIFICANT_DATE_FIELDS.map(([name, label]) => (
              <Form.Item
                key={name}
                name={name}
                noStyle
                rules={[dateRule]}
                validateTrigger={submitted ? 'onChange' : false}
              >
                <DateBoxes label={label} error={form.getFieldError(name)[0]} />
              </Form.Item>
            ))}
          </Flex>
        )}
      </Form.Item>
      <Flex gap={8} align="center" style={{ marginTop: 12 }}>
        <AppButton htmlType="submit" size="sm" loading={save.saving}>
          Save dates
        </AppButton>
      </Flex>
      {saved && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          role="status"
          showIcon
          title="Significant dates saved"
        />
      )}
      <FormFailureAlert failure={save.failure} style={{ marginTop: 12 }} />
      <Modal
        open={confirming !== null}
        title="Save and tell the customers?"
        okText="Save and tell them"
        cancelText="Cancel"
        onOk={() => {
          if (confirming) save.onFinish(confirming.values);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      >
        <Typography.Paragraph>
          The seller and the buyer will hear of this in their next progress e-mail:
        </Typography.Paragraph>
        <ul>
          {confirming?.news.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Modal>
    </Form>
  );
};

const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/** 'Yes · Nationwide', 'Yes (lender not given)', 'No', 'Not sure': never the raw answer. */
export const mortgageText = (intent: PurchaseIntentDto): string => {
  const lender = intent.mortgage_provider?.trim();
  switch (intent.mortgage_required_for_purchase) {
    case 'yes':
      return lender ? `Yes · ${lender}` : 'Yes (lender not given)';
    case 'no':
      return 'No';
    case 'not_sure':
      return lender ? `Not sure yet · ${lender}` : 'Not sure yet';
    default:
      return lender ?? '—';
  }
};

/** A list of people of the purchase, each linked when they have an account, with their phone. */
const PeopleList = ({
  people,
  personUsers,
  suffix,
}: {
  people: (PurchaseIntentPersonResponseDto & { relationship?: string })[];
  personUsers: PersonUsers;
  suffix?: (person: PurchaseIntentPersonResponseDto & { relationship?: string }) => string;
}) =>
  people.length === 0 ? (
    'None'
  ) : (
    <ul className="th-people">
      {people.map((person) => (
        <li key={person.person_id}>
          <PersonName person={person} personUsers={personUsers} />
          {suffix?.(person) ?? ''}
        </li>
      ))}
    </ul>
  );

/** A purchase of the sale: Active or Inactive, its buyers (with giftors) and its dates. */
export const PurchaseIntentCard = ({
  intent,
  transactionId,
  onMove,
  personUsers = [],
}: {
  intent: PurchaseIntentDto;
  transactionId: string;
  /** Which of the purchase's people have a user account (the detail's `person_users`). */
  personUsers?: PersonUsers;
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
          { key: 'mortgage', label: 'Mortgage', children: mortgageText(intent) },
          {
            key: 'buyers',
            label: 'Additional Buyers',
            children: <PeopleList people={intent.additional_buyers} personUsers={personUsers} />,
          },
          {
            key: 'giftors',
            label: 'Giftors',
            children: (
              <PeopleList
                people={intent.primary_buyer.giftors}
                personUsers={personUsers}
                suffix={(giftor) => (giftor.relationship ? ` (${giftor.relationship})` : '')}
              />
            ),
          },
        ]}
      />
      <SignificantDatesForm intent={intent} transactionId={transactionId} />
    </Card>
  );
};
