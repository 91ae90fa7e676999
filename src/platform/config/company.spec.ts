import { ConfigError, loadConfig } from './config';
import { DEFAULT_COMPANY } from './company';

describe('the company on receipts', () => {
  it('has fictional defaults, so the embedded default prints complete receipts', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).company).toEqual(DEFAULT_COMPANY);
  });

  it('reads the name, the registered address by lines, the company and VAT numbers', () => {
    const { company } = loadConfig({
      NODE_ENV: 'test',
      COMPANY_NAME: 'Keystone Moves Ltd',
      COMPANY_ADDRESS: ' 2 Dock Road ,  Cardiff, CF10 1AA ',
      COMPANY_NUMBER: 'sc123456',
      COMPANY_VAT_NUMBER: 'GB 987 6543 21',
    });
    expect(company).toEqual({
      name: 'Keystone Moves Ltd',
      registeredAddress: ['2 Dock Road', 'Cardiff', 'CF10 1AA'],
      companyNumber: 'SC123456',
      vatNumber: 'GB987654321',
    });
  });

  it('refuses to start with a malformed company or VAT number, naming the variable', () => {
    const problems = (() => {
      try {
        loadConfig({ NODE_ENV: 'test', COMPANY_NUMBER: '1234', COMPANY_VAT_NUMBER: 'FR123' });
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    })();
    expect(problems).toEqual([
      'COMPANY_NUMBER must be 8 digits, or 2 letters and 6 digits',
      'COMPANY_VAT_NUMBER must be GB followed by 9 or 12 digits',
    ]);
  });
});
