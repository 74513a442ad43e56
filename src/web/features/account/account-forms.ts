import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  JOURNAL_ALERT_KINDS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '#src/shared/account/account.ts';

/** One problem with one field, for the form's error summary and the field's own message. */
export interface FieldError {
  field: string;
  message: string;
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(EMAIL_MAX_LENGTH, `The email address must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an email address like name@example.org.');
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInForm = z.object({
  email,
  password: z
    .string()
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export const registerForm = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(NAME_MAX_LENGTH, `The name must be at most ${NAME_MAX_LENGTH} characters.`),
  email,
  password: newPassword,
});

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The new passwords do not match.' });

export const alertForm = z.object({
  intent: z.enum(['add', 'remove']),
  journal: z.string().min(1, 'Choose a journal.').max(200),
  kind: z.enum(JOURNAL_ALERT_KINDS as [string, ...string[]], 'Choose when to be alerted.'),
});

export const institutionSignInForm = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('credentials'),
    institution: z.string().min(1, 'Choose your institution.').max(200),
    email,
    password: signInForm.shape.password,
  }),
  z.object({
    method: z.literal('access-code'),
    institution: z.string().min(1, 'Choose your institution.').max(200),
    accessCode: z.string().trim().min(1, 'Enter your institution’s access code.').max(200),
  }),
]);

export const chooseOrgForm = z.object({ organisation: z.string().regex(/^\d{1,18}$/, 'Choose one of your organizations.') });

/** Parses a submitted form (its string fields) with a schema; errors name the field. */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData): FormResult<z.infer<S>> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in values)) values[key] = value;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'form'), message: issue.message }));
  const seen = new Set<string>();
  return { ok: false, errors: errors.filter((e) => !seen.has(e.field) && seen.add(e.field)) };
}
