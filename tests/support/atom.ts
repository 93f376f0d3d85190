/**
 * The rules of an Atom feed (RFC 4287) that the W3C Feed Validation Service checks, over a feed read
 * with a real XML parser (xml-js, on sax in strict mode: a malformed feed throws). No npm package
 * carries the W3C validator's rules, so these are the schema's required elements and the validator's
 * checks of them: one id, title and updated for the feed and each entry, ids as absolute IRIs and unique,
 * RFC 3339 dates, an author for every entry, a self link to where the feed is, an alternate link for
 * every entry.
 */
import { xml2js, type Element } from 'xml-js';

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339's date-time, as Atom's dates must be. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The child elements of `element` named `name`. */
const children = (element: Element, name: string) =>
  (element.elements ?? []).filter((child) => child.type === 'element' && child.name === name);

/** The text of an element. */
const textOf = (element: Element | undefined): string =>
  (element?.elements ?? [])
    .map((child) =>
      child.type === 'text' || child.type === 'cdata' ? String(child.text ?? child.cdata ?? '') : textOf(child),
    )
    .join('');

/** True for an absolute IRI with a scheme and, for http(s), a host. */
const isAbsoluteIri = (value: string) => URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value);

/** A feed's id, and every rule it breaks (none for a valid feed). */
export function atomProblems(xml: string, feedUrl: string): { id: string; problems: string[] } {
  const document = xml2js(xml, { compact: false }) as Element;
  const feed = children(document, 'feed')[0];
  if (!feed) return { id: '', problems: ['the root element is not <feed>'] };
  const problems: string[] = [];
  if (feed.attributes?.xmlns !== ATOM) problems.push(`<feed> is not in the Atom namespace ${ATOM}`);

  /** One `name` child, non-empty; returns its text. */
  const one = (element: Element, name: string, where: string): string => {
    const found = children(element, name);
    if (found.length !== 1) problems.push(`${where} has ${found.length} <${name}>, expected exactly one`);
    const text = textOf(found[0]).trim();
    if (found.length === 1 && text === '') problems.push(`${where}'s <${name}> is empty`);
    return text;
  };
  const date = (element: Element, name: string, where: string, required: boolean): string | undefined => {
    if (!required && children(element, name).length === 0) return undefined;
    const value = one(element, name, where);
    if (!RFC3339.test(value)) problems.push(`${where}'s <${name}> "${value}" is not an RFC 3339 date-time`);
    return value;
  };
  const links = (element: Element, rel: string) =>
    children(element, 'link').filter((link) => (link.attributes?.rel ?? 'alternate') === rel);

  const id = one(feed, 'id', 'the feed');
  if (!isAbsoluteIri(id)) problems.push(`the feed's id "${id}" is not an absolute IRI`);
  one(feed, 'title', 'the feed');
  date(feed, 'updated', 'the feed', true);
  const self = links(feed, 'self');
  if (self.length !== 1 || self[0]?.attributes?.href !== feedUrl)
    problems.push(
      `the feed's self link is ${JSON.stringify(self.map((l) => l.attributes?.href))}, expected ["${feedUrl}"]`,
    );
  if (links(feed, 'alternate').length > 1) problems.push('the feed has more than one alternate link');
  const feedAuthor = children(feed, 'author').some((author) => textOf(children(author, 'name')[0]).trim() !== '');

  const entryIds = new Set<string>();
  children(feed, 'entry').forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    const entryId = one(entry, 'id', where);
    if (!isAbsoluteIri(entryId)) problems.push(`${where}'s id "${entryId}" is not an absolute IRI`);
    if (entryIds.has(entryId)) problems.push(`${where}'s id "${entryId}" is another entry's too`);
    entryIds.add(entryId);
    one(entry, 'title', where);
    const updated = date(entry, 'updated', where, true);
    const published = date(entry, 'published', where, false);
    if (published && updated && published > updated) problems.push(`${where} was published after its last update`);
    if (links(entry, 'alternate').length === 0 && children(entry, 'content').length === 0)
      problems.push(`${where} has neither an alternate link nor content`);
    if (!feedAuthor && children(entry, 'author').length === 0)
      problems.push(`${where} has no author, nor has the feed`);
  });
  return { id, problems };
}
