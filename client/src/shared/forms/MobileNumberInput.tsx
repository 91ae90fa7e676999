import { Input, Select, Space } from 'antd';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { useState, type ChangeEvent } from 'react';
import {
  DEFAULT_PHONE_COUNTRY,
  phoneCountryOptions,
  toE164Mobile,
} from '@/shared/validation/phone';
import { sanitizePhone } from '@/shared/validation/text';

export type MobileNumberInputProps = {
  /** The number as the API takes it: E.164 once it is a valid mobile, else what was typed. */
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  'aria-describedby'?: string;
};

const initialState = (value: string | null | undefined) => {
  const parsed = value ? parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY) : undefined;
  if (parsed?.country) return { country: parsed.country, text: parsed.formatNational() };
  return { country: DEFAULT_PHONE_COUNTRY, text: value ?? '' };
};

/**
 * A mobile number with its country calling code (+44 by default, customer.md §5). A national
 * number is read in the chosen country; the form gets E.164 as soon as it is a valid mobile.
 */
export const MobileNumberInput = ({
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
}: MobileNumberInputProps) => {
  const [initial] = useState(() => initialState(value));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [text, setText] = useState(initial.text);

  const emit = (nextText: string, nextCountry: CountryCode) => {
    onChange?.(toE164Mobile(nextText, nextCountry) ?? nextText.trim());
  };

  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizePhone(event.target.value);
    setText(next);
    emit(next, country);
  };

  const handleCountry = (next: CountryCode) => {
    setCountry(next);
    if (text.trim() !== '') emit(text, next);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<CountryCode>
        aria-label="Country calling code"
        value={country}
        onChange={handleCountry}
        options={phoneCountryOptions}
        optionLabelProp="label"
        showSearch={{
          filterOption: (input, option) =>
            `${option?.name ?? ''} ${option?.label ?? ''}`
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        optionRender={(option) => `${option.data.name} (${option.data.label})`}
        popupMatchSelectWidth={280}
        style={{ width: 104, flex: 'none' }}
      />
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={text}
        onChange={handleText}
        onBlur={onBlur}
        aria-describedby={describedBy}
        placeholder="07700 900123"
      />
    </Space.Compact>
  );
};
