import { SearchOutlined } from '@ant-design/icons';
import { Flex, Form, Input, Select, type FormRule } from 'antd';
import type { ChangeEvent } from 'react';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { PROPERTY_NOT_LISTED, type PostcodeLookup } from '@/features/buy/propertyForm';
import { AppButton } from '@/shared/ui/AppButton';

export const PROPERTY_NOT_LISTED_LABEL = "My property isn't listed";

export type PropertyAddressFieldsProps = {
  /** The Form's name: antd prefixes field ids with it. */
  formName: string;
  lookup: PostcodeLookup;
  onSearch: () => void;
  postcodeRules: FormRule[];
  propertyRules: FormRule[];
  postcodeValidateTrigger: string[];
};

const upperCase = (value: unknown): unknown =>
  typeof value === 'string' ? value.toUpperCase().replace(/[^A-Z\d ]/g, '') : value;

const resultsLine = (lookup: PostcodeLookup): string => {
  if (lookup.status === 'loading') return 'Searching...';
  if (lookup.status !== 'done' || lookup.results.length === 0) return '';
  const count = lookup.results.length;
  return `${count} ${count === 1 ? 'address' : 'addresses'} found at ${lookup.postcode}`;
};

type PostcodeSearchProps = {
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  onSearch: () => void;
  searching: boolean;
};

/** The postcode box and 'Find address': the box takes the Form.Item's value, id and aria. */
const PostcodeSearch = ({ onSearch, searching, ...input }: PostcodeSearchProps) => (
  <Flex gap={8} wrap>
    <Input
      {...input}
      autoComplete="postal-code"
      placeholder="e.g. SW1A 1AA"
      maxLength={10}
      style={{ width: 180 }}
      onPressEnter={(event) => {
        event.preventDefault();
        onSearch();
      }}
    />
    <AppButton
      variant="secondary"
      icon={<SearchOutlined aria-hidden />}
      loading={searching}
      onClick={onSearch}
    >
      Find address
    </AppButton>
  </Flex>
);

/**
 * The property being bought (customer.md §2, §5): search by postcode (Enter or 'Find address'),
 * then pick the property from the answers, or say it isn't listed.
 */
export const PropertyAddressFields = ({
  formName,
  lookup,
  onSearch,
  postcodeRules,
  propertyRules,
  postcodeValidateTrigger,
}: PropertyAddressFieldsProps) => {
  const postcodeId = `${formName}_postcode`;
  const searched = lookup.status === 'done';
  const options = searched
    ? [
        ...lookup.results.map((result) => ({
          value: result._id,
          label: formatAddressLine(result.address),
        })),
        { value: PROPERTY_NOT_LISTED, label: PROPERTY_NOT_LISTED_LABEL },
      ]
    : [];

  return (
    <>
      {/*
        The postcode is this item's own field, so its error has the id the input's
        aria-describedby names (a nested noStyle field's error had none).
      */}
      <Form.Item
        name="postcode"
        label="Postcode of the property you are buying"
        required
        rules={postcodeRules}
        validateTrigger={postcodeValidateTrigger}
        normalize={upperCase}
        extra={
          <span aria-live="polite" role="status">
            {resultsLine(lookup)}
          </span>
        }
      >
        <PostcodeSearch
          id={postcodeId}
          onSearch={onSearch}
          searching={lookup.status === 'loading'}
        />
      </Form.Item>
      <Form.Item
        name="property_id"
        label="Property address"
        extra="Please check carefully that this is the property you are buying."
        rules={propertyRules}
      >
        <Select
          options={options}
          disabled={!searched}
          placeholder={searched ? 'Select the address' : 'Find your postcode first'}
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
};
