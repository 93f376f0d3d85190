/**
 * The contact form's mail link (RFC 6068), as pure functions.
 *
 * What the visitor's mail program receives, exactly:
 * - subject: `Portfolio Inquiry from ` + the name, each line break (CRLF, CR or LF) replaced by one
 *   space, because a header value is one line;
 * - body: the message, a blank line, then `From: ` + the e-mail, every line break as CRLF (RFC 6068
 *   section 5 asks for CRLF, `%0D%0A` once encoded).
 * Lone UTF-16 surrogates (a half emoji pasted in) become U+FFFD first, so encoding never throws.
 * Each value is encoded with encodeURIComponent: spaces become `%20`, never `+` (which RFC 6068
 * mail programs read as a literal plus), and `& ? # % + =` are escaped so they cannot split fields.
 */

/** Fixed start of the subject; a space and the sender's name follow it. */
export const SUBJECT_PREFIX = 'Portfolio Inquiry from';

/** Longest mail link we hand to the mail program: Windows and some mail programs drop longer ones (~2,000). */
export const MAX_MAILTO_LENGTH = 2000;

/** What the visitor typed. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Replaces lone UTF-16 surrogates (which encodeURIComponent rejects) with U+FFFD, like
 * String.prototype.toWellFormed, which browsers before 2023 lack.
 */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** `text` as one header line: well formed, each line break turned into a space. */
export function mailSubjectLine(text: string): string {
  return toWellFormed(text).replace(LINE_BREAK, ' ');
}

/** The subject line: the prefix, a space and the name, each line break in the name turned into a space. */
export function mailSubject(name: string): string {
  return `${SUBJECT_PREFIX} ${mailSubjectLine(name)}`;
}

/** The subject of a reply by email to the page titled `title`: `Re: ` and the title, on one line. */
export function replySubject(title: string): string {
  return `Re: ${mailSubjectLine(title)}`;
}

/** The mail link of "Reply by email": to the owner's address `to`, with the subject `Re: <title>`. */
export function buildReplyMailto(to: string, title: string): string {
  return `${mailtoAddress(to)}?subject=${encodeURIComponent(replySubject(title))}`;
}

/** The message as plain text with `\n` line breaks: what "Copy message" puts on the clipboard. */
export function messageText(message: string, email: string): string {
  return toWellFormed(`${message}\n\nFrom: ${email}`).replace(LINE_BREAK, '\n');
}

/** The mail body: `messageText` with CRLF line breaks, as RFC 6068 asks. */
export function mailBody(message: string, email: string): string {
  return messageText(message, email).replace(/\n/g, '\r\n');
}

/** `mailto:` link to `to` alone; `@` stays readable, as RFC 6068 allows. */
export function mailtoAddress(to: string): string {
  return `mailto:${encodeURIComponent(toWellFormed(to)).replace(/%40/g, '@')}`;
}

/** The full mail link for a contact message. */
export function buildMailto(to: string, input: ContactMessage): string {
  const subject = encodeURIComponent(mailSubject(input.name));
  const body = encodeURIComponent(mailBody(input.message, input.email));
  return `${mailtoAddress(to)}?subject=${subject}&body=${body}`;
}

/** True when a mail link is short enough for every mail program to receive whole. */
export function fitsMailtoLimit(href: string): boolean {
  return href.length <= MAX_MAILTO_LENGTH;
}

/**
 * The plain link offered when the full one is too long: the subject alone if that fits, else the
 * bare address (a very long name must not make this link too long as well).
 */
export function buildFallbackMailto(to: string, name: string): string {
  const withSubject = `${mailtoAddress(to)}?subject=${encodeURIComponent(mailSubject(name))}`;
  return fitsMailtoLimit(withSubject) ? withSubject : mailtoAddress(to);
}
