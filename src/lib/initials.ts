/** The owner's initials, the site's brand mark: shown in the header and on each post's preview card. */

/** The first letters of the first two words of `name`, capitalised: "Noor Haddad" → "NH". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
