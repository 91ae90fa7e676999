import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerContent } from '@/features/landing/content';
import { openPublicPage, PAGE_TIMEOUT, requestBodies } from '@/features/landing/testing/publicPage';
import { HUBSPOT_EMBED_SCRIPT_URL } from '@/features/partner/hubspot/loadHubSpotForms';
import { jsonResponse } from '@/test/fetchStub';

const content = partnerContent('Threshold');

type User = ReturnType<typeof userEvent.setup>;

const openPartnerPage = async (options?: Parameters<typeof openPublicPage>[1]) => {
  const view = openPublicPage('/partner-sign-up', options);
  await screen.findByRole('heading', { level: 1, name: 'Sign-up as a partner' }, PAGE_TIMEOUT);
  return view;
};

const enquiryForm = () => screen.getByRole('form', { name: 'Partner enquiry' });
const fill = async (user: User, label: string | RegExp, value: string) => {
  await user.click(within(enquiryForm()).getByLabelText(label));
  await user.paste(value);
};
const submitButton = () => within(enquiryForm()).getByRole('button', { name: 'Become a partner' });

const fillEnquiry = async (user: User, phone: string) => {
  await fill(user, 'Agency name', 'Harbour Lane Estates');
  await fill(user, 'Your name', 'Nia Roberts');
  await fill(user, 'Email', 'nia@harbourlane.example');
  await fill(user, 'Phone number', phone);
  await fill(user, /^Message/, 'We have four branches in Devon.');
};

const hubspotScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === HUBSPOT_EMBED_SCRIPT_URL,
  );

afterEach(() => {
  window.localStorage.clear();
  for (const script of hubspotScripts()) script.remove();
  delete (window as Window & { hbspt?: unknown }).hbspt;
});

describe('partner sign-up page', () => {
  it('sells the partnership: headline, both benefit tiles and two agents’ words', async () => {
    await openPartnerPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Fast and confident sales' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sell 80% faster than the market' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sell without fear of fall throughs' }),
    ).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'What estate agents say' });
    const figures = within(testimonials).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent(content.testimonials[0].name);
    expect(figures[0]).toHaveTextContent(content.testimonials[0].agency);
  });

  it('offers our own enquiry form when no HubSpot form is configured', async () => {
    await openPartnerPage();

    expect(enquiryForm()).toBeInTheDocument();
    expect(hubspotScripts()).toHaveLength(0);
    expect(submitButton()).toBeDisabled();
  });

  it("sends an enquiry through the contact endpoint with the referrer 'Partner sign-up'", async () => {
    const user = userEvent.setup();
    const { calls } = await openPartnerPage({
      replies: { 'POST /api/email/request-callback': jsonResponse({ success: true }) },
    });

    await fillEnquiry(user, '07400 123456');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Harbour Lane Estates');
    expect(await requestBodies(calls, 'POST', '/api/email/request-callback')).toEqual([
      {
        fullName: 'Nia Roberts',
        email: 'nia@harbourlane.example',
        mobileNumber: '+447400123456',
        message: [
          'Partner enquiry from Harbour Lane Estates',
          'Contact: Nia Roberts',
          'Phone: 07400 123456',
          '',
          'We have four branches in Devon.',
        ].join('\n'),
        referrer: 'Partner sign-up',
      },
    ]);
  });

  it('accepts an office landline, passing it on in the message only', async () => {
    const user = userEvent.setup();
    const { calls } = await openPartnerPage({
      replies: { 'POST /api/email/request-callback': jsonResponse({ success: true }) },
    });

    await fillEnquiry(user, '0117 496 0000');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    await screen.findByRole('status');
    const [body] = await requestBodies(calls, 'POST', '/api/email/request-callback');
    expect(body).not.toHaveProperty('mobileNumber');
    expect(body).toMatchObject({ message: expect.stringContaining('Phone: 0117 496 0000') });
  });

  it('checks the fields and says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openPartnerPage({
      replies: {
        'POST /api/email/request-callback': jsonResponse(
          { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
          500,
        ),
      },
    });

    await fill(user, 'Phone number', '12');
    await user.tab();
    expect(await within(enquiryForm()).findByText('Invalid phone number')).toBeInTheDocument();
    await user.click(within(enquiryForm()).getByLabelText('Agency name'));
    await user.tab();
    expect(await within(enquiryForm()).findByText('Agency name is required')).toBeInTheDocument();

    await user.clear(within(enquiryForm()).getByLabelText('Phone number'));
    await fillEnquiry(user, '07400 123456');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent("Your details didn't reach us");
    expect(within(enquiryForm()).getByLabelText('Agency name')).toHaveValue('Harbour Lane Estates');
  });
});

describe('partner sign-up page with a HubSpot form configured', () => {
  const config = { hubspotPortalId: '1234567', hubspotFormId: 'form-abc' };

  it('loads the eu1 embed script and creates the form in its place', async () => {
    const create = vi.fn();
    await openPartnerPage({ config });

    await waitFor(() => expect(hubspotScripts()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form...');
    (window as Window & { hbspt?: unknown }).hbspt = { forms: { create } };
    hubspotScripts()[0].dispatchEvent(new Event('load'));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [options] = create.mock.calls[0] as [{ target: string }];
    expect(options).toMatchObject({ region: 'eu1', portalId: '1234567', formId: 'form-abc' });
    expect(document.querySelector(options.target)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Partner enquiry' })).not.toBeInTheDocument();
  });

  it('falls back to our own form when the script cannot load', async () => {
    await openPartnerPage({ config });

    await waitFor(() => expect(hubspotScripts()).toHaveLength(1));
    hubspotScripts()[0].dispatchEvent(new Event('error'));

    expect(await screen.findByRole('form', { name: 'Partner enquiry' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't load here/)).toBeInTheDocument();
  });
});
