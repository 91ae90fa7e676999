import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Popconfirm, Select } from 'antd';
import {
  emptyUnit,
  isUnitValid,
  TENURE_OPTIONS,
  unitErrors,
  type DraftUnit,
} from '@/admin/features/transactions-groups/groupDraft';
import { AddressFields, GroupSection, partRule, TextField } from './groupFields';
import type { GroupAddForm } from './useGroupAddForm';

const tenureOptions = TENURE_OPTIONS.map((tenure) => ({ value: tenure, label: tenure }));

/** The group's units: price, tenure and address each; duplicate a valid one, remove, add. */
export const UnitsSection = ({ group }: { group: GroupAddForm }) => {
  const units = group.draft.units;
  return (
    <GroupSection title="Property Details">
      <Form.List name="units">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const unit = units[index] ?? emptyUnit();
              const owner = ['units', field.name];
              return (
                <Card
                  key={field.key}
                  type="inner"
                  title={`Unit ${index + 1}`}
                  extra={
                    <Flex gap={4}>
                      <Button
                        type="text"
                        icon={<CopyOutlined aria-hidden />}
                        aria-label={`Duplicate unit ${index + 1}`}
                        disabled={!isUnitValid(unit)}
                        onClick={() => add({ ...unit })}
                      />
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Remove unit ${index + 1}`}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </Flex>
                  }
                >
                  <Flex vertical gap={16}>
                    <Flex wrap gap={16}>
                      <TextField
                        name={[field.name, 'askingPrice']}
                        label="Asking price (£)"
                        required
                        inputMode="numeric"
                        rules={[partRule<DraftUnit>(owner, 'askingPrice', unitErrors)]}
                        validation={group.validation}
                      />
                      <Form.Item
                        name={[field.name, 'tenureOption']}
                        label="Tenure"
                        style={{ flex: '1 1 220px', marginBottom: 0 }}
                      >
                        <Select options={tenureOptions} />
                      </Form.Item>
                    </Flex>
                    <AddressFields<DraftUnit>
                      owner={owner}
                      at={[field.name]}
                      errorsOf={unitErrors}
                      validation={group.validation}
                    />
                  </Flex>
                </Card>
              );
            })}
            <Flex gap={8} wrap>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(emptyUnit())}>
                Add unit
              </Button>
              <Popconfirm
                title={`Remove all ${units.length === 1 ? 'units' : `${units.length} units`}?`}
                description="Every unit's price, tenure and address is cleared, leaving one empty unit."
                okText="Remove all units"
                okButtonProps={{ danger: true }}
                cancelText="Keep units"
                onConfirm={() => group.form.setFieldValue('units', [emptyUnit()])}
              >
                <Button danger>Remove all</Button>
              </Popconfirm>
            </Flex>
          </>
        )}
      </Form.List>
    </GroupSection>
  );
};
