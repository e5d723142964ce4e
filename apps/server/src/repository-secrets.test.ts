import { describe, expect, it } from 'vitest';
import { DEV_SECRET_PREFIX } from './config.js';
import { usesPostgres } from './test/build-test-app.js';
import { findSecrets, scanTrackedFiles } from './test/secret-scan.js';

/**
 * Public by design, so allowed wherever they appear: the demo passwords README documents
 * (demo data only, never created when NODE_ENV=production) and the prefix that marks a
 * development session secret, which production refuses.
 */
const DOCUMENTED = new Set(['Cmis#Demo1', 'Cmis#Field1', DEV_SECRET_PREFIX]);

/**
 * Test fixtures, one by one: invented for a test or the README's example, used by no
 * deployment. Listed by value and file so that a real secret pasted anywhere still fails.
 */
const FIXTURES: Record<string, string[]> = {
  'README.md': ['Choose#Strong1'],
  'apps/server/src/config.test.ts': [
    `${DEV_SECRET_PREFIX}aaaaaaaaaaaaaaaaaaaaaaaaaaaa`,
    'x7Vq2mN9pL4rT8wK1zB6yC3hF5jD0sGa',
  ],
  'apps/server/src/modules/auth/auth.test.ts': ['Wrong#Pass1', 'Wrong#1xyz'],
  'apps/server/src/platform/login-throttle/login-throttle.test.ts': ['Wrong#1xyz'],
  'apps/server/src/modules/field/field.test.ts': ['New#Pass12', 'New#Pass13', 'Not#The1Old'],
  'apps/server/src/modules/users/users.test.ts': [
    'Station#2024',
    'Station#2025',
    'Abcdefgh1#abcdefg',
    'abcdefg1#',
    'Abcdefgh#',
    'Abcdefgh1',
    'Hadapsar#01',
  ],
  // AWS's own documented example key id (the signer test reproduces AWS's worked examples),
  // assembled so that this file does not hold it.
  'apps/server/src/platform/s3-storage.test.ts': ['AKIA' + 'IOSFODNN7EXAMPLE'],
  'apps/server/src/platform/session/two-processes.test.ts': [
    'two-processes-shared-secret-0123456789abcdef',
  ],
  'apps/server/src/test/s3-stub.ts': ['cmis-stub-secret-access-key-0123456789'],
  'apps/server/src/tools/bench/server.ts': [
    'bench-session-secret-not-for-production-use-0123456789',
  ],
  'apps/server/src/tools/server-process.ts': ['tool-secret-for-loopback-runs-only-0123456789'],
  'apps/web/e2e/support/server.ts': ['e2e-secret-for-browser-tests-only-0123456789'],
  'apps/web/src/lib/form-field-errors.test.ts': ['Abcdefgh1', 'Abcdefg#1', 'Abcdefg#2'],
  'packages/shared/src/password.test.ts': ['Abcdefg1#', 'Abcdefg1$'],
};

const allowed = (file: string, value: string) =>
  DOCUMENTED.has(value) || (FIXTURES[file] ?? []).includes(value);

// A scan of the repository, not of a database: once is enough.
describe.skipIf(usesPostgres())('no secret in the repository (issue 9 §5)', () => {
  it('finds each kind of credential it looks for', () => {
    // Assembled at run time so this file does not hold what it looks for.
    const header = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ');
    const jwt = ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', 'c2lnbmF0dXJlLXZhbHVl'];
    const text = [
      header,
      `aws_key = "${'AKIA'}${'IOSFODNN7EXAMPLE'}"`,
      jwt.join('.'),
      `${'pass'}word: "Zq9#kLm2pQ"`,
      `SESSION_${'SECRET'}=Jk8sd7F6g5h4J3k2L1m0N9b8V7c6X5z4`,
      `postgres://cmis:${'Rt5#'}kd93Ls@db:5432/cmis`,
      // Not secrets: a label, a placeholder, a short word, a version.
      `"Pass${'word'}": "पासवर्ड"`,
      'SESSION_SECRET="$(openssl rand -base64 48)"',
      `pass${'word'}: 'short'`,
      `"js-to${'ken'}s": "^4.0.0"`,
    ].join('\n');
    expect(findSecrets('sample', text).map((f) => [f.line, f.rule])).toEqual([
      [1, 'private key'],
      [2, 'AWS access key id'],
      [3, 'JWT'],
      [4, 'secret assignment'],
      [5, 'secret assignment'],
      [6, 'secret assignment'],
    ]);
  });

  it('git-tracked files hold no private key, access key, token or real-looking password', () => {
    const findings = scanTrackedFiles().filter((f) => !allowed(f.file, f.value));
    expect(
      findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.value.slice(0, 12)}…`),
      'a credential in a tracked file: remove it (and rotate it); if it is a made-up test fixture, list it in FIXTURES',
    ).toEqual([]);
  });

  it('every allow-listed fixture is still where it is listed, so the list cannot rot', () => {
    const present = new Set(scanTrackedFiles().map((f) => `${f.file} ${f.value}`));
    const stale = Object.entries(FIXTURES).flatMap(([file, values]) =>
      values.filter((v) => !present.has(`${file} ${v}`)).map((v) => `${file} ${v}`),
    );
    expect(stale).toEqual([]);
  });
});
