import { describe, expect, it } from 'vitest';
import { generatePassword } from './password-generator.js';
import { PASSWORD_MESSAGES, passwordPairSchema, passwordSchema } from './schemas/password.js';

const messagesOf = (password: string) =>
  passwordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

describe('password policy (spec 1 §5)', () => {
  it('gives each rule its exact message', () => {
    expect(messagesOf('')).toContain(PASSWORD_MESSAGES.required);
    expect(messagesOf('Ab1!')).toContain("Password can't be less than 8");
    expect(messagesOf('Abcdefgh1!abcdefg')).toContain("Password can't be more than 15");
    expect(messagesOf('12345678!')).toContain(PASSWORD_MESSAGES.letter);
    expect(messagesOf('abcdefg1!')).toContain(PASSWORD_MESSAGES.uppercase);
    expect(messagesOf('Abcdefgh!')).toContain(PASSWORD_MESSAGES.digit);
    expect(messagesOf('Abcdefgh1')).toContain(PASSWORD_MESSAGES.special);
    expect(messagesOf('Abcdefg1@')).toContain(PASSWORD_MESSAGES.special);
    expect(messagesOf('Abcdefg1?')).toEqual([]);
  });

  it('requires a matching confirmation', () => {
    const missing = passwordPairSchema.safeParse({ password: 'Abcdefg1#', confirmPassword: '' });
    expect(missing.error?.issues.map((i) => i.message)).toContain('Please confirm your password!');
    const differ = passwordPairSchema.safeParse({
      password: 'Abcdefg1#',
      confirmPassword: 'Abcdefg1$',
    });
    expect(differ.error?.issues.map((i) => i.message)).toContain(
      'The two passwords that you entered do not match!',
    );
  });
});

describe('password generator (spec 2 §9, decision 0007)', () => {
  it('always produces a password the policy accepts', () => {
    for (let i = 0; i < 2000; i++) {
      const p = generatePassword();
      expect(passwordSchema.safeParse(p).success, p).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(seen.size).toBe(500);
  });
});
