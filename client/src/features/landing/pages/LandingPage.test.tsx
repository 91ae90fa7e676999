import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAQ_PLACEHOLDER_ANSWER, landingContent, solicitorCards } from '@/features/landing/content';
import { openPublicPage, PAGE_TIMEOUT, requestBodies } from '@/features/landing/testing/publicPage';
import { jsonResponse } from '@/test/fetchStub';

const content = landingContent('Threshold');
const HEADLINE = content.hero.headline;

const openLandingPage = async (options?: Parameters<typeof openPublicPage>[1], path = '/') => {
  const view = openPublicPage(path, options);
  await screen.findByRole('heading', { level: 1, name: HEADLINE }, PAGE_TIMEOUT);
  return view;
};

/** The contact form is lazily loaded (its own chunk): wait for it, as a visitor would. */
const FORM_TIMEOUT = { timeout: 10_000 } as const;

const contactForm = () => screen.getByRole('form', { name: 'Contact us' });
const field = (label: RegExp | string) => within(contactForm()).getByLabelText(label);
const submitButton = () => within(contactForm()).getByRole('button', { name: 'Send message' });

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (as pasting does): each keystroke re-checks the whole form. */
const fill = async (user: User, label: RegExp | string, value: string) => {
  await user.click(field(label));
  await user.paste(value);
};

afterEach(() => {
  window.localStorage.clear();
});

describe('landing page', () => {
  it('shows one H1 and a heading for every section, with the £2,500+ claim', async () => {
    await openLandingPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      'Why sellers choose Threshold',
      'Real moves, made quicker',
      'Made for every seller',
      'What our customers say',
      'How it works',
      'Meet some of our panel solicitors',
      'Get in touch',
      'Are you an estate agent?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Free legals and searches worth £2,500+')).toBeVisible();
    expect(screen.getByRole('region', { name: HEADLINE })).toHaveTextContent(
      'Free legals and searches worth £2,500+ for your buyer.',
    );
  });

  it('offers the ways in: sell, buy and the partner page', async () => {
    await openLandingPage();

    const hero = screen.getByRole('region', { name: HEADLINE });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/sell/get-started',
    );
    expect(within(hero).getByRole('link', { name: "I'm buying a home" })).toHaveAttribute(
      'href',
      '/buy/get-started',
    );
    const banner = screen.getByRole('region', { name: 'Are you an estate agent?' });
    expect(within(banner).getByRole('link', { name: 'Partner with us' })).toHaveAttribute(
      'href',
      '/partner-sign-up',
    );
  });

  it('lists the three benefits, four kinds of seller, six testimonials and three steps', async () => {
    await openLandingPage();

    const cards = (name: string) =>
      within(screen.getByRole('region', { name })).getAllByRole('listitem');
    expect(cards('Why sellers choose Threshold')).toHaveLength(3);
    expect(cards('Made for every seller')).toHaveLength(4);
    const testimonials = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(6);
    expect(within(testimonials).getByText(content.testimonials.items[0].quote)).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Sign up',
      'Onboard with a solicitor',
      'Exchange and complete',
    ]);
  });

  it('opens and closes each case study with a disclosure button', async () => {
    const user = userEvent.setup();
    await openLandingPage();

    const section = screen.getByRole('region', { name: 'Real moves, made quicker' });
    const buttons = within(section).getAllByRole('button', { name: /^Read the story/ });
    expect(buttons).toHaveLength(3);

    const [first] = content.caseStudies.items;
    const button = within(section).getByRole('button', { name: `Read the story: ${first.name}` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first.body)).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(`Show less: ${first.name}`);
    expect(screen.getByText(first.body)).toBeVisible();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText(first.body),
    );

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first.body)).not.toBeVisible();
  });

  it('introduces the panel solicitors with their firm, time on the panel and address', async () => {
    await openLandingPage();

    const section = screen.getByRole('region', { name: 'Meet some of our panel solicitors' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(solicitorCards.length);
    const [first] = solicitorCards;
    const card = cards[0];
    expect(within(card).getByRole('heading', { name: first.solicitorName })).toBeInTheDocument();
    expect(card).toHaveTextContent(first.name);
    expect(card).toHaveTextContent(first.solicitorBio);
    expect(card).toHaveTextContent('On our panel since March 2021');
    expect(card).toHaveTextContent(`${first.line_1}${first.line_2}${first.line_3}`);
  });

  it('keeps the FAQ hidden', async () => {
    await openLandingPage();

    expect(screen.queryByRole('heading', { name: content.faq.title })).not.toBeInTheDocument();
    for (const item of content.faq.items) {
      expect(screen.queryByText(item.question)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(FAQ_PLACEHOLDER_ANSWER)).not.toBeInTheDocument();
  });

  it('brings the contact form into view when opened at /#contact', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await openLandingPage({}, '/#contact');

    const section = screen.getByRole('region', { name: 'Get in touch' });
    expect(section).toHaveAttribute('id', 'contact');
    await waitFor(() => expect(section).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(section);
  });
});

describe('landing page contact form', () => {
  /** The landing page with its contact form loaded. */
  const openLanding = async (options?: Parameters<typeof openPublicPage>[1]) => {
    const view = await openLandingPage(options);
    await screen.findByRole('form', { name: 'Contact us' }, FORM_TIMEOUT);
    return view;
  };

  const fillValidForm = async (user: User) => {
    await fill(user, 'Full name', 'Sam Patel');
    await fill(user, 'Email', 'sam@example.com');
    await fill(user, /Mobile Number/, '07400 123456');
    await fill(user, 'Message', 'Could you call me about selling my flat?');
    await fill(user, 'How did you hear about us?', 'A friend');
  };

  it('shows each rule of the form under its field', async () => {
    const user = userEvent.setup();
    await openLanding();

    await user.type(field('Full name'), 'S');
    await user.tab();
    expect(await within(contactForm()).findByText('Full name is required')).toBeInTheDocument();

    await user.click(field('Email'));
    await user.tab();
    expect(await within(contactForm()).findByText('Email is required')).toBeInTheDocument();
    await user.type(field('Email'), 'sam@');
    expect(await within(contactForm()).findByText('Invalid email address')).toBeInTheDocument();

    // A landline is a real number, but not a mobile.
    await fill(user, /Mobile Number/, '020 7946 0958');
    await user.tab();
    expect(await within(contactForm()).findByText('Invalid mobile number')).toBeInTheDocument();

    await user.type(field('Message'), 'x');
    await user.tab();
    expect(await within(contactForm()).findByText('Message is required')).toBeInTheDocument();

    await user.type(field('How did you hear about us?'), 'x');
    await user.tab();
    expect(await within(contactForm()).findByText('Referrer is required')).toBeInTheDocument();

    expect(submitButton()).toBeDisabled();
  });

  it('clears a message as soon as the field is put right', async () => {
    const user = userEvent.setup();
    await openLanding();

    // Nothing is said while the visitor is still typing in a field for the first time...
    await user.type(field('Full name'), 'S');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await within(contactForm()).findByText('Full name is required')).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');

    // ...but once a message shows, it goes with the keystroke that fixes the field.
    await user.type(field('Full name'), 'am');
    await waitFor(() => expect(field('Full name')).not.toHaveAttribute('aria-invalid'));
    expect(field('Full name')).toHaveFocus();
  });

  it('keeps Submit disabled until every field is valid and something has changed', async () => {
    const user = userEvent.setup();
    await openLanding();

    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Fill in the required fields to send your message.')).toBeVisible();

    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.clear(field(/Mobile Number/));
    await user.paste('12345');
    await waitFor(() => expect(submitButton()).toBeDisabled());

    // The mobile number is optional.
    await user.clear(field(/Mobile Number/));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('sends the request on Enter and thanks the visitor, promising a reply within 24 hours', async () => {
    const user = userEvent.setup();
    const { calls } = await openLanding({
      replies: { 'POST /api/email/request-callback': jsonResponse({ success: true }) },
    });

    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(field('How did you hear about us?'), '{Enter}');

    expect(await screen.findByText(content.contact.successMessage)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('within 24 hours');
    expect(await requestBodies(calls, 'POST', '/api/email/request-callback')).toEqual([
      {
        fullName: 'Sam Patel',
        email: 'sam@example.com',
        mobileNumber: '+447400123456',
        message: 'Could you call me about selling my flat?',
        referrer: 'A friend',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Full name')).toHaveValue('');
  });

  it('leaves a blank mobile number out of the request', async () => {
    const user = userEvent.setup();
    const { calls } = await openLanding({
      replies: { 'POST /api/email/request-callback': jsonResponse({ success: true }) },
    });

    await fill(user, 'Full name', '  Jo Bloggs ');
    await fill(user, 'Email', 'jo@example.com');
    await fill(user, 'Message', 'Hello there');
    await fill(user, 'How did you hear about us?', 'Search engine');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText(content.contact.successMessage)).toBeInTheDocument();
    expect(await requestBodies(calls, 'POST', '/api/email/request-callback')).toEqual([
      {
        fullName: 'Jo Bloggs',
        email: 'jo@example.com',
        message: 'Hello there',
        referrer: 'Search engine',
      },
    ]);
  });

  it('says something went wrong when the request fails, keeping what was typed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openLanding({
      replies: {
        'POST /api/email/request-callback': jsonResponse(
          { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
          500,
        ),
      },
    });

    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your message didn't reach us");
    expect(alert).toHaveTextContent('support@threshold.example');
    expect(field('Full name')).toHaveValue('Sam Patel');
    expect(consoleError).toHaveBeenCalledWith('Contact request failed', expect.anything());
  });
});
