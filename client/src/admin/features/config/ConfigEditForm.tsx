import { Flex, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import type { AdminConfigDto } from '@/api/generated';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import {
  amountProblem,
  benchmarkProblem,
  changesOf,
  CONFIG_LABELS,
  dateProblem,
  describeChanges,
  tagsProblem,
  TARGET_KEYS,
  targetProblem,
  toValues,
  type ConfigValues,
  type TargetKey,
} from './configForm';
import { useUpdateAdminConfigMutation } from '@/api/generated';

export const CONFIG_SAVE_FAILED = 'The settings were not saved';

/** A form rule from one of configForm's checks (the server's rules and words). */
const checked =
  (problem: (text: string) => string | null): Rule =>
  () => ({
    validator: async (_rule, value: string | undefined) => {
      const message = problem(value ?? '');
      if (message) throw new Error(message);
    },
  });

/** Each progression target's help line, in the page's order. */
const TARGET_HELP: Record<TargetKey, string> = {
  sale_agreed_to_exchange_days: "Project 28's target is 28 days from sale agreed to exchange.",
  exchange_to_completion_days: 'Most contracts set a fortnight between exchange and completion.',
  searches_working_days: 'Local authorities are asked to return searches within 10 working days.',
};

type ConfigEditFormProps = {
  config: AdminConfigDto;
  onCancel: () => void;
  onSaved: (changed: string[]) => void;
};

/**
 * Edit settings (admins only, as the whole back office): the seven settings in one form, the
 * server's rules checked as typed, 'Are you sure?' listing each change from what to what, then
 * only the changed settings are sent (one someone else changed meanwhile stays theirs).
 */
export const ConfigEditForm = ({ config, onCancel, onSaved }: ConfigEditFormProps) => {
  const [form] = Form.useForm<ConfigValues>();
  // The settings as they were when editing began: what "changed" is measured against.
  const [initial] = useState(() => toValues(config));
  const watched = Form.useWatch([], form) as ConfigValues | undefined;
  const pending = watched ? changesOf({ ...initial, ...watched }, initial) : {};
  const dirty = Object.keys(pending).length > 0;
  const [update] = useUpdateAdminConfigMutation();
  const save = useMutationForm({
    form,
    mutate: (values: ConfigValues) => update({ updateAdminConfigDto: changesOf(values, initial) }),
    failure: CONFIG_SAVE_FAILED,
    onSuccess: (_result, values) =>
      onSaved(describeChanges(changesOf(values, initial), values, initial)),
  });

  return (
    <Flex vertical gap={12}>
      <UnsavedChangesGuard when={dirty && !save.saving} />
      <TwoStepConfirm<ConfigValues>
        onConfirm={save.save}
        confirming={save.saving}
        confirmLabel="Save settings"
        summary={(values) => (
          <Flex vertical gap={4}>
            <Typography.Text>These settings will change:</Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {describeChanges(changesOf(values, initial), values, initial).map((line) => (
                <li key={line} style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </li>
              ))}
            </ul>
          </Flex>
        )}
      >
        {(ask) => (
          <Form<ConfigValues>
            form={form}
            layout="vertical"
            initialValues={initial}
            onFinish={ask}
            requiredMark={false}
            aria-label="Edit settings"
          >
            <Form.Item
              name="benchmark_in_days"
              label={CONFIG_LABELS.benchmark_in_days}
              extra="Days from sale agreed to exchange of a typical sale: 1 to 3650."
              rules={[checked(benchmarkProblem)]}
            >
              <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
            </Form.Item>
            <Form.Item
              name="invoicing_amount"
              label={CONFIG_LABELS.invoicing_amount}
              extra="Charged per solicitor assignment. Leave it empty to turn invoicing off."
              rules={[checked(amountProblem)]}
            >
              <Input
                prefix="£"
                inputMode="decimal"
                autoComplete="off"
                placeholder="Not set"
                style={{ maxWidth: 200 }}
              />
            </Form.Item>
            <Form.Item
              name="tags"
              label={CONFIG_LABELS.tags}
              extra="Separate tags with commas. A tag removed here stays on the sales that have it."
              rules={[checked(tagsProblem)]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="thirdfort_v2_switchover_date"
              label={CONFIG_LABELS.thirdfort_v2_switchover_date}
              extra="Transactions created after this date use identity checks v2. Leave it empty for none."
              rules={[checked(dateProblem)]}
            >
              <Input type="date" style={{ maxWidth: 200 }} />
            </Form.Item>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
              Progression targets
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              Every sale's expected dates follow a change at once on its page; the lists catch up
              overnight.
            </Typography.Paragraph>
            {TARGET_KEYS.map((key) => (
              <Form.Item
                key={key}
                name={key}
                label={CONFIG_LABELS[key]}
                extra={TARGET_HELP[key]}
                rules={[checked(targetProblem(key))]}
              >
                <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 200 }} />
              </Form.Item>
            ))}
            {!dirty && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
                Change a setting to save it.
              </Typography.Paragraph>
            )}
            <FormActions saveDisabled={!dirty} onCancel={onCancel} />
          </Form>
        )}
      </TwoStepConfirm>
      <FormFailureAlert failure={save.failure} />
    </Flex>
  );
};
