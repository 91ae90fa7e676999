import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterTakeover,
  holdEarlySubmits,
  hydratesPrerender,
  PRERENDERED_ATTRIBUTE,
  replayTypedFields,
  startTakeover,
  typedFields,
} from '@/app/prerendered';

const prerendered = (path: string) => {
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_ATTRIBUTE, path);
  return container;
};

const config = { productName: 'Threshold', supportEmail: 'support@threshold.example' };

describe('taking over a prerendered page', () => {
  afterEach(() => afterTakeover());

  it('hydrates a tracker the server rendered for this customer, with its answers in the store', () => {
    const path = '/dashboard/sell/65f1c0ffee0000000000abcd';
    const tracker = prerendered(path);
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(
      hydratesPrerender(tracker, at(path, '?from=email'), { signedIn: true, config, served: true }),
    ).toBe(true);
    // Without the answers it was rendered with, the app renders over it.
    expect(hydratesPrerender(tracker, at(path), { signedIn: true, config })).toBe(false);
    // Another path's render is never hydrated.
    expect(
      hydratesPrerender(tracker, at('/dashboard/sell/65f1c0ffee0000000000ffff'), {
        signedIn: true,
        config,
        served: true,
      }),
    ).toBe(false);
  });

  it('hydrates only the very path prerendered, signed out, without a query, with the configuration', () => {
    const signIn = prerendered('/sign-in');
    const at = (pathname: string, search = '') => ({ pathname, search });
    expect(hydratesPrerender(signIn, at('/sign-in'), { signedIn: false, config })).toBe(true);
    expect(hydratesPrerender(signIn, at('/sign-in/'), { signedIn: false, config })).toBe(true);
    // Signed in: the header differs and the page sends them on.
    expect(hydratesPrerender(signIn, at('/sign-in'), { signedIn: true, config })).toBe(false);
    // A query can show a banner or an alert the prerender does not hold.
    expect(
      hydratesPrerender(signIn, at('/sign-in', '?sessionExpired=1'), { signedIn: false, config }),
    ).toBe(false);
    // No configuration: the app shows its loader or its error instead.
    expect(hydratesPrerender(signIn, at('/sign-in'), { signedIn: false, config: undefined })).toBe(
      false,
    );
    expect(
      hydratesPrerender(document.createElement('div'), at('/sign-in'), { signedIn: false, config }),
    ).toBe(false);
    // HubSpot's form replaces the partner page's own.
    const partner = prerendered('/partner-sign-up');
    const hubspot = { ...config, hubspotPortalId: '1', hubspotFormId: 'f' };
    expect(hydratesPrerender(partner, at('/partner-sign-up'), { signedIn: false, config })).toBe(
      true,
    );
    expect(
      hydratesPrerender(partner, at('/partner-sign-up'), { signedIn: false, config: hubspot }),
    ).toBe(false);
  });

  it('gives a controlled field what was typed in it before the app ran', () => {
    const seen = vi.fn();
    const Field = () => {
      const [value, setValue] = useState('');
      seen(value);
      return (
        <input
          aria-label="Email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    };
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    // What hydration leaves: the typed text in the field, the component's state empty.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'ada@example.com');
    input.defaultValue = '';
    const fields = typedFields(document.body);
    expect(fields).toEqual([[input, 'ada@example.com']]);
    replayTypedFields(fields);
    expect(seen).toHaveBeenLastCalledWith('ada@example.com');
    expect(input.value).toBe('ada@example.com');
  });

  it('holds a form sent before React listens and sends it once the app has rendered', () => {
    const container = prerendered('/sign-in');
    document.body.append(container);
    const form = document.createElement('form');
    const button = document.createElement('button');
    form.append(button);
    container.append(form);
    holdEarlySubmits(container);
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);

    fireEvent.submit(form);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0].defaultPrevented).toBe(true);

    // React listens now: a submit is its own, not held again.
    startTakeover(container);
    fireEvent.submit(form);
    expect(sent).toHaveBeenCalledTimes(2);

    // Rendered: the held one is sent again, once.
    afterTakeover();
    expect(sent).toHaveBeenCalledTimes(3);
    afterTakeover();
    expect(sent).toHaveBeenCalledTimes(3);
    container.remove();
  });
});
