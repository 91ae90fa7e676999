import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceInput } from '@/shared/forms/PriceInput';

const Controlled = ({ onValue }: { onValue: (value: number | undefined) => void }) => {
  const [value, setValue] = useState<number | undefined>();
  return (
    <>
      <label htmlFor="price">Price</label>
      <PriceInput
        id="price"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
};

describe('PriceInput', () => {
  it('takes digits only, shows en-GB thousands separators, and gives a whole number', async () => {
    const user = userEvent.setup();
    const values: (number | undefined)[] = [];
    render(<Controlled onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Price');

    await user.type(input, '1a2b5,0 0-00');
    expect(input).toHaveValue('1,250,000');
    expect(values.at(-1)).toBe(1250000);

    await user.clear(input);
    expect(input).toHaveValue('');
    expect(values.at(-1)).toBeUndefined();
  });

  it('keeps the caret after the digit just typed in the middle', async () => {
    const user = userEvent.setup();
    render(<Controlled onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price');
    await user.type(input, '25000');
    expect(input).toHaveValue('25,000');
    // Put the caret after '2' and type 1: 215,000 with the caret after the 1.
    input.setSelectionRange(1, 1);
    await user.keyboard('1');
    expect(input).toHaveValue('215,000');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps pence as typed and gives a number that is not whole, never 100 times the price', async () => {
    const user = userEvent.setup();
    const values: (number | undefined)[] = [];
    render(<Controlled onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '250000.50');
    expect(input).toHaveValue('250,000.50');
    expect(values.at(-1)).toBe(250000.5);
    // a bare point is not a price yet
    await user.clear(input);
    await user.type(input, '250000.');
    expect(input).toHaveValue('250,000.');
    expect(values.at(-1)).toBeNaN();
    // taking the pence away leaves the whole pounds
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('250,000');
    expect(values.at(-1)).toBe(250000);
  });

  it('drops leading zeros', async () => {
    const user = userEvent.setup();
    render(<Controlled onValue={() => {}} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '000350000');
    expect(input).toHaveValue('350,000');
  });
});
