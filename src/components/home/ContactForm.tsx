import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  buildFallbackMailto,
  buildMailto,
  fitsMailtoLimit,
  mailtoAddress,
  MAX_MAILTO_LENGTH,
  messageText,
  type ContactMessage,
} from '../../lib/mailto.ts';
import styles from './Contact.module.css';

interface ContactFormProps {
  /** The owner's address. */
  to: string;
}

/** The one-line fields, in form order; each field's name is also its autocomplete token. */
const LINE_FIELDS = [
  { field: 'name', label: 'Name', type: 'text' },
  { field: 'email', label: 'E-mail', type: 'email' },
] as const satisfies readonly { field: keyof ContactMessage; label: string; type: string }[];

/** Where "Copy message" stands: not tried, done, or refused by the browser. */
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Send a message": name, e-mail and message, kept by the fields themselves as the visitor types (the
 * browser's own, uncontrolled: text typed before or while the page hydrates is never reset). Submitting
 * opens the visitor's mail program with everything filled in. A link too long for mail programs is not
 * opened: the visitor is told, and offered a copy of the message and a short mail link instead.
 * Without JavaScript the form still posts to a plain `mailto:` address.
 */
export function ContactForm({ to }: ContactFormProps) {
  /** The message last sent when it was too long for a mail link; an edit withdraws it. */
  const [tooLong, setTooLong] = useState<ContactMessage | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const edited = () => {
    setTooLong(null);
    setCopy('idle');
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = typedMessage(event.currentTarget);
    const href = buildMailto(to, values);
    if (!fitsMailtoLimit(href)) {
      setTooLong(values);
      return;
    }
    window.location.href = href;
  };

  const copyMessage = async (values: ContactMessage) => {
    try {
      await navigator.clipboard.writeText(messageText(values.message, values.email));
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin) or permission refused: select the text for a manual copy.
      setCopy('failed');
      messageRef.current?.focus();
      messageRef.current?.select();
    }
  };

  return (
    <form
      className={styles.form}
      action={mailtoAddress(to)}
      method="post"
      encType="text/plain"
      onSubmit={submit}
      onChange={edited}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Send a message
      </h3>
      {LINE_FIELDS.map(({ field, label, type }) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <input id={`${id}-${field}`} name={field} type={type} autoComplete={field} />
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea ref={messageRef} id={`${id}-message`} name="message" rows={5} />
      </div>
      <button type="submit" className={styles.submit}>
        Open in my mail program
      </button>
      <div role="status" className={styles.status}>
        {tooLong && (
          <div className={styles.tooLong}>
            <p>
              This message is too long to hand to a mail program as a link (the limit is{' '}
              {MAX_MAILTO_LENGTH.toLocaleString('en')} characters once encoded), so it was not sent. Nothing you typed
              is lost: copy the message, open a new e-mail and paste it in.
            </p>
            <div className={styles.tooLongActions}>
              <button type="button" className={styles.secondaryButton} onClick={() => void copyMessage(tooLong)}>
                {copy === 'copied' ? 'Message copied' : 'Copy message'}
              </button>
              <a href={buildFallbackMailto(to, tooLong.name)} className={styles.secondaryButton}>
                Open a new e-mail to {to}
              </a>
            </div>
            {copy === 'failed' ? (
              <p className={styles.copyFailed}>
                Your browser did not allow copying. The message is selected above: copy it with Ctrl+C (⌘C on a Mac).
              </p>
            ) : null}
          </div>
        )}
      </div>
    </form>
  );
}

/** What the visitor typed, read from the form's fields. */
function typedMessage(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const field = (name: keyof ContactMessage) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: field('name'), email: field('email'), message: field('message') };
}
