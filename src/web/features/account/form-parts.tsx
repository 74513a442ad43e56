import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldError } from '#src/web/features/account/account-forms.ts';

/** The CSRF token every state-changing form carries (checked app-wide on the server). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/**
 * A form's problems, listed first and focused so screen-reader and keyboard users land on
 * them; each links to its field.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: { errors: FieldError[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {errors.map((e) => (
          <li key={e.field}>{e.field === 'form' ? e.message : <a href={`#field-${e.field}`}>{e.message}</a>}</li>
        ))}
      </ul>
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  errors: FieldError[];
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
}

/** A labelled input with its hint and its error, both tied to it with aria-describedby. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  errors,
  defaultValue,
  hint,
  required = true,
  maxLength,
}: TextFieldProps) {
  const id = `field-${name}`;
  const error = errors.find((e) => e.field === name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" id={`${id}-error`}>
          {error.message}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  );
}

/** A page of the account area: its heading and content. */
export function AccountPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`account-page${wide ? ' account-page--wide' : ''}`} aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {children}
    </section>
  );
}

/** A confirmation or notice shown above a form. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="account-notice" role="status">
      {children}
    </p>
  );
}
