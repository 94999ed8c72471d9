import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  firstProblem,
  loginSchema,
  messageKey,
  newPasswordSchema,
  profileSchema,
  registerSchema,
  resetRequestSchema,
} from './auth';
import { UI_LOCALES } from '@/lib/i18n/locales';
import { areaLabels } from '@/lib/i18n/messages';

const good = { username: 'ada_b', email: 'ada@example.com', password: 'Harbour2026' };

function problem(schema: Parameters<typeof firstProblem>[0], input: unknown) {
  const result = firstProblem(schema, input);
  return result.ok ? null : result.message;
}

describe('registration rules', () => {
  it('accepts a complete, valid form and trims username and e-mail', () => {
    const result = firstProblem(registerSchema, { ...good, username: '  ada_b ', email: ' ada@example.com ' });
    expect(result).toEqual({ ok: true, data: good });
  });

  it('asks for every field first, whatever else is wrong', () => {
    expect(problem(registerSchema, { username: '', email: 'bad', password: 'x' })).toBe('Please fill in all fields');
    expect(problem(registerSchema, { ...good, email: '   ' })).toBe('Please fill in all fields');
    expect(problem(registerSchema, { ...good, password: '' })).toBe('Please fill in all fields');
    expect(problem(registerSchema, {})).toBe('Please fill in all fields');
  });

  it('then checks the username, the e-mail and the password in that order, one message at a time', () => {
    expect(problem(registerSchema, { username: 'ab', email: 'bad', password: 'weak' })).toBe('Username must be at least 3 characters');
    expect(problem(registerSchema, { ...good, username: 'ada byrne' })).toBe(AUTH_MESSAGES.usernameInvalid);
    expect(problem(registerSchema, { ...good, username: '<b>ada</b>' })).toBe(AUTH_MESSAGES.usernameInvalid);
    expect(problem(registerSchema, { ...good, username: 'ada.byrne-2_x' })).toBeNull();
    expect(problem(registerSchema, { ...good, username: 'Анна_Мюллер' })).toBeNull();
    expect(problem(registerSchema, { ...good, username: 'a'.repeat(41) })).toBe(AUTH_MESSAGES.usernameTooLong);
    expect(problem(registerSchema, { ...good, email: 'ada@example', password: 'weak' })).toBe('Please enter a valid email address');
    expect(problem(registerSchema, { ...good, email: 'ada @example.com' })).toBe('Please enter a valid email address');
    expect(problem(registerSchema, { ...good, password: 'Ab1' })).toBe('Password must be at least 8 characters');
    expect(problem(registerSchema, { ...good, password: 'harbour2026' })).toBe('Password must contain at least one uppercase letter');
    expect(problem(registerSchema, { ...good, password: 'HARBOUR2026' })).toBe('Password must contain at least one lowercase letter');
    expect(problem(registerSchema, { ...good, password: 'HarbourLaw' })).toBe('Password must contain at least one number');
  });

  it('accepts long passwords up to 128 characters and refuses longer ones', () => {
    const long = `Aa1${'x'.repeat(61)}`;
    expect(long).toHaveLength(64);
    expect(problem(registerSchema, { ...good, password: long })).toBeNull();
    expect(problem(registerSchema, { ...good, password: `Aa1${'x'.repeat(125)}` })).toBeNull();
    expect(problem(registerSchema, { ...good, password: `Aa1${'x'.repeat(126)}` })).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('reports exactly one issue, on the field at fault', () => {
    const result = registerSchema.safeParse({ username: 'ab', email: 'bad', password: 'weak' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0].path).toEqual(['username']);
    const field = firstProblem(registerSchema, { ...good, password: 'weakpass1' });
    expect(field).toMatchObject({ ok: false, key: 'passwordUppercase', field: 'password' });
  });
});

describe('sign-in rules', () => {
  it('needs both fields', () => {
    expect(problem(loginSchema, { email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(problem(loginSchema, { email: 'ada@example.com', password: '' })).toBe('Please fill in all fields');
    expect(problem(loginSchema, { email: 'ada@example.com', password: 'anything' })).toBeNull();
  });

  it('does not judge the password strength (an old password still signs in)', () => {
    expect(problem(loginSchema, { email: 'ada@example.com', password: 'short' })).toBeNull();
  });
});

describe('reset request rules', () => {
  it('asks for the address, then for a valid one', () => {
    expect(problem(resetRequestSchema, { email: '' })).toBe('Please enter your email address');
    expect(problem(resetRequestSchema, { email: '  ' })).toBe('Please enter your email address');
    expect(problem(resetRequestSchema, {})).toBe('Please enter your email address');
    expect(problem(resetRequestSchema, { email: 'nope' })).toBe('Please enter a valid email address');
    expect(problem(resetRequestSchema, { email: 'ada@example.com' })).toBeNull();
  });
});

describe('new password rules', () => {
  it('uses the registration password rules and wants the confirmation to match', () => {
    expect(problem(newPasswordSchema, { password: '', confirm: '' })).toBe('Please fill in all fields');
    expect(problem(newPasswordSchema, { password: 'lowercase1', confirm: 'lowercase1' })).toBe(AUTH_MESSAGES.passwordUppercase);
    expect(problem(newPasswordSchema, { password: 'Harbour2026', confirm: 'Harbour2027' })).toBe('Passwords do not match');
    expect(problem(newPasswordSchema, { password: 'Harbour2026', confirm: 'Harbour2026' })).toBeNull();
  });
});

describe('profile rules', () => {
  it('wants a username of three characters or more and a short full name', () => {
    expect(problem(profileSchema, { username: 'ada', full_name: 'Ada Byrne' })).toBeNull();
    expect(problem(profileSchema, { username: 'ada' })).toBeNull();
    expect(problem(profileSchema, { username: '' })).toBe('Please fill in all fields');
    expect(problem(profileSchema, { username: 'ad' })).toBe('Username must be at least 3 characters');
    expect(problem(profileSchema, { username: 'ada', full_name: 'x'.repeat(121) })).toBe(AUTH_MESSAGES.fullNameTooLong);
  });
});

describe('message keys', () => {
  it('has every message in the English labels, word for word, and in every other UI language', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(areaLabels('auth', 'en')[key as keyof typeof AUTH_MESSAGES], key).toBe(text);
      for (const locale of UI_LOCALES) expect(areaLabels('auth', locale)[key as keyof typeof AUTH_MESSAGES], `${locale}.${key}`).toBeTruthy();
    }
  });

  it('finds the key of each English message and nothing else', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) expect(messageKey(text)).toBe(key);
    expect(messageKey('Something else')).toBeNull();
  });
});
