/**
 * The contact form's mail link as the form promises it (the subject and body below), and two
 * independent readings of a `mailto:` link, shared by the unit property test and the browser tests that
 * capture the link Chromium was asked to open. Written from that promise, not from src/lib/mailto.ts,
 * so the two can disagree.
 */

// Node's and Chromium's own String.prototype.toWellFormed (ES2024, not in our TS lib) stands in for
// the builder's regex.
const wellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();

/** The subject the mail program must receive: the prefix, a space, the name with each line break as a space. */
export function expectedSubject(name: string): string {
  return `Portfolio Inquiry from ${wellFormed(name).replace(/\r\n|\r|\n/g, ' ')}`;
}

/** The subject of "Reply by email" to a page titled `title`: `Re: `, the title with each line break as a space. */
export function expectedReplySubject(title: string): string {
  return `Re: ${wellFormed(title).replace(/\r\n|\r|\n/g, ' ')}`;
}

/** The body the mail program must receive: message, blank line, `From: ` + e-mail, all line breaks CRLF. */
export function expectedBody(message: string, email: string): string {
  return wellFormed(`${message}\n\nFrom: ${email}`).replace(/\r\n|\r|\n/g, '\r\n');
}

/** A mail link taken apart. */
export interface DecodedMailto {
  to: string;
  /** Header fields in link order, names and values decoded. */
  fields: [string, string][];
}

// RFC 6068 hfvalue characters (unreserved, pct-encoded and some-delims) minus "+", which we never
// emit raw because many mail programs read it as a space.
const HFVALUE = /^(?:[A-Za-z0-9\-._~!$'()*,;:@]|%[0-9A-F]{2})*$/;

/** Strict RFC 3986/6068 reading: split on `?`, `&` and the first `=`, then decodeURIComponent. */
export function decodeStrict(href: string): DecodedMailto {
  const match = /^mailto:([^?#]*)\?([^#]*)$/.exec(href);
  if (!match) throw new Error(`not a mailto link with header fields: ${href}`);
  const [, path = '', query = ''] = match;
  const fields = query.split('&').map((field): [string, string] => {
    const eq = field.indexOf('=');
    if (eq < 0) throw new Error(`header field without "=": ${field}`);
    const value = field.slice(eq + 1);
    if (!HFVALUE.test(value)) throw new Error(`characters outside RFC 6068 hfvalue: ${value}`);
    return [decodeURIComponent(field.slice(0, eq)), decodeURIComponent(value)];
  });
  return { to: decodeURIComponent(path), fields };
}

/** The WHATWG URL parser's reading, as a browser sees the link. */
export function decodeWithUrl(href: string): DecodedMailto {
  const url = new URL(href);
  if (url.protocol !== 'mailto:') throw new Error(`not a mailto link: ${href}`);
  // The parser must not have to rewrite the link: what we built is what the browser hands on.
  if (url.href !== href) throw new Error(`URL rewrote the link to ${url.href}`);
  return { to: decodeURIComponent(url.pathname), fields: [...url.searchParams.entries()] };
}

/** Strictly decoded header field `name` of a mail link. */
export function mailtoField(href: string, name: string): string | undefined {
  return decodeStrict(href).fields.find(([field]) => field === name)?.[1];
}
