import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiContract, type OpenApiDocument } from './contract';

// The harness that holds every API test's responses to openapi.json fails on a document that
// does not tell the truth.
const committed = () =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as OpenApiDocument;

const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
  text: JSON.stringify(body),
});

const unauthorised = json(401, {
  statusCode: 401,
  message: 'Unauthorized',
  error: 'Unauthorized',
  code: 'UNAUTHENTICATED',
});

describe('the API contract check', () => {
  it('lets through what the committed document allows', () => {
    const contract = new ApiContract(committed());
    expect(contract.check('GET', '/api/users/current', unauthorised)).toBeUndefined();
    expect(contract.check('GET', '/api/no-such-route', json(404, {}))).toBeUndefined();
  });

  it('fails an undocumented status, an undeclared content type and a body off its schema', () => {
    const broken = committed();
    delete broken.paths['/api/users/current'].get.responses['401'];
    const contract = new ApiContract(broken);
    expect(contract.check('GET', '/api/users/current', unauthorised)?.problem).toBe(
      'status 401 is not documented',
    );
    const asText = { ...unauthorised, status: 400, headers: { 'content-type': 'text/html' } };
    expect(contract.check('GET', '/api/users/current', asText)?.problem).toMatch(
      /answers text\/html, documented as application\/json/,
    );
    const offSchema = json(400, { statusCode: '400' });
    expect(contract.check('GET', '/api/users/current', offSchema)?.problem).toMatch(
      /body breaks its schema/,
    );
  });

  it('picks the most specific path template', () => {
    const contract = new ApiContract(committed());
    expect(contract.routeOf('/api/transaction/latest/0123456789abcdef01234567')).toBe(
      '/api/transaction/latest/{userId}',
    );
    expect(contract.routeOf('/api/transaction/0123456789abcdef01234567')).toBe(
      '/api/transaction/{id}',
    );
  });
});
