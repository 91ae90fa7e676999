import { Form } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  api,
  useCountriesQuery,
  type AddressDto,
  type AddressSuggestionDto,
} from '@/api/generated';
import { useAddressSearch, isContainer } from '@/shared/forms/useAddressSearch';
import { addressErrors, isAddressEmpty } from '@/shared/validation/address';
import { normalisePostcode } from '@/shared/validation/postcode';
import { sanitizeText } from '@/shared/validation/text';
import { EDITABLE_FIELDS, emptyAddress, UNITED_KINGDOM, type EditableField } from './addressParts';

type UseAddressFinderOptions = {
  value?: AddressDto | null;
  onChange?: (value: AddressDto | undefined) => void;
  ukOnly: boolean;
  id?: string;
};

/**
 * The finder's state: search or fields, the country, the search with its drill-down, a pick's
 * details, which fields were reached (their errors show), and where focus goes next.
 */
export const useAddressFinder = ({ value, onChange, ukOnly, id }: UseAddressFinderOptions) => {
  const generatedId = useId();
  const baseId = id ?? generatedId;
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
  const countries = useCountriesQuery(undefined, { skip: ukOnly });
  const search = useAddressSearch({ country: countryIso });
  const [fetchDetails, details] = api.endpoints.addressDetails.useLazyQuery();
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

  // Issue 25: a change of country keeps what was typed. The typed lines stay (with the new
  // country; a finder's ids for the old address go, as they no longer describe it), and a search
  // being typed runs again in the new country. Only a picked address hidden behind a new search
  // is dropped, as before.
  const handleCountryChange = (iso: string) => {
    setCountryIso(iso);
    search.setQuery(search.query);
    setDetailsFailed(false);
    if (!value || isAddressEmpty(value)) return;
    if (mode === 'search') {
      emit(undefined);
      return;
    }
    const typed = Object.fromEntries(
      EDITABLE_FIELDS.flatMap((field) => (value[field] ? [[field, value[field]]] : [])),
    );
    emit({ ...emptyAddress(selectedCountry(iso)), ...typed });
  };

  // After a list replaces the one the focus was in (a postcode opened, 'Back to results', or
  // Enter in the search box), focus goes to the new list's first address, not to the page.
  const focusResults = useRef(false);
  const requestResultsFocus = () => {
    focusResults.current = true;
  };
  const takeResultsFocus = (): boolean => {
    const wanted = focusResults.current;
    focusResults.current = false;
    return wanted;
  };

  const handleBack = () => {
    requestResultsFocus();
    search.back();
  };

  const handlePick = async (suggestion: AddressSuggestionDto) => {
    setDetailsFailed(false);
    if (isContainer(suggestion)) {
      requestResultsFocus();
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

  // No empty address is sent on the way in: that would have the form check the address at
  // once and flag every field before anything is typed. The first keystroke sends the address
  // with its country (handleFieldChange).
  const handleManualEntry = () => {
    focusNext.current = true;
    setReached(new Set());
    setMode('fields');
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

  return {
    baseId,
    itemStatus,
    mode,
    countryIso,
    countries,
    countryOptions,
    search,
    details,
    notFound,
    statusId,
    fieldErrors,
    markReached,
    handleCountryChange,
    handleBack,
    requestResultsFocus,
    takeResultsFocus,
    handlePick,
    handleFieldChange,
    handlePostcodeBlur,
    handleManualEntry,
    handleSearchAgain,
    setDetailsFailed,
  };
};

export type AddressFinderState = ReturnType<typeof useAddressFinder>;
