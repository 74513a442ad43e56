import { describe, expect, it } from 'vitest';
import { changePasswordForm, institutionSignInForm, parseForm, registerForm, signInForm } from './account-forms.ts';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe('account forms', () => {
  it.each([
    [registerForm, { name: 'Ada', email: 'ada@example.org', password: 'long enough' }, []],
    [registerForm, { name: ' ', email: 'ada', password: 'short' }, ['name', 'email', 'password']],
    [signInForm, { email: 'ada@example.org', password: '' }, ['password']],
    [changePasswordForm, { currentPassword: 'x', newPassword: 'long enough', confirmPassword: 'different' }, ['confirmPassword']],
    [institutionSignInForm, { method: 'access-code', institution: 'campus', accessCode: '' }, ['accessCode']],
    [institutionSignInForm, { method: 'credentials', institution: 'campus', email: 'a@b.org', password: 'x' }, []],
  ])('%#: errors on %j', (schema, fields, fieldsInError) => {
    const result = parseForm(schema, form(fields));
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(fieldsInError);
  });

  it('says what is wrong in words a reader understands', () => {
    const result = parseForm(registerForm, form({ name: 'Ada', email: 'ada@example.org', password: 'short' }));
    expect(result).toEqual({ ok: false, errors: [{ field: 'password', message: 'The password must be at least 8 characters.' }] });
  });
});
