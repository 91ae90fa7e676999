import { Flex, Select } from 'antd';
import type { AddressDto } from '@/api/generated';
import { AddressFieldsView } from './address-finder/AddressFieldsView';
import { AddressSearchView } from './address-finder/AddressSearchView';
import { useAddressFinder } from './address-finder/useAddressFinder';

export type AddressFinderProps = {
  /** The chosen address (antd Form.Item passes it). */
  value?: AddressDto | null;
  /** Called with the whole address on every change; undefined when it is cleared. */
  onChange?: (value: AddressDto | undefined) => void;
  /** Property addresses: no country choice, and the address is always United Kingdom / GB. */
  ukOnly?: boolean;
  /** Set by Form.Item so its label points at the search box. */
  id?: string;
  /** Set by Form.Item: its error and note, read with the search box and each address field. */
  'aria-describedby'?: string;
  /** Accessible name of the search box (the Form.Item label names the group). */
  searchLabel?: string;
  placeholder?: string;
};

/** One-line form of an address, as the finder shows a picked one. */
export const formatAddressLine = (address: Partial<AddressDto> | null | undefined): string =>
  [address?.line_1, address?.line_2, address?.line_3, address?.post_town, address?.postcode]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');

/**
 * Address finder (customer.md §5): a country choice (United Kingdom first) unless `ukOnly`, a
 * search that starts at 3 characters after a 700 ms pause, Loqate-style drill-down from a postcode
 * or street into its addresses, and manual entry as a fallback. Picking an address fills in the
 * fields, which stay editable. Use it as the control of a Form.Item with `addressRules()`.
 */
export const AddressFinder = ({
  value,
  onChange,
  ukOnly = false,
  id,
  'aria-describedby': describedBy,
  searchLabel = 'Search for an address',
  placeholder = 'Start typing the address or postcode',
}: AddressFinderProps) => {
  const finder = useAddressFinder({ value, onChange, ukOnly, id });
  const { baseId, countryIso, countryOptions, countries, handleCountryChange } = finder;

  return (
    <Flex vertical gap={12}>
      {!ukOnly && (
        <Flex vertical gap={4}>
          <label htmlFor={`${baseId}-country`}>Country</label>
          <Select
            id={`${baseId}-country`}
            showSearch={{ optionFilterProp: 'label' }}
            value={countryIso}
            options={countryOptions}
            loading={countries.isLoading}
            onChange={handleCountryChange}
            style={{ width: '100%' }}
          />
        </Flex>
      )}

      {finder.mode === 'search' ? (
        <AddressSearchView
          finder={finder}
          searchLabel={searchLabel}
          placeholder={placeholder}
          describedBy={describedBy}
        />
      ) : (
        <AddressFieldsView finder={finder} value={value} ukOnly={ukOnly} />
      )}
    </Flex>
  );
};
