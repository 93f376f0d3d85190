import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildFallbackMailto,
  buildMailto,
  buildReplyMailto,
  fitsMailtoLimit,
  mailBody,
  mailSubject,
  MAX_MAILTO_LENGTH,
  messageText,
  toWellFormed,
  type ContactMessage,
} from './mailto.ts';
import {
  decodeStrict,
  decodeWithUrl,
  expectedBody,
  expectedReplySubject,
  expectedSubject,
  type DecodedMailto,
} from '../../tests/support/mailto-oracle.ts';

const OWNER = 'hello@ada-example.dev';

const expected = (input: ContactMessage): DecodedMailto => ({
  to: OWNER,
  fields: [
    ['subject', expectedSubject(input.name)],
    ['body', expectedBody(input.message, input.email)],
  ],
});

/** Both readings of the link give back exactly the expected subject and body. */
function decodesBackExactly(build: (to: string, input: ContactMessage) => string, input: ContactMessage): void {
  const href = build(OWNER, input);
  expect(decodeStrict(href)).toEqual(expected(input));
  expect(decodeWithUrl(href)).toEqual(expected(input));
}

// One unit of text: any code point, whole graphemes (emoji, combining marks, scripts), lone
// surrogates, line breaks and the characters that have a meaning inside a URL.
const unit = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), weight: 1 },
  { arbitrary: fc.constantFrom('\r', '\n', '\r\n', ' ', '&', '?', '#', '%', '+', '=', '%20', '%0A'), weight: 2 },
);
const text = fc.string({ unit, maxLength: 40 });
const contactMessage = fc.record({ name: text, email: text, message: text });

describe('buildMailto', () => {
  it('decodes back exactly, strictly and with the URL API, for 10,000 random Unicode inputs', () => {
    fc.assert(
      fc.property(contactMessage, (input) => decodesBackExactly(buildMailto, input)),
      { numRuns: 10_000 },
    );
    // 10,000 runs take a few seconds; allow for a loaded 2-core CI machine.
  }, 60_000);

  const cases: [string, ContactMessage][] = [
    ['URL delimiters', { name: 'A&B ?C #1 %20 +=', email: 'a+b=c@example.com', message: '50% off? a=1&b=2#x + y' }],
    [
      'CR, LF and CRLF',
      { name: 'Ada\r\nLovelace\rthe\nfirst', email: 'ada@example.com', message: 'one\ntwo\r\nthree\rfour\n' },
    ],
    ['emoji, including flags and ZWJ sequences', { name: 'Zoë 👩🏽‍💻', email: 'z@example.com', message: '🇩🇪 🚀 👨‍👩‍👧' }],
    ['right-to-left text', { name: 'مريم', email: 'm@example.com', message: 'שלום, مرحبا (RTL) ‏mark' }],
    ['combining marks', { name: 'Jose\u0301', email: 'j@example.com', message: 'a\u0300\u0301\u0302 Z\u0351\u0352' }],
    ['lone surrogates', { name: 'x\uD83D', email: '\uDE00@example.com', message: '\uDFFF\uD800' }],
    ['empty fields', { name: '', email: '', message: '' }],
  ];
  for (const [label, input] of cases) {
    it(`decodes back exactly with ${label}`, () => {
      decodesBackExactly(buildMailto, input);
    });
  }

  it('writes the exact link for a simple message', () => {
    expect(
      buildMailto(OWNER, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello,\nlet us talk.' }),
    ).toBe(
      'mailto:hello@ada-example.dev?subject=Portfolio%20Inquiry%20from%20Ada%20Lovelace' +
        '&body=Hello%2C%0D%0Alet%20us%20talk.%0D%0A%0D%0AFrom%3A%20ada%40example.com',
    );
  });

  it('encodes spaces as %20 and plus as %2B, never a raw +', () => {
    const href = buildMailto(OWNER, { name: 'a b+c', email: '', message: '' });
    expect(href).toContain('a%20b%2Bc');
    expect(href).not.toContain('+');
  });
});

describe('the property catches broken builders', () => {
  // Each builder below has one bug a reviewer could miss; the property must find a counterexample.
  const broken: [string, (to: string, input: ContactMessage) => string][] = [
    [
      'URLSearchParams (spaces as +)',
      (to, input) =>
        `mailto:${to}?${new URLSearchParams({ subject: mailSubject(input.name), body: mailBody(input.message, input.email) }).toString()}`,
    ],
    [
      'no well-formed step (throws on a lone surrogate)',
      (to, input) =>
        `mailto:${to}?subject=${encodeURIComponent(`Portfolio Inquiry from ${input.name.replace(/\r\n|\r|\n/g, ' ')}`)}` +
        `&body=${encodeURIComponent(`${input.message}\r\n\r\nFrom: ${input.email}`.replace(/\r\n|\r|\n/g, '\r\n'))}`,
    ],
    [
      'body line breaks left as typed',
      (to, input) =>
        `mailto:${to}?subject=${encodeURIComponent(mailSubject(input.name))}` +
        `&body=${encodeURIComponent(toWellFormed(`${input.message}\r\n\r\nFrom: ${input.email}`))}`,
    ],
    [
      'encodeURI instead of encodeURIComponent',
      (to, input) =>
        `mailto:${to}?subject=${encodeURI(mailSubject(input.name))}&body=${encodeURI(mailBody(input.message, input.email))}`,
    ],
  ];
  for (const [label, build] of broken) {
    it(`reports a counterexample for a builder using ${label}`, () => {
      const result = fc.check(
        fc.property(contactMessage, (input) => decodesBackExactly(build, input)),
        { numRuns: 2_000 },
      );
      expect(result.failed).toBe(true);
      expect(result.counterexample).not.toBeNull();
    });
  }
});

describe('mail link parts', () => {
  it('replaces each line break in the subject with one space', () => {
    expect(mailSubject('a\r\nb\rc\nd')).toBe('Portfolio Inquiry from a b c d');
  });

  it('keeps the name exactly, spaces included', () => {
    expect(mailSubject('  Ada  ')).toBe('Portfolio Inquiry from   Ada  ');
  });

  it('ends the body with a blank line and the From line, in CRLF', () => {
    expect(mailBody('Hi', 'ada@example.com')).toBe('Hi\r\n\r\nFrom: ada@example.com');
  });

  it('gives the copied message LF line breaks', () => {
    expect(messageText('a\r\nb\rc', 'x@example.com')).toBe('a\nb\nc\n\nFrom: x@example.com');
  });

  it('turns lone surrogates into U+FFFD and keeps surrogate pairs', () => {
    expect(toWellFormed('\uD83D\uDE00 \uD83D x\uDE00')).toBe('\uD83D\uDE00 \uFFFD x\uFFFD');
  });
});

describe('the 2,000-character limit', () => {
  const base = buildMailto(OWNER, { name: 'Ada', email: 'ada@example.com', message: '' });
  const linkOfLength = (length: number) =>
    buildMailto(OWNER, { name: 'Ada', email: 'ada@example.com', message: 'a'.repeat(length - base.length) });

  it(`accepts a link of exactly ${MAX_MAILTO_LENGTH} characters`, () => {
    const href = linkOfLength(MAX_MAILTO_LENGTH);
    expect(href).toHaveLength(MAX_MAILTO_LENGTH);
    expect(fitsMailtoLimit(href)).toBe(true);
  });

  it(`rejects a link of ${MAX_MAILTO_LENGTH + 1} characters`, () => {
    expect(fitsMailtoLimit(linkOfLength(MAX_MAILTO_LENGTH + 1))).toBe(false);
  });

  it('counts encoded characters, not typed ones: 400 emoji are too long', () => {
    expect(fitsMailtoLimit(buildMailto(OWNER, { name: '', email: '', message: '😀'.repeat(400) }))).toBe(false);
  });

  it('offers a fallback link with the subject when that fits', () => {
    expect(buildFallbackMailto(OWNER, 'Ada')).toBe(
      'mailto:hello@ada-example.dev?subject=Portfolio%20Inquiry%20from%20Ada',
    );
  });

  it('offers the bare address when even the subject is too long', () => {
    expect(buildFallbackMailto(OWNER, 'x'.repeat(MAX_MAILTO_LENGTH))).toBe('mailto:hello@ada-example.dev');
  });
});

describe('buildReplyMailto', () => {
  it('writes to the owner with the subject Re: and the title, read back exactly both ways, for 2,000 random titles', () => {
    fc.assert(
      fc.property(text, (title) => {
        const href = buildReplyMailto(OWNER, title);
        const want: DecodedMailto = { to: OWNER, fields: [['subject', expectedReplySubject(title)]] };
        expect(decodeStrict(href)).toEqual(want);
        expect(decodeWithUrl(href)).toEqual(want);
      }),
      { numRuns: 2_000 },
    );
  });

  it('encodes a title as the contact form encodes a name: spaces as %20, & and ? escaped', () => {
    expect(buildReplyMailto(OWNER, 'Rover & co: 50% done?')).toBe(
      'mailto:hello@ada-example.dev?subject=Re%3A%20Rover%20%26%20co%3A%2050%25%20done%3F',
    );
  });
});
