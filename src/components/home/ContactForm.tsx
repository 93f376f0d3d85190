import { useId, useState, type FormEvent } from 'react';
import { buildMailto, buildSubjectOnlyMailto, mailBody, mailtoAddress, MAX_MAILTO_LENGTH, type ContactMessage } from '../../lib/mailto.ts';
import styles from './Contact.module.css';

interface ContactFormProps {
  /** The owner's address. */
  to: string;
}

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/**
 * "Send a message": name, e-mail and message, kept in state as the visitor types. Submitting opens
 * the visitor's mail program with everything filled in. Without JavaScript the form still posts to
 * a plain `mailto:` link.
 */
export function ContactForm({ to }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [tooLong, setTooLong] = useState(false);
  const [copied, setCopied] = useState(false);
  const id = useId();

  const update = (field: keyof ContactMessage) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTooLong(false);
    setCopied(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = buildMailto(to, values);
    if (href.length > MAX_MAILTO_LENGTH) {
      setTooLong(true);
      return;
    }
    window.location.href = href;
  };

  const copyMessage = async () => {
    await navigator.clipboard.writeText(mailBody(values.message, values.email));
    setCopied(true);
  };

  return (
    <form
      className={styles.form}
      action={mailtoAddress(to)}
      method="post"
      encType="text/plain"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Send a message
      </h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" value={values.name} onChange={update('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea id={`${id}-message`} name="message" rows={5} value={values.message} onChange={update('message')} />
      </div>
      <button type="submit" className={styles.submit}>
        Open in my mail program
      </button>
      <div role="status" className={styles.status}>
        {tooLong ? (
          <div className={styles.tooLong}>
            <p>
              Your message is too long for a mail link: mail programs cut links over {MAX_MAILTO_LENGTH.toLocaleString('en')}{' '}
              characters. Copy it, then open a new e-mail and paste it in. Nothing you typed has been lost.
            </p>
            <div className={styles.tooLongActions}>
              <button type="button" className={styles.secondaryButton} onClick={() => void copyMessage()}>
                {copied ? 'Message copied' : 'Copy message'}
              </button>
              <a href={buildSubjectOnlyMailto(to, values.name)} className={styles.secondaryButton}>
                Open a new e-mail to {to}
              </a>
            </div>
          </div>
        ) : null}
      </div>
    </form>
  );
}
