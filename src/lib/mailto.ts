/**
 * The contact form's mail link (RFC 6068). Every value is percent-encoded with encodeURIComponent,
 * so spaces become %20 (never +) and & ? # % + = survive; body line breaks become %0D%0A.
 */

/** Fixed start of the subject; the sender's name follows it. */
export const SUBJECT_PREFIX = 'Portfolio Inquiry from';

/** Longest mail link we hand to the mail program; longer ones are dropped by some (Windows: ~2,000). */
export const MAX_MAILTO_LENGTH = 2000;

/** What the visitor typed. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replaces lone UTF-16 surrogates (which encodeURIComponent rejects) with U+FFFD. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The subject line: the prefix and the name, with line breaks turned into spaces. */
export function mailSubject(name: string): string {
  return `${SUBJECT_PREFIX} ${toWellFormed(name).replace(/\r\n|[\r\n]/g, ' ')}`.trimEnd();
}

/** The body: the message, a blank line, then "From: " and the address, with CRLF line breaks. */
export function mailBody(message: string, email: string): string {
  return toWellFormed(`${message}\n\nFrom: ${email.replace(/\r\n|[\r\n]/g, ' ')}`).replace(/\r\n|[\r\n]/g, '\r\n');
}

/** `mailto:` link to `to` with an encoded address only: `@` stays readable as RFC 6068 allows. */
export function mailtoAddress(to: string): string {
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}`;
}

/** The full mail link for a contact message. */
export function buildMailto(to: string, input: ContactMessage): string {
  const subject = encodeURIComponent(mailSubject(input.name));
  const body = encodeURIComponent(mailBody(input.message, input.email));
  return `${mailtoAddress(to)}?subject=${subject}&body=${body}`;
}

/** A short link with the subject only, for when the full link would be too long. */
export function buildSubjectOnlyMailto(to: string, name: string): string {
  return `${mailtoAddress(to)}?subject=${encodeURIComponent(mailSubject(name))}`;
}
