import { redactUrl } from './redact-url';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl';

it('redacts the value of every token-like query parameter', () => {
  for (const name of [
    'token',
    'access_token',
    'id_token',
    'refresh_token',
    'code',
    'key',
    'api_key',
    'apiKey',
    'signature',
    'sig',
    'jwt',
    'client_secret',
    'password',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'Token',
    'access%5Ftoken',
  ])
    expect(redactUrl(`/lima/api/x?a=1&${name}=s3cr3t-value&b=2`)).toBe(
      `/lima/api/x?a=1&${name}=[redacted]&b=2`,
    );
});

it('keeps other parameters and paths as they are', () => {
  expect(redactUrl('/lima/api/deals/inprocess?limit=50&cursor=abc')).toBe(
    '/lima/api/deals/inprocess?limit=50&cursor=abc',
  );
  expect(redactUrl('/lima/api/health')).toBe('/lima/api/health');
});

it('redacts a JWT wherever it appears', () => {
  expect(redactUrl(`/lima/api/x/${JWT}/y?next=${JWT}&flag`)).toBe(
    '/lima/api/x/[redacted]/y?next=[redacted]&flag',
  );
  expect(redactUrl(`/lima/api/x?${JWT}`)).toBe('/lima/api/x?[redacted]');
});

it('survives a malformed escape in a name', () => {
  expect(redactUrl('/x?%E0%A4%Atoken=v')).toBe('/x?%E0%A4%Atoken=[redacted]');
});
