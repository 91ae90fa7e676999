import { Flex, Form, Input, Typography } from 'antd';
import type { AddressDto } from '@/api/generated';
import { AppButton } from '@/shared/ui/AppButton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { autoCompleteHints, EDITABLE_FIELDS, fieldLabels } from './addressParts';
import type { AddressFinderState } from './useAddressFinder';

type AddressFieldsViewProps = {
  finder: AddressFinderState;
  value?: AddressDto | null;
  ukOnly: boolean;
};

/** The address's editable fields (each flags its error once left) and 'search again'. */
export const AddressFieldsView = ({ finder, value, ukOnly }: AddressFieldsViewProps) => {
  const {
    baseId,
    fieldErrors,
    markReached,
    handleFieldChange,
    handlePostcodeBlur,
    handleSearchAgain,
  } = finder;
  return (
    <Flex vertical gap={12}>
      {EDITABLE_FIELDS.map((field) => {
        const error = field === 'line_2' || field === 'county' ? undefined : fieldErrors[field];
        const inputId = field === 'line_1' ? baseId : `${baseId}-${field}`;
        return (
          <Flex vertical gap={4} key={field}>
            <label htmlFor={inputId}>{fieldLabels[field]}</label>
            {/*
              Each field's own status: without this wrapper every input takes the whole
              address's error from the Form.Item and shows red before it is typed in.
            */}
            <Form.Item noStyle validateStatus={error ? 'error' : ''}>
              <Input
                id={inputId}
                autoComplete={autoCompleteHints[field]}
                value={value?.[field] ?? ''}
                status={error ? 'error' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={handleFieldChange(field)}
                onBlur={() => {
                  markReached(field);
                  if (field === 'postcode') handlePostcodeBlur();
                }}
                style={field === 'postcode' ? { maxWidth: 200 } : undefined}
              />
            </Form.Item>
            {/* The field's own error, read with it (the address's first error shows below). */}
            {error && <VisuallyHidden id={`${inputId}-error`}>{error}</VisuallyHidden>}
          </Flex>
        );
      })}
      {ukOnly && <Typography.Text type="secondary">Country: United Kingdom</Typography.Text>}
      <div>
        <AppButton variant="link" size="sm" onClick={handleSearchAgain}>
          Search for a different address
        </AppButton>
      </div>
    </Flex>
  );
};
