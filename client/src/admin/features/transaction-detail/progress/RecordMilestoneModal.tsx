import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { RecordMilestoneDto } from '@/api/generated';
import { useRecordMilestoneMutation } from '@/api/generated';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import {
  FALL_THROUGH_REASON_LABELS,
  MILESTONE_NOTE_MAX_LENGTH,
  PROGRESS_MESSAGES,
  type FallThroughReason,
  type Milestone,
  type MilestoneKey,
  type MilestoneRecord,
} from './progressMessages';

const FORM_NAME = 'record-milestone';
/** Shown as 03/02/2026; 3/2/2026 is read too. */
const DAY_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY'];
const API_DAY = 'YYYY-MM-DD';

type Values = {
  key?: MilestoneKey;
  occurred_at?: Dayjs | null;
  expected_at?: Dayjs | null;
  reason?: FallThroughReason;
  reason_details?: string;
  note?: string;
};

/**
 * The body as the API takes it. The generated type reads `note` and `reason_details` as `object`
 * (their `@ApiPropertyOptional` names no `type: String`); the API takes text. Drop this once
 * openapi.json says string.
 */
type RecordMilestoneBody = Omit<RecordMilestoneDto, 'note' | 'reason_details'> & {
  note?: string;
  reason_details?: string;
};

const REASON_OPTIONS = Object.entries(FALL_THROUGH_REASON_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A stored day ('2026-02-03T00:00:00.000Z', midnight UTC) as the picker's day. */
const toDay = (value: string | null | undefined): Dayjs | undefined =>
  value ? dayjs(value.slice(0, 10), API_DAY) : undefined;

const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

const text = (value: string | undefined) => value?.trim() || undefined;

/** What the form shows for a step: its current record's day, planned day and reason. */
const valuesOf = (item: Milestone | undefined): Values => ({
  key: item?.key,
  occurred_at: toDay(item?.occurred_at),
  expected_at: toDay(item?.record?.expected_at ?? null),
  reason: item?.record?.reason ?? undefined,
  reason_details: item?.record?.reason_details ?? undefined,
});

const toBody = (values: Values): RecordMilestoneBody => {
  const key = values.key as MilestoneKey;
  return {
    key,
    occurred_at: (values.occurred_at as Dayjs).format(API_DAY),
    ...(key === 'completion_date_set' && values.expected_at
      ? { expected_at: values.expected_at.format(API_DAY) }
      : {}),
    ...(key === 'fell_through'
      ? { reason: values.reason, reason_details: text(values.reason_details) }
      : {}),
    note: text(values.note),
  };
};

type RecordMilestoneModalProps = {
  transactionId: string;
  /** Every step of the sale, in order (the Progress tab's items). */
  items: readonly Milestone[];
  /** The step to record or correct; staff choose one when there is none. */
  initialKey?: MilestoneKey;
  onClose: () => void;
  onRecorded: (record: MilestoneRecord) => void;
};

/**
 * Records a step of the sale, or corrects one already dated (the old record stays in the
 * history). The day is never in the future, but the planned completion day may be. Mount it when
 * it opens; the server's refusals show in it, with the form as typed.
 */
export const RecordMilestoneModal = ({
  transactionId,
  items,
  initialKey,
  onClose,
  onRecorded,
}: RecordMilestoneModalProps) => {
  const [form] = Form.useForm<Values>();
  const [record] = useRecordMilestoneMutation();
  const key = Form.useWatch('key', form) ?? initialKey;
  const reason = Form.useWatch('reason', form);
  const chosen = items.find((item) => item.key === key);
  const correcting = Boolean(chosen?.occurred_at);
  const title = correcting ? 'Correct a milestone' : 'Record a milestone';
  const save = useMutationForm({
    form,
    mutate: (values: Values) =>
      record({
        id: transactionId,
        recordMilestoneDto: toBody(values) as unknown as RecordMilestoneDto,
      }),
    failure: PROGRESS_MESSAGES.recordFailed,
    onSuccess: onRecorded,
  });

  const handleKeyChange = (next: MilestoneKey) => {
    const item = items.find((candidate) => candidate.key === next);
    // A step already dated starts from its current record; otherwise what was typed stays.
    if (item?.occurred_at) form.setFieldsValue(valuesOf(item));
  };

  return (
    <Modal
      open
      title={title}
      okText={correcting ? 'Save correction' : 'Record'}
      okButtonProps={{ htmlType: 'submit', form: FORM_NAME }}
      confirmLoading={save.saving}
      onCancel={onClose}
      maskClosable={!save.saving}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(items.find((item) => item.key === initialKey))}
        onFinish={save.onFinish}
      >
        <Form.Item
          name="key"
          label="Milestone"
          rules={[{ required: true, message: PROGRESS_MESSAGES.keyRequired }]}
        >
          <Select<MilestoneKey>
            options={items.map((item) => ({ value: item.key, label: item.label }))}
            onChange={handleKeyChange}
            placeholder="Choose the step"
            // Seventeen steps: all in the list, so each can be found and read out.
            virtual={false}
          />
        </Form.Item>
        {correcting && (
          <Alert
            type="warning"
            showIcon
            title={PROGRESS_MESSAGES.correctionWarning}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="occurred_at"
          label="Date"
          extra="The day it happened (not in the future)"
          rules={[{ required: true, message: PROGRESS_MESSAGES.dateRequired }]}
        >
          <DatePicker format={DAY_FORMATS} disabledDate={isFuture} style={{ width: '100%' }} />
        </Form.Item>
        {key === 'completion_date_set' && (
          <Form.Item
            name="expected_at"
            label="Planned completion day"
            rules={[{ required: true, message: PROGRESS_MESSAGES.expectedRequired }]}
          >
            <DatePicker format={DAY_FORMATS} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {key === 'fell_through' && (
          <>
            <Form.Item
              name="reason"
              label="Reason"
              rules={[{ required: true, message: PROGRESS_MESSAGES.reasonRequired }]}
            >
              <Select<FallThroughReason>
                options={REASON_OPTIONS}
                placeholder="Why the sale fell through"
              />
            </Form.Item>
            <Form.Item
              name="reason_details"
              label="Reason details"
              dependencies={['reason']}
              rules={[
                {
                  required: reason === 'other',
                  whitespace: true,
                  message: PROGRESS_MESSAGES.reasonDetailsRequired,
                },
                { max: MILESTONE_NOTE_MAX_LENGTH, message: PROGRESS_MESSAGES.tooLong },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={MILESTONE_NOTE_MAX_LENGTH}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="note"
          label="Note"
          rules={[{ max: MILESTONE_NOTE_MAX_LENGTH, message: PROGRESS_MESSAGES.tooLong }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={MILESTONE_NOTE_MAX_LENGTH}
            showCount
          />
        </Form.Item>
        <FormFailureAlert failure={save.failure} />
      </Form>
    </Modal>
  );
};
