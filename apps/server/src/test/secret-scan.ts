import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

export interface SecretFinding {
  file: string;
  line: number;
  rule: string;
  value: string;
}

/** Shapes of credentials that never belong in a repository, whatever file they are in. */
const KEY_RULES: [string, RegExp][] = [
  ['private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g],
  ['AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g],
  ['JWT', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/g],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
];

const SECRET_NAME = String.raw`(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret|session[_-]?secret|data[_-]?key|private[_-]?key)`;

/** `password: 'x'`, `"token": "x"`, `SECRET = "x"` and `SESSION_SECRET=x` (env files, docs). */
const ASSIGNMENTS: RegExp[] = [
  new RegExp(String.raw`\b\w*${SECRET_NAME}\w*["']?\s*[:=]\s*["'\`]([^"'\`\s]+)["'\`]`, 'gi'),
  new RegExp(String.raw`\b[A-Z_]*${SECRET_NAME}[A-Z_]*=([^\s"'\`$<{]+)`, 'gi'),
  // The password of a connection string: postgres://user:password@host
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"`]+:([^\s@/'"`]+)@/gi,
];

/** Placeholders that stand for a value the operator supplies. */
const PLACEHOLDER =
  /^\$|\$\{|\$\(|^<.*>$|process\.env|example|changeme|change-me|x{4,}|\*{3,}|\.\.\./i;

/**
 * Whether an assigned value looks like a real credential rather than a label, a
 * placeholder or a version: at least 8 characters drawn from at least three of lower case,
 * upper case, digits and symbols, or 20 and more of a key alphabet.
 */
export function looksReal(value: string): boolean {
  if (value.length < 8 || PLACEHOLDER.test(value) || /[^\x21-\x7e]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((c) => c.test(value));
  return classes.length >= 3 || (value.length >= 20 && /^[A-Za-z0-9+/=_-]+$/.test(value));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every suspected secret in one text. */
export function findSecrets(file: string, text: string): SecretFinding[] {
  const found: SecretFinding[] = [];
  for (const [rule, re] of KEY_RULES) {
    for (const m of text.matchAll(re)) {
      found.push({ file, line: lineOf(text, m.index), rule, value: m[0] });
    }
  }
  const seen = new Set<string>();
  for (const re of ASSIGNMENTS) {
    for (const m of text.matchAll(re)) {
      const value = m[1] ?? '';
      const line = lineOf(text, m.index);
      if (looksReal(value) && !seen.has(`${line} ${value}`)) {
        seen.add(`${line} ${value}`);
        found.push({ file, line, rule: 'secret assignment', value });
      }
    }
  }
  return found;
}

/** Every suspected secret in the files git tracks (binary files skipped). */
export function scanTrackedFiles(): SecretFinding[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  return files.flatMap((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(REPO_ROOT, file));
    } catch {
      return []; // deleted in the working tree, not yet committed
    }
    if (bytes.includes(0)) return [];
    return findSecrets(file, bytes.toString('utf8'));
  });
}
