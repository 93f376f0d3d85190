/**
 * A plain host name, as the URL parser writes one (lowercase; a name with other letters in its `xn--`
 * form): DNS labels of letters, digits and inner hyphens, joined by dots, at least two of them, the last
 * starting with a letter (so no IP address), with no wildcard, port or anything else.
 */

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A plain host name (see above), of at most 253 characters. */
export const PLAIN_HOST = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);
