import { templates } from './index';

const brand = {
  productName: 'Threshold',
  supportEmail: 'support@threshold.example',
  appUrl: 'https://threshold.example',
};

const link = 'https://threshold.example/authenticate?token=abc';

describe('e-mail templates and the names in them', () => {
  it.each([
    ['a line break and a link', 'Ada\n\nURGENT: verify at http://evil.example'],
    ['a www. address', 'www.evil.example'],
    ['an e-mail address', 'help@evil.example'],
    ['a tab and a link', 'Ada\thttps://evil.example/verify'],
  ])('leave out a first name holding %s, in the text and the HTML', (_, name) => {
    const email = templates['magic-link'](brand, { firstName: name, link, isNewAccount: true });
    expect(email.text.startsWith('Hello,\n\nThanks for joining Threshold.')).toBe(true);
    expect(email.html).toContain('<p>Hello,</p>');
    for (const part of [email.text, email.html, email.subject]) {
      expect(part).not.toMatch(/evil|URGENT/);
    }
  });

  it("show an ordinary name as plain, escaped text: O'Brien, Anne-Marie, Zoë", () => {
    const email = templates['magic-link'](brand, {
      firstName: "Anne-Marie O'Brien Zoë",
      link,
      isNewAccount: false,
    });
    expect(email.text.split('\n')[0]).toBe("Hello Anne-Marie O'Brien Zoë,");
    expect(email.html).toContain('<p>Hello Anne-Marie O&#39;Brien Zoë,</p>');
    // The only link is the button's.
    expect(email.html.match(/<a /g)).toHaveLength(1);
  });

  it.each([true, false])(
    'never mention a button in the plain-text magic-link e-mail (new account: %s)',
    (isNewAccount) => {
      const email = templates['magic-link'](brand, { firstName: 'Ada', link, isNewAccount });
      expect(email.text).not.toMatch(/button/i);
      expect(email.text).toMatch(/Open the link below to (sign in|confirm)/);
      expect(email.text).toContain(`Sign in: ${link}`);
      // the HTML part has the button, and says so
      expect(email.html).toContain('Use the button below');
    },
  );

  it('keep every other value on one line, and a written message as written', () => {
    const email = templates['contact-request'](brand, {
      fullName: 'Jo\nBloggs',
      email: 'jo@example.com',
      mobileNumber: null,
      message: 'Line one\nLine two',
      referrer: 'A friend\r\n- Name: someone else',
    });
    expect(email.subject).toBe('New contact request from Jo Bloggs');
    expect(
      templates['water-bill-request'](brand, {
        firstName: 'Ada\u2028Lovelace',
        address: 'x',
        dashboardUrl: 'https://threshold.example/dashboard/sell/1',
      }).text,
    ).toMatch(/^Hello Ada Lovelace,\n/);
    expect(email.text).toContain('- Name: Jo Bloggs\n');
    expect(email.text).toContain('- Heard about us from: A friend - Name: someone else\n');
    expect(email.text).toContain('Line one\nLine two');
  });

  it("leave out a solicitor's client or a colleague that is not a plain name", () => {
    const intro = templates['solicitor-introduction'](brand, {
      solicitorName: 'Hannah Lowe',
      side: 'seller',
      address: '1 High Street, Bristol',
      clients: [
        { name: 'Ivy Intro', email: 'ivy@example.com', phone: '+447911123456' },
        { name: 'Eve www.evil.example', email: null, phone: null },
      ],
      estateAgent: null,
      comments: null,
    });
    expect(intro.text).toContain('Dear Hannah Lowe,');
    expect(intro.text).toContain('- Seller: Ivy Intro, ivy@example.com, 07911 123456\n');
    expect(intro.text).toContain(
      '- Seller: (name not shown), no e-mail address given, no phone number given\n',
    );
    expect(intro.text).not.toContain('evil');
  });

  it("give the estate agent's Thirdfort e-mail one 'Questions' line", () => {
    const email = templates['estate-agent-thirdfort'](brand, {
      agentName: 'Harbour & Vale - Clifton',
      side: 'seller',
      address: '1 High Street, Bristol',
      people: ['Ivy Intro: complete'],
    });
    expect(email.text.match(/Questions/g)).toHaveLength(1);
    expect(email.html.match(/Questions/g)).toHaveLength(1);
  });
});
