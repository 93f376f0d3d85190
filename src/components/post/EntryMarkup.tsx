import type { SiteProfile } from '../../content/schema.ts';

interface EntryMarkupProps {
  /** The page's absolute address. */
  url: string | undefined;
  site: Pick<SiteProfile, 'name' | 'url' | 'photo'>;
  /** One sentence about it. */
  summary: string;
  /** Its tags, as categories. */
  tags: readonly string[];
  /** Dates (YYYY-MM-DD) the page does not show, which readers of its markup still get. */
  published?: string | undefined;
  updated?: string | undefined;
}

/**
 * The parts of a post's or project page's h-entry (microformats2) that the page does not show as text:
 * its address, its author as an h-card (the owner: name, site, photo), its summary, its tags as
 * categories, and dates it leaves unsaid. Feed readers, Mastodon and IndieWeb tools read them; a
 * visitor sees nothing, and a screen reader hears nothing (`hidden`).
 */
export function EntryMarkup({ url, site, summary, tags, published, updated }: EntryMarkupProps) {
  return (
    <span hidden>
      {url && <data className="u-url u-uid" value={url} />}
      <data className="p-summary" value={summary} />
      <span className="p-author h-card">
        <a className="p-name u-url" href={site.url}>
          {site.name}
        </a>
        {/* An asset's URL has the base path already: it resolves against the origin. */}
        <data className="u-photo" value={new URL(site.photo.picture.img.src, site.url).href} />
      </span>
      {tags.map((tag) => (
        <data key={tag} className="p-category" value={tag} />
      ))}
      {published && <data className="dt-published" value={published} />}
      {updated && <data className="dt-updated" value={updated} />}
    </span>
  );
}
