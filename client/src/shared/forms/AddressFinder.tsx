import { ArrowLeftOutlined, EnvironmentOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  api,
  useAddressControllerCountriesQuery,
  type AddressDto,
  type AddressSuggestionDto,
} from '@/api/generated';
import { useAddressSearch, isContainer } from '@/shared/forms/useAddressSearch';
import { addressNotFoundMessage } from '@/shared/supportMessages';
import { normalisePostcode } from '@/shared/validation/postcode';
import { addressErrors, isAddressEmpty } from '@/shared/validation/rules';
import { sanitizeText } from '@/shared/validation/text';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';

export const UNITED_KINGDOM = { country: 'United Kingdom', country_iso_2: 'GB' } as const;

export type AddressFinderProps = {
  /** The chosen address (antd Form.Item passes it). */
  value?: AddressDto | null;
  /** Called with the whole address on every change; undefined when it is cleared. */
  onChange?: (value: AddressDto | undefined) => void;
  /** Property addresses: no country choice, and the address is always United Kingdom / GB. */
  ukOnly?: boolean;
  /** Set by Form.Item so its label points at the search box. */
  id?: string;
  /** Accessible name of the search box (the Form.Item label names the group). */
  searchLabel?: string;
  placeholder?: string;
};

type EditableField = 'line_1' | 'line_2' | 'post_town' | 'county' | 'postcode';

const fieldLabels: Record<EditableField, string> = {
  line_1: 'Address line 1',
  line_2: 'Address line 2 (optional)',
  post_town: 'Town or city',
  county: 'County (optional)',
  postcode: 'Post Code',
};

const autoCompleteHints: Record<EditableField, string> = {
  line_1: 'address-line1',
  line_2: 'address-line2',
  post_town: 'address-level2',
  county: 'address-level1',
  postcode: 'postal-code',
};

const EDITABLE_FIELDS: EditableField[] = ['line_1', 'line_2', 'post_town', 'county', 'postcode'];

/** One-line form of an address, as the finder shows a picked one. */
export const formatAddressLine = (address: Partial<AddressDto> | null | undefined): string =>
  [address?.line_1, address?.line_2, address?.line_3, address?.post_town, address?.postcode]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');

const emptyAddress = (country: { country: string; country_iso_2: string }): AddressDto => ({
  line_1: '',
  post_town: '',
  postcode: '',
  ...country,
});

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
  searchLabel = 'Search for an address',
  placeholder = 'Start typing the address or postcode',
}: AddressFinderProps) => {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const { supportEmail } = usePublicConfig();
  const { status: itemStatus } = Form.Item.useStatus();
  const [mode, setMode] = useState<'search' | 'fields'>(
    isAddressEmpty(value) ? 'search' : 'fields',
  );
  // After a pick, manual entry or 'search again', focus goes to the first control of the new
  // view (line 1, or the search box), so it stays in the form instead of falling to the page.
  const focusNext = useRef(false);
  const [reached, setReached] = useState<ReadonlySet<EditableField>>(() => new Set());
  const markReached = (field: EditableField) =>
    setReached((current) => (current.has(field) ? current : new Set([...current, field])));
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    document.getElementById(baseId)?.focus();
  }, [mode, baseId]);
  const [countryIso, setCountryIso] = useState<string>(
    ukOnly ? 'GB' : (value?.country_iso_2 ?? 'GB').toUpperCase(),
  );
  const countries = useAddressControllerCountriesQuery(undefined, { skip: ukOnly });
  const search = useAddressSearch({ country: countryIso });
  const [fetchDetails, details] = api.endpoints.addressControllerDetails.useLazyQuery();
  const [detailsFailed, setDetailsFailed] = useState(false);

  const countryOptions = useMemo(() => {
    const list = countries.data ?? [];
    const uk = list.filter((c) => c.iso2.toUpperCase() === 'GB');
    const others = list.filter((c) => c.iso2.toUpperCase() !== 'GB');
    const ordered =
      uk.length > 0 ? [...uk, ...others] : [{ name: 'United Kingdom', iso2: 'GB' }, ...others];
    return ordered.map((c) => ({ value: c.iso2.toUpperCase(), label: c.name }));
  }, [countries.data]);

  const selectedCountry = (iso: string) =>
    iso === 'GB' || ukOnly
      ? UNITED_KINGDOM
      : {
          country: countryOptions.find((option) => option.value === iso)?.label ?? iso,
          country_iso_2: iso,
        };

  const emit = (next: AddressDto | undefined) => {
    onChange?.(next && ukOnly ? { ...next, ...UNITED_KINGDOM } : next);
  };

  const handleCountryChange = (iso: string) => {
    setCountryIso(iso);
    search.reset();
    setDetailsFailed(false);
    // An address in another country has nothing in common with this one: its lines go too.
    if (value && !isAddressEmpty(value)) {
      emit(mode === 'fields' ? emptyAddress(selectedCountry(iso)) : undefined);
    }
  };

  const handlePick = async (suggestion: AddressSuggestionDto) => {
    setDetailsFailed(false);
    if (isContainer(suggestion)) {
      search.open(suggestion);
      return;
    }
    try {
      const address = await fetchDetails({ id: suggestion.Id }, true).unwrap();
      if (isAddressEmpty(address)) {
        setDetailsFailed(true);
        return;
      }
      emit({
        ...address,
        postcode: normalisePostcode(address.postcode, address.country_iso_2 ?? countryIso),
      });
      focusNext.current = true;
      setReached(new Set(EDITABLE_FIELDS));
      setMode('fields');
      search.reset();
    } catch {
      setDetailsFailed(true);
    }
  };

  const handleFieldChange = (field: EditableField) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = String(sanitizeText(event.target.value));
    const base = value ?? emptyAddress(selectedCountry(countryIso));
    emit({ ...base, [field]: text });
  };

  const handlePostcodeBlur = () => {
    if (value?.postcode) {
      emit({ ...value, postcode: normalisePostcode(value.postcode, countryIso) });
    }
  };

  const handleManualEntry = () => {
    focusNext.current = true;
    setMode('fields');
    if (isAddressEmpty(value)) emit(emptyAddress(selectedCountry(countryIso)));
  };

  const handleSearchAgain = () => {
    focusNext.current = true;
    setMode('search');
    search.reset();
  };

  // A field shows its own error once the user has left it (or the address came from a pick):
  // typing line 1 does not flag the town and postcode not reached yet. The first error of the
  // address still shows under the whole control whenever the form checks it.
  const allErrors = itemStatus === 'error' ? addressErrors(value) : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => reached.has(field as EditableField)),
  ) as typeof allErrors;
  const statusId = `${baseId}-search-status`;
  const notFound =
    detailsFailed ||
    search.status === 'error' ||
    (search.status === 'success' && search.results.length === 0);

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

      {mode === 'search' ? (
        <Flex vertical gap={8}>
          <Input
            id={baseId}
            aria-label={searchLabel}
            aria-describedby={statusId}
            placeholder={placeholder}
            prefix={<AppIcon icon={EnvironmentOutlined} />}
            autoComplete="off"
            value={search.query}
            status={itemStatus === 'error' ? 'error' : undefined}
            onChange={(event) => {
              setDetailsFailed(false);
              search.setQuery(String(sanitizeText(event.target.value)));
            }}
            onPressEnter={(event) => event.preventDefault()}
          />
          <div id={statusId} aria-live="polite">
            {search.isTooShort && search.query.trim().length > 0 && (
              <Typography.Text type="secondary">
                Keep typing: at least 3 characters.
              </Typography.Text>
            )}
            {(search.status === 'loading' || details.isFetching) && (
              <Flex gap={8} align="center">
                <Spin size="small" aria-hidden />
                <span>Searching...</span>
              </Flex>
            )}
            {notFound && search.status !== 'loading' && (
              <Alert type="error" showIcon title={addressNotFoundMessage(supportEmail)} />
            )}
            {search.status === 'success' && search.results.length > 0 && (
              <Typography.Text type="secondary">
                {search.results.length === 1 ? '1 result' : `${search.results.length} results`}
                {search.container ? ` in ${search.container.Text}` : ''}
              </Typography.Text>
            )}
          </div>
          {search.container && (
            <div>
              <AppButton
                variant="link"
                size="sm"
                icon={<ArrowLeftOutlined />}
                onClick={search.back}
              >
                Back to results
              </AppButton>
            </div>
          )}
          {search.status !== 'idle' && search.results.length > 0 && (
            <ul
              aria-label="Addresses found"
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                maxHeight: 320,
                overflowY: 'auto',
                border: `1px solid ${colors.border}`,
                borderRadius: 8,
              }}
            >
              {search.results.map((suggestion) => (
                <li key={suggestion.Id} style={{ borderBottom: `1px solid ${colors.border}` }}>
                  <button
                    type="button"
                    onClick={() => void handlePick(suggestion)}
                    style={{
                      display: 'flex',
                      width: '100%',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 8,
                      padding: '10px 12px',
                      minHeight: 44,
                      background: 'none',
                      border: 'none',
                      textAlign: 'left',
                      cursor: 'pointer',
                      font: 'inherit',
                      color: colors.text,
                    }}
                  >
                    <span>
                      {suggestion.Text}
                      {suggestion.Description && (
                        <span style={{ color: colors.textSecondary }}>
                          {' '}
                          {suggestion.Description}
                        </span>
                      )}
                    </span>
                    {isContainer(suggestion) && <AppIcon icon={RightOutlined} />}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <AppButton variant="link" size="sm" onClick={handleManualEntry}>
              Enter the address manually
            </AppButton>
          </div>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          {EDITABLE_FIELDS.map((field) => {
            const error = field === 'line_2' || field === 'county' ? undefined : fieldErrors[field];
            const inputId = field === 'line_1' ? baseId : `${baseId}-${field}`;
            return (
              <Flex vertical gap={4} key={field}>
                <label htmlFor={inputId}>{fieldLabels[field]}</label>
                <Input
                  id={inputId}
                  autoComplete={autoCompleteHints[field]}
                  value={value?.[field] ?? ''}
                  status={error ? 'error' : undefined}
                  aria-invalid={error ? true : undefined}
                  onChange={handleFieldChange(field)}
                  onBlur={() => {
                    markReached(field);
                    if (field === 'postcode') handlePostcodeBlur();
                  }}
                  style={field === 'postcode' ? { maxWidth: 200 } : undefined}
                />
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
      )}
    </Flex>
  );
};
