/**
 * The contact / trial-request form. See README.md in this folder for the
 * request it sends, how the outcome is decided and the timeout.
 *
 * Resolve its configuration with `resolveContactConfig()` (endpoint.ts); a
 * `null` configuration means no form.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ContactConfig} from './endpoint';
import {FIELD_MAX_LENGTH, type ContactFields, type FieldName} from './query';
import {sendContactRequest, SEND_TIMEOUT_MS} from './send';
import styles from './styles.module.css';

export {resolveContactConfig, type ContactConfig} from './endpoint';

type Status = 'idle' | 'sending' | 'success' | 'error' | 'tooLarge';

export interface ContactFormProps {
  config: ContactConfig;
  /** Milliseconds before a request without an answer counts as an error. */
  timeoutMs?: number;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

const EMPTY: ContactFields = {firstName: '', lastName: '', company: '', email: '', message: ''};

interface FieldProps {
  id: string;
  name: FieldName;
  label: string;
  value: string;
  onChange: (name: FieldName, value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
  /** Shown under the field once it holds FIELD_MAX_LENGTH characters; `{max}` is the limit. */
  limitText: string;
}

function Field({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  multiline,
  className,
  limitText,
}: FieldProps) {
  const maxLength = FIELD_MAX_LENGTH[name];
  const common = {
    id,
    name,
    value,
    required: true,
    maxLength,
    'aria-describedby': `${id}-limit`,
    className: styles.input,
    onChange: (event: {target: {value: string}}) => onChange(name, event.target.value),
  };
  return (
    <div className={clsx(styles.field, className)}>
      {/* The asterisk stays outside the label, so the field's name is the label alone. */}
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </div>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {/* The browser stops typing (and cuts a paste) at maxLength: say why, as it happens. */}
      <div id={`${id}-limit`} className={styles.limit} aria-live="polite">
        {value.length >= maxLength && limitText.replace('{max}', String(maxLength))}
      </div>
    </div>
  );
}

export default function ContactForm({
  config,
  timeoutMs = SEND_TIMEOUT_MS,
  headingLevel = 2,
  className,
}: ContactFormProps): ReactNode {
  const {labels, presetMessage} = config;
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  // Set synchronously, so a second click in the same tick sends nothing.
  const inFlight = useRef(false);
  const unmount = useRef<AbortController | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    const controller = new AbortController();
    unmount.current = controller;
    return () => controller.abort();
  }, []);

  // Keyboard and screen-reader users keep their place: after a success the
  // form is gone, so focus moves to the message; after an error it returns to
  // the (re-enabled) button, and the live region reads the error.
  useEffect(() => {
    if (status === 'success') {
      statusRef.current?.focus();
    } else if (status === 'error' || status === 'tooLarge') {
      submitRef.current?.focus();
    }
  }, [status]);

  const onChange = (name: FieldName, value: string) => setValues((previous) => ({...previous, [name]: value}));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    setStatus('sending');
    const outcome = await sendContactRequest({
      url: config.url,
      method: config.method,
      fields: {...values, message: presetMessage ?? values.message},
      timeoutMs,
      signal: unmount.current?.signal,
    });
    inFlight.current = false;
    if (!unmount.current?.signal.aborted) {
      setStatus(outcome);
    }
  }

  const sending = status === 'sending';
  return (
    <div className={clsx(styles.contact, className)}>
      <Heading id={id('title')} className={styles.title}>
        {labels.title}
      </Heading>
      <div
        ref={statusRef}
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className={clsx(
          styles.status,
          (status === 'error' || status === 'tooLarge') && styles.error,
          status === 'success' && styles.success,
        )}
        data-status={status}>
        {status === 'error' && labels.errorText}
        {status === 'tooLarge' && labels.tooLargeText}
        {status === 'success' && labels.successText}
      </div>
      {status !== 'success' && (
        <form
          className={styles.form}
          aria-labelledby={id('title')}
          aria-busy={sending}
          // Before hydration (or without JavaScript) the browser submits the
          // form natively to the same endpoint, so a request is not lost.
          action={config.url}
          method={config.method === 'GET' ? 'get' : 'post'}
          onSubmit={onSubmit}>
          {presetMessage !== null && <input type="hidden" name="message" value={presetMessage} />}
          <Field
            id={id('firstName')}
            name="firstName"
            label={labels.firstNameText}
            value={values.firstName}
            onChange={onChange}
            limitText={labels.limitText}
            autoComplete="given-name"
            className={styles.half}
          />
          <Field
            id={id('lastName')}
            name="lastName"
            label={labels.lastNameText}
            value={values.lastName}
            onChange={onChange}
            limitText={labels.limitText}
            autoComplete="family-name"
            className={styles.half}
          />
          <Field
            id={id('company')}
            name="company"
            label={labels.companyText}
            value={values.company}
            onChange={onChange}
            limitText={labels.limitText}
            autoComplete="organization"
          />
          <Field
            id={id('email')}
            name="email"
            label={labels.emailText}
            type="email"
            value={values.email}
            onChange={onChange}
            limitText={labels.limitText}
            autoComplete="email"
          />
          {presetMessage === null && (
            <Field
              id={id('message')}
              name="message"
              label={labels.messageText}
              value={values.message}
              onChange={onChange}
              limitText={labels.limitText}
              multiline
            />
          )}
          <div className={styles.actions}>
            <button ref={submitRef} type="submit" className={styles.submit} disabled={sending}>
              {labels.submitText}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
