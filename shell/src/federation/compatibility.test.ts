import { incompatibility, manifestUrlOf } from './compatibility';

const provided = { react: '19.3.1', 'react-dom': '19.3.1', '@lender/shared': '0.1.0' };

describe('incompatibility', () => {
  it('accepts a remote whose ranges hold for the host', () => {
    expect(
      incompatibility(
        [
          { name: 'react', requiredVersion: '^19.3.1' },
          { name: '@lender/shared', requiredVersion: '^0.1.0' },
          { name: 'other', requiredVersion: '^9.0.0' },
        ],
        provided,
      ),
    ).toBeNull();
  });

  it('names the range a remote was built for and what the host provides', () => {
    expect(incompatibility([{ name: '@lender/shared', requiredVersion: '^2.0.0' }], provided)).toBe(
      'It was built for @lender/shared ^2.0.0; this portal provides 0.1.0.',
    );
    expect(incompatibility([{ name: 'react', requiredVersion: '^18.2.0' }], provided)).toMatch(
      /react \^18\.2\.0/,
    );
  });
});

it('refuses a range the host provides no version for, as the release tool does', () => {
  expect(
    incompatibility([{ name: 'react-dom', requiredVersion: '^19.3.1' }], { react: '19.3.1' }),
  ).toBe('It was built for react-dom ^19.3.1; this portal provides none.');
});

it('finds the manifest beside a remote entry', () => {
  expect(manifestUrlOf('https://x.example/1.0.0+a/remoteEntry.js')).toBe(
    'https://x.example/1.0.0+a/mf-manifest.json',
  );
});
