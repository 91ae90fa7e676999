import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressDto, AddressSuggestionDto } from '@/api/generated';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { AddressFinder } from '@/shared/forms/AddressFinder';
import { addressRules } from '@/shared/validation/address';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

const NOT_FOUND =
  "We couldn't find that address. Please check for any typos and try again. If you're sure the address is right, then before continuing, please contact our team at support@threshold.example";

const postcode: AddressSuggestionDto = {
  Id: 'GB|PC|BS14DJ',
  Type: 'Postcode',
  Text: 'BS1 4DJ',
  Highlight: '0-3',
  Description: 'Bristol - 2 Addresses',
};
const quayWalk: AddressSuggestionDto = {
  Id: 'GB|A|1',
  Type: 'Address',
  Text: '4 Quay Walk',
  Highlight: '',
  Description: 'Bristol, BS1 4DJ',
};
const quayWalkDetails: AddressDto = {
  line_1: '4 Quay Walk',
  post_town: 'Bristol',
  postcode: 'BS14DJ',
  country: 'United Kingdom',
  country_iso_2: 'GB',
  uprn: '100',
};

type SearchCall = { query: string | null; country: string | null; containerId: string | null };

/** The address API: searches answer the postcode, and inside it one address. */
const stubAddressApi = (searchResults?: AddressSuggestionDto[]) => {
  const searches: SearchCall[] = [];
  const stub = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/address/countries': jsonResponse([
      { name: 'Ireland', iso2: 'IE' },
      { name: 'United Kingdom', iso2: 'GB' },
      { name: 'France', iso2: 'FR' },
    ]),
    'GET /api/address/search': () => {
      const url = new URL(stub.calls.at(-1)!.url);
      const call = {
        query: url.searchParams.get('query'),
        country: url.searchParams.get('country'),
        containerId: url.searchParams.get('containerId'),
      };
      searches.push(call);
      if (searchResults) return jsonResponse(searchResults);
      return jsonResponse(call.containerId ? [quayWalk] : [postcode]);
    },
    'GET /api/address/details': jsonResponse(quayWalkDetails),
  });
  return { ...stub, searches };
};

const renderFinder = ({ ukOnly = false } = {}) => {
  const handleFinish = vi.fn();
  render(
    <AppProviders store={makeStore()}>
      <Form onFinish={handleFinish}>
        <Form.Item name="address" label="Address" rules={addressRules()}>
          <AddressFinder ukOnly={ukOnly} />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>
    </AppProviders>,
  );
  return { handleFinish };
};

const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Runs the pending timers up to `ms` and lets the answers arrive. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('AddressFinder', () => {
  beforeEach(() => {
    // antd's Select measures itself; jsdom has no ResizeObserver.
    if (!('ResizeObserver' in window)) {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 700 ms after typing stops, from 3 characters, and caches each query', async () => {
    const { searches } = stubAddressApi();
    renderFinder({ ukOnly: true });
    const input = await screen.findByLabelText('Search for an address');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Keystrokes as change events: user-event's own waits would need the faked clock.
    const typeText = (value: string) => fireEvent.change(input, { target: { value } });

    typeText('BS');
    await advance(1000);
    expect(searches).toHaveLength(0);
    expect(screen.getByText('Keep typing: at least 3 characters.')).toBeInTheDocument();

    typeText('BS1');
    await advance(699);
    expect(searches).toHaveLength(0);
    await advance(1);
    await vi.waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toEqual({ query: 'BS1', country: 'GB', containerId: null });
    await vi.waitFor(() => expect(screen.getByText('BS1 4DJ')).toBeInTheDocument());

    // Typing on restarts the wait; only the final text is searched.
    typeText('BS1 4');
    await advance(400);
    typeText('BS1 4D');
    await advance(699);
    expect(searches).toHaveLength(1);
    await advance(1);
    await vi.waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.query).toBe('BS1 4D');

    // Back to a query already answered: the cached answer, no new request.
    typeText('BS1');
    await advance(700);
    await vi.waitFor(() => expect(screen.getByText('BS1 4DJ')).toBeInTheDocument());
    expect(searches).toHaveLength(2);
  });

  it('drills into a postcode and fills in the picked address', async () => {
    const { searches, calls } = stubAddressApi();
    const { handleFinish } = renderFinder({ ukOnly: true });
    const user = setupUser();
    await user.type(await screen.findByLabelText('Search for an address'), 'BS1 4DJ');
    await user.click(await screen.findByText('BS1 4DJ', {}, { timeout: 3000 }));

    const list = await screen.findByLabelText('Addresses found');
    await user.click(await within(list).findByText('4 Quay Walk'));
    expect(searches.at(-1)).toEqual({ query: 'BS1 4DJ', country: 'GB', containerId: postcode.Id });
    expect(
      calls.some((request) => request.url.includes('/api/address/details?id=GB%7CA%7C1')),
    ).toBe(true);

    expect(await screen.findByLabelText('Address line 1')).toHaveValue('4 Quay Walk');
    // focus stays in the form: on the first field of the picked address
    expect(screen.getByLabelText('Address line 1')).toHaveFocus();
    expect(screen.getByLabelText('Town or city')).toHaveValue('Bristol');
    expect(screen.getByLabelText('Post Code')).toHaveValue('BS1 4DJ');
    await user.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(handleFinish).toHaveBeenCalledWith({
        address: { ...quayWalkDetails, postcode: 'BS1 4DJ' },
      }),
    );
  });

  it('shows the not-found message when nothing matches', async () => {
    stubAddressApi([]);
    renderFinder();
    const user = setupUser();
    await user.type(await screen.findByLabelText('Search for an address'), 'Nowhere Lane');
    expect(await screen.findByText(NOT_FOUND, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers manual entry, checked with the API rules, forced to the UK for properties', async () => {
    stubAddressApi();
    const { handleFinish } = renderFinder({ ukOnly: true });
    const user = setupUser();
    await user.click(await screen.findByText('Save'));
    expect(await screen.findByText('Please search for an address')).toBeInTheDocument();

    await user.click(screen.getByText('Enter the address manually'));
    await user.type(screen.getByLabelText('Address line 1'), '1 High Street');
    // the fields not reached yet are not flagged while line 1 is typed
    expect(screen.getByLabelText('Town or city')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Post Code')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Town or city'), 'Bath');
    await user.type(screen.getByLabelText('Post Code'), 'XYZ');
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('Invalid postcode')).toBeInTheDocument();
    expect(screen.getByLabelText('Post Code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Post Code'));
    await user.type(screen.getByLabelText('Post Code'), 'ba11aa');
    await user.tab();
    expect(screen.getByLabelText('Post Code')).toHaveValue('BA1 1AA');
    await user.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(handleFinish).toHaveBeenCalledWith({
        address: {
          line_1: '1 High Street',
          post_town: 'Bath',
          postcode: 'BA1 1AA',
          country: 'United Kingdom',
          country_iso_2: 'GB',
        },
      }),
    );
  });

  it('ties the error to the search box for screen readers', async () => {
    stubAddressApi();
    renderFinder({ ukOnly: true });
    const user = setupUser();
    await user.click(await screen.findByText('Save'));
    await waitFor(() =>
      expect(screen.getByLabelText('Search for an address')).toHaveAccessibleDescription(
        expect.stringContaining('Please search for an address') as string,
      ),
    );
  });

  it('opens manual entry after a failed search with no field flagged, and keeps a non-UK postcode as typed', async () => {
    stubAddressApi([]);
    renderFinder({ ukOnly: true });
    const user = setupUser();
    await user.type(await screen.findByLabelText('Search for an address'), 'Nowhere Lane');
    expect(await screen.findByText(NOT_FOUND, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByText('Enter the address manually'));
    for (const label of ['Address line 1', 'Town or city', 'Post Code']) {
      const input = screen.getByLabelText(label);
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(
        input.closest('.ant-input-status-error, .ant-input-outlined.ant-input-status-error'),
      ).toBeNull();
      expect(input.className).not.toMatch(/status-error/);
    }
    expect(screen.queryByText(/must be at least 2 characters/)).not.toBeInTheDocument();

    const postcode = screen.getByLabelText('Post Code');
    await user.type(postcode, '12345');
    await user.tab();
    expect(postcode).toHaveValue('12345');
    // only the field left with a mistake is flagged, and its own error is read with it
    await waitFor(() =>
      expect(screen.getByLabelText('Post Code')).toHaveAccessibleDescription('Invalid postcode'),
    );
    expect(screen.getByLabelText('Address line 2 (optional)').className).not.toMatch(
      /status-error/,
    );
  });

  it('lists United Kingdom first and searches the chosen country', async () => {
    const { searches } = stubAddressApi();
    renderFinder();
    const user = setupUser();
    await user.click(await screen.findByLabelText('Country'));
    const findOptions = () =>
      screen.getAllByText(/United Kingdom|Ireland|France/, {
        selector: '.ant-select-item-option-content',
      });
    await waitFor(() => expect(findOptions()).toHaveLength(3));
    const options = findOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'Ireland',
      'France',
    ]);
    await user.click(options[1]!);
    await user.type(screen.getByLabelText('Search for an address'), 'D02 X285');
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 3000 });
    expect(searches[0]?.country).toBe('IE');
  });

  it('keeps the typed lines when the country changes, with the new country', async () => {
    stubAddressApi();
    const { handleFinish } = renderFinder();
    const user = setupUser();
    await user.click(await screen.findByText('Enter the address manually'));
    await user.type(screen.getByLabelText('Address line 1'), '1 High Street');
    await user.type(screen.getByLabelText('Town or city'), 'Dublin');
    await user.type(screen.getByLabelText('Post Code'), 'D02X285');
    await user.click(screen.getByLabelText('Country'));
    const ireland = await screen.findByText('Ireland', {
      selector: '.ant-select-item-option-content',
    });
    await user.click(ireland);
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 High Street');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Dublin');
    expect(screen.getByLabelText('Post Code')).toHaveValue('D02X285');
    await user.click(screen.getByText('Save'));
    await waitFor(() =>
      expect(handleFinish).toHaveBeenCalledWith({
        address: {
          line_1: '1 High Street',
          post_town: 'Dublin',
          postcode: 'D02X285',
          country: 'Ireland',
          country_iso_2: 'IE',
        },
      }),
    );
  });

  it('keeps a search being typed when the country changes, and searches the new country', async () => {
    const { searches } = stubAddressApi();
    renderFinder();
    const user = setupUser();
    await user.type(await screen.findByLabelText('Search for an address'), 'BS1 4DJ');
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 3000 });
    await user.click(screen.getByLabelText('Country'));
    await user.click(
      await screen.findByText('France', { selector: '.ant-select-item-option-content' }),
    );
    expect(screen.getByLabelText('Search for an address')).toHaveValue('BS1 4DJ');
    await waitFor(() => expect(searches.at(-1)?.country).toBe('FR'), { timeout: 3000 });
  });

  it('takes the keyboard to the results: Enter in the search box, a postcode opened, Back', async () => {
    stubAddressApi();
    renderFinder({ ukOnly: true });
    const user = setupUser();
    const box = await screen.findByLabelText('Search for an address');
    await user.type(box, 'BS1 4DJ');
    const postcodeButton = await screen.findByRole(
      'button',
      { name: /BS1 4DJ/ },
      { timeout: 3000 },
    );
    await user.type(box, '{Enter}');
    expect(postcodeButton).toHaveFocus();

    // Enter on the postcode opens it: focus goes to its first address, not to the page
    await user.keyboard('{Enter}');
    const list = await screen.findByLabelText('Addresses found');
    const address = await within(list).findByRole('button', { name: /4 Quay Walk/ });
    await waitFor(() => expect(address).toHaveFocus());

    await user.click(screen.getByRole('button', { name: /Back to results/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /BS1 4DJ/ })).toHaveFocus());
  });
});
