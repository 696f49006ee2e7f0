/**
 * Newsletter sign-up. Browser validation only (type=email, required).
 * - No endpoint configured (the spec's default): submitting logs the address to the
 *   console and clears the field; nothing is sent. Without JavaScript the form uses
 *   method="dialog", so a submit sends nothing either.
 * - Endpoint configured: a plain POST (works without JavaScript); with JavaScript the
 *   island posts it in the background and reports the outcome in a polite live region.
 */
import { useRef, useState, type SubmitEvent } from 'react';

interface Props {
  id: string;
  submitLabel: string;
  /** https URL to POST { email } to, or '' for none. */
  endpoint: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; ok: boolean };

export default function NewsletterForm({ id, submitLabel, endpoint }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = inputRef.current?.value ?? '';
    if (!endpoint) {
      console.log('Newsletter sign-up:', email);
      form.reset();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(endpoint, { method: 'POST', body: new FormData(form) });
      if (response.ok) form.reset();
      setStatus({ kind: 'done', ok: response.ok });
    } catch {
      setStatus({ kind: 'done', ok: false });
    }
  }

  const inputId = `${id}-email`;
  const statusText =
    status.kind === 'sending'
      ? 'Signing you up…'
      : status.kind === 'done'
        ? status.ok
          ? "Thanks! You're on the list. Watch your inbox for premiere news."
          : 'Sorry, we could not sign you up just now. Please try again in a moment.'
        : '';

  return (
    <form
      id={id}
      data-tap=""
      className="flex flex-wrap justify-center gap-3"
      method={endpoint ? 'post' : 'dialog'}
      action={endpoint || undefined}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        className="min-h-12 w-full min-w-[280px] flex-1 rounded-full border border-line bg-ink px-5 text-cream placeholder:text-muted focus:border-gold sm:max-w-sm"
      />
      <button type="submit" className="btn btn-gold min-h-12 px-6" disabled={status.kind === 'sending'}>
        {submitLabel}
      </button>
      <p role="status" aria-live="polite" className="w-full text-center text-sm text-cream empty:hidden">
        {statusText}
      </p>
    </form>
  );
}
