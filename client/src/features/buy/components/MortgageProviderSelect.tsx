import { Select, type SelectProps } from 'antd';
import { useMortgageProvidersQuery, type MortgageProviderOptionDto } from '@/api/generated';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';

type SelectOptions = NonNullable<SelectProps['options']>;

/** The API's lender list as antd options: lenders, and labelled groups of lenders. */
const toSelectOptions = (options: MortgageProviderOptionDto[]): SelectOptions =>
  options.map((option) =>
    option.options
      ? { label: option.label, title: option.label, options: toSelectOptions(option.options) }
      : { label: option.label, value: option.value ?? option.label },
  );

export type MortgageProviderSelectProps = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Set by Form.Item for a check when the field is left. */
  onBlur?: () => void;
  /** Set by Form.Item so its label names the select. */
  id?: string;
  'aria-invalid'?: boolean;
  /** Set by Form.Item: ties the field's error and hint to the select for screen readers. */
  'aria-describedby'?: string;
};

/**
 * The mortgage lender, from the one list the API serves (GET /purchase-intent/mortgage-providers):
 * 'Not Sure Yet', the major lenders, all lenders, 'Other'. Type to filter.
 */
export const MortgageProviderSelect = ({
  value,
  onChange,
  onBlur,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: MortgageProviderSelectProps) => {
  const providers = useMortgageProvidersQuery();

  if (providers.isError && !providers.data) {
    return (
      <QueryErrorAlert
        error={providers.error}
        retrying={providers.isFetching}
        onRetry={() => void providers.refetch()}
      />
    );
  }

  return (
    <Select
      id={id}
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={toSelectOptions(providers.data?.options ?? [])}
      loading={providers.isLoading}
      notFoundContent={providers.isLoading ? 'Loading...' : 'No lender matches'}
      placeholder="Select or type your lender"
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  );
};
