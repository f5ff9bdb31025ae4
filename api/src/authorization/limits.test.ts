// api/README.md's table of limits has a row for every declared limit, and no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from './limits';

it('api/README.md describes every declared limit', () => {
  const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Limits'), readme.indexOf('## Mail'));
  const documented = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
  expect(documented.sort()).toEqual(LIMITS.map((limit) => limit.name).sort());
});
