/**
 * The one definition of every content shape. Build scripts validate the files in `content/` against
 * these schemas; the app imports only the inferred types, so zod never reaches the browser bundle.
 * Each `expected …` message is what a broken file's build error says after the file and field.
 */
import { z } from 'zod';
import { branchProblem, repositoryUrlProblem, SELF_HOSTED_FORGES } from '../lib/repository.ts';
import { HOME_SECTION_IDS, type HomeSectionId } from '../lib/sections.ts';
import { isWebAddress, type DiscussionLink } from '../lib/discussion.ts';
import type { LinkKind } from '../lib/profile-links.ts';
import type { ShareLink } from '../lib/share.ts';
import { TIME_ZONE_EXPECTED, timeZoneProblem } from '../lib/time-zone.ts';
import type { SourceRepository } from '../lib/source-link.ts';
import { limited, type TextKind } from './text-limits.ts';

/**
 * Non-empty text of at most the length of its `kind` (text-limits.ts); `what` completes the sentence
 * "expected …".
 */
const text = (what: string, kind: TextKind) =>
  limited(
    z
      .string({ error: `expected ${what}` })
      .trim()
      .min(1, { error: `expected ${what}` }),
    kind,
  );

/** A non-empty list; `what` names the list and `item` each entry. */
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `expected ${what}` }).min(1, { error: `expected ${what} with at least one item` });

/** How many posts a page of the blog index lists when `blog.pageSize` is not set. */
export const DEFAULT_PAGE_SIZE = 10;

/** A URL-safe identifier: lowercase ASCII letters and digits in runs joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The longest slug or tag. Each names a folder of the built site and files in it (a post's preview
 * card is `<slug>-card-<hash>.png`), and a file system refuses a name over 255 bytes.
 */
export const MAX_SLUG_LENGTH = 80;

/**
 * The most tags a post or project carries. A post's card shows its tags on every page that lists it,
 * each tag's page among them: a bound keeps each page's size, and so the build's time, growing with the
 * number of tags alone (500 tags on one post would put 500 chips on each of 500 pages).
 */
export const MAX_TAGS = 10;

/**
 * The name no slug or tag may take: a page named `index` would be `/blog/index`, which hosts serve as
 * `/blog` (its folder's own `index.html`), so the page would never be seen.
 */
export const INDEX_SLUG = 'index';

/** An optional URL-safe identifier; defaults to the file name. */
const slug = z
  .string({ error: 'expected a slug' })
  .regex(SLUG_PATTERN, { error: 'expected a slug of lowercase letters, digits and hyphens' })
  .max(MAX_SLUG_LENGTH, { error: `expected a slug of at most ${MAX_SLUG_LENGTH} characters` })
  .optional();

/** Topics a post or project is about (`ros-2`): each gets a page listing what carries it. */
const tags = z
  .array(
    z
      .string({ error: 'expected a tag' })
      .regex(SLUG_PATTERN, { error: 'expected a tag of lowercase letters, digits and hyphens, such as ros-2' })
      .max(MAX_SLUG_LENGTH, { error: `expected a tag of at most ${MAX_SLUG_LENGTH} characters` })
      // A tag's page is /blog/tags/<tag>, and a host serves /blog/tags/index as the tags page itself.
      .refine((tag) => tag !== INDEX_SLUG, { error: 'expected a tag other than index, which names the tags page' }),
    { error: 'expected a list of tags' },
  )
  .max(MAX_TAGS, { error: `expected at most ${MAX_TAGS} tags` })
  .default([]);

/**
 * The site path of a PDF file: `/resume.pdf`, or in a folder, `/files/jane-doe-cv.pdf`. Each part starts
 * with a letter, digit or underscore, so no part is `.` or `..` and the file stays inside the site.
 */
export const PDF_PATH = /^(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+\.pdf$/;

/** Position in its list; lower numbers come first. */
const order = z.number({ error: 'expected a whole number' }).int({ error: 'expected a whole number' });

/** An absolute http(s) URL. */
const externalUrl = limited(z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' }), 'address');

/** An absolute https URL. */
const httpsUrl = limited(z.url({ protocol: /^https$/, error: 'expected an https:// URL' }), 'address');

/**
 * The address of a page elsewhere that the site links to for a conversation and `npm run replies` may
 * fetch: `https:`, or `http:` on this machine (localhost, 127.0.0.1), where a stand-in server answers.
 */
const webAddress = (what: string) =>
  limited(
    z
      .string({ error: `expected ${what}` })
      .trim()
      .refine(isWebAddress, {
        error: `expected ${what}, an https:// address (http:// only on localhost or 127.0.0.1)`,
      }),
    'address',
  );

/** The most discussion links a post or project lists. */
export const MAX_DISCUSSION_LINKS = 10;

/**
 * Where readers answer a post or a project page: its discussions elsewhere, the replies to leave out,
 * and whether it offers "Reply by email". One definition for both kinds of page.
 */
const conversationFields = {
  /** Where it is discussed (a Mastodon status, a Bluesky post, Hacker News…): shown under it; replies come from there. */
  discussion: z
    .array(webAddress('the address of a discussion, such as https://fosstodon.org/@you/113456789012345678'), {
      error: 'expected a list of addresses where it is discussed',
    })
    .max(MAX_DISCUSSION_LINKS, { error: `expected at most ${MAX_DISCUSSION_LINKS} discussions` })
    .default([]),
  /** Replies not to show: a reply's address, or an author's profile to leave out every reply of theirs. */
  hide: z
    .array(webAddress('the address of a reply or of its author'), {
      error: 'expected a list of the addresses of replies (or their authors) to leave out',
    })
    .default([]),
  /** `false` leaves "Reply by email" off this page (site.md's `replyByEmail` turns it off everywhere). */
  replyByEmail: z.boolean({ error: 'expected true or false' }).optional(),
};

/** A calendar date written YYYY-MM-DD (YAML may hand us a Date object for it). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'expected a date written YYYY-MM-DD' }),
);

/** A post's date: a day (`2026-12-01`), or a day and a time in the owner's time zone (`2026-12-01 09:00`). */
export const POST_DATE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[ T]([01]\d|2[0-3]):([0-5]\d))?$/;

/** A post's publication date: a day, or a day and a time (YAML may hand us a Date object for a day). */
const postDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'expected a date written YYYY-MM-DD, or YYYY-MM-DD HH:MM' })
    .regex(POST_DATE_PATTERN, { error: 'expected a date written YYYY-MM-DD, or YYYY-MM-DD HH:MM' })
    .refine((value) => z.iso.date().safeParse(value.slice(0, 10)).success, {
      error: 'expected a date written YYYY-MM-DD, or YYYY-MM-DD HH:MM',
    }),
);

/**
 * The old paths of a page: `[/blog/karl, /notes/rover]`. Each gets a page that sends its visitors on;
 * content/checks/aliases.ts checks each is a path of this site that no page has.
 */
const aliases = z
  .array(text('a site path such as /blog/old-name', 'address'), {
    error: 'expected a list of site paths such as /blog/old-name',
  })
  .default([]);

/** A labelled link; `href` is a site path (`/blog/karl`), an anchor (`#skills`), `mailto:` or an http(s) URL. */
export const linkSchema = z.strictObject({
  /** Visible link text. */
  label: text('link text', 'label'),
  /** Where it goes; paths starting with "/" stay in the app, anything else opens a new tab. */
  href: text('a link target such as /blog/karl, #skills or https://…', 'address').regex(/^(\/|#|https?:\/\/|mailto:)/, {
    error: 'expected a link starting with /, #, https:// or mailto:',
  }),
});

/** A link that names a page of the site or another site: a site path (`/talks/slides.pdf`) or an http(s) URL. */
const pageOrUrl = (what: string) =>
  text(what, 'address').regex(/^(\/|https?:\/\/)/, { error: 'expected a site path starting with / or an http(s) URL' });

/** A profile of the owner elsewhere (a code host, a network, a publication list): one entry of `links`. */
export const profileLinkSchema = z.strictObject({
  /** Its name as a visitor reads it: the icon link's label, the Contact entry, the resume. */
  label: text('the profile’s name, such as GitHub', 'label'),
  /** Its http(s) URL; the host picks the icon (GitHub, Mastodon…; any other host a generic link). */
  url: externalUrl,
  /** `true` shows it as an icon in the header too; every profile is in Contact, the resume and the JSON-LD. */
  header: z.boolean({ error: 'expected true or false' }).default(false),
});

/** The most bullets About takes. */
export const MAX_ABOUT_BULLETS = 6;

/** The providers `analytics.provider` names: each counts visits with its own script. */
export const ANALYTICS_PROVIDERS = ['goatcounter', 'plausible', 'umami'] as const;

/** A colour written `#rrggbb` (or `#rgb`). */
const hexColour = z
  .string({ error: 'expected a colour written #rrggbb' })
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: 'expected a colour written #rrggbb, such as #0b7a5b' });

/** The owner's profile: everything on the home page that is not a project, a job or a skill. */
export const siteSchema = z.strictObject({
  /** Public URL of the site, ending in "/"; its path is the base path the site is served under. */
  url: externalUrl.refine((u) => u.endsWith('/'), { error: 'expected a URL ending in "/"' }),
  /** The owner's full name, shown as the brand and in page titles. */
  name: text('the owner’s name', 'label'),
  /** Job title used in titles and Open Graph tags, e.g. "RF & Embedded Systems Engineer". */
  role: text('a job title', 'label'),
  /** The hero headline: the home page's h1. */
  headline: text('a headline', 'title'),
  /** The hero's intro paragraph. */
  intro: text('an intro paragraph', 'paragraph'),
  /** Search-engine and link-preview description of the site. */
  description: text('a one-sentence description', 'description'),
  /** Where the owner is based, shown as a tag in the hero. */
  location: text('a location', 'label'),
  /** Focus areas shown as tags in the hero. */
  focus: list(text('a focus tag', 'label'), 'a list of focus tags'),
  /** The address the contact form writes to. */
  email: z
    .email({ error: 'expected an e-mail address' })
    .max(254, { error: 'expected an e-mail address of at most 254 characters' }),
  /** Profiles elsewhere, in the order Contact and the resume list them; `header: true` ones also as header icons. */
  links: z.array(profileLinkSchema, { error: 'expected a list of profiles, each with a label and a url' }).default([]),
  /** Site path of the resume PDF, which the build writes there. */
  resume: text('the resume’s path, e.g. /resume.pdf', 'address').regex(PDF_PATH, {
    error: 'expected the site path of a .pdf file, such as /resume.pdf',
  }),
  /** The most pages the resume may run to; a longer one fails the build, naming the entries to leave off. */
  resumeMaxPages: z
    .number({ error: 'expected a whole number of pages' })
    .int({ error: 'expected a whole number of pages' })
    .min(1, { error: 'expected at least 1 page' })
    .optional(),
  /** Profile photo: a file next to this one and its alt text. */
  photo: z.strictObject({
    src: text('an image path', 'address'),
    alt: text('alt text describing the photo', 'description'),
  }),
  /** The About section. */
  about: z.strictObject({
    /** One paragraph. */
    paragraph: text('a paragraph', 'paragraph'),
    /** Up to six short bullets beside it; none leaves the paragraph alone. */
    bullets: z
      .array(text('a bullet', 'description'), { error: 'expected a list of bullets' })
      .max(MAX_ABOUT_BULLETS, { error: `expected at most ${MAX_ABOUT_BULLETS} bullets` })
      .default([]),
  }),
  /** Links in the hero's Quick Links card; none leaves the card out. */
  quickLinks: z.array(linkSchema, { error: 'expected a list of links' }).default([]),
  /** The sentence above the contact form. */
  contactIntro: text('an intro sentence', 'description'),
  /** `false` leaves "Reply by email" off every post and project page. */
  replyByEmail: z.boolean({ error: 'expected true or false' }).default(true),
  /** How replies from elsewhere reach the site (`npm run replies` and the daily run). */
  replies: z
    .strictObject({
      /** `true`: the daily run opens a pull request with new replies, instead of publishing them at once. */
      moderate: z.boolean({ error: 'expected true or false' }).default(false),
      /** Your webmention.io endpoint, which every page names (`rel="webmention"`) so other sites can reply. */
      webmention: webAddress(
        'your webmention.io endpoint, such as https://webmention.io/example.org/webmention',
      ).optional(),
    })
    .default({ moderate: false }),
  /** The blog: its name and description (the owner's words), and how many posts a page of its index lists. */
  blog: z
    .strictObject({
      /** The blog's name: its heading and title, the footer link, breadcrumbs, preview cards and the feed. */
      name: text('the blog’s name', 'label').default('Blog'),
      /** One sentence for search engines and link previews of the blog index; a neutral one when absent. */
      description: text('a one-sentence description', 'description').optional(),
      /** One sentence for search engines and link previews of the tags page; the list of tags when absent. */
      tagsDescription: text('a one-sentence description', 'description').optional(),
      /** Posts on each page of the blog index and of each tag before the list goes on to a next page. */
      pageSize: z
        .number({ error: 'expected a whole number of posts' })
        .int({ error: 'expected a whole number of posts' })
        .min(1, { error: 'expected at least 1 post a page' })
        .default(DEFAULT_PAGE_SIZE),
      /** `true` links the blog from the header's nav on every page; by default only the footer and Quick Links do. */
      nav: z.boolean({ error: 'expected true or false' }).default(false),
    })
    .default({ name: 'Blog', pageSize: DEFAULT_PAGE_SIZE, nav: false }),
  /** The home page's shape. */
  home: z
    .strictObject({
      /** The sections, in page order, by id; one left out is not shown. Default: the spec's order. */
      sections: z
        .array(z.enum(HOME_SECTION_IDS, { error: `expected a section: ${HOME_SECTION_IDS.join(', ')}` }), {
          error: 'expected a list of section ids',
        })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'expected each section once' })
        .optional(),
    })
    .default({}),
  /** The site's colours. */
  theme: z
    .strictObject({
      /** The accent (links, buttons, chips) as the light scheme shows it; the dark scheme's shade is derived. */
      accent: hexColour.optional(),
    })
    .default({}),
  /** Visitor counting by one provider's own script; none by default. */
  analytics: z
    .strictObject({
      /** Which provider counts the visits. */
      provider: z.enum(ANALYTICS_PROVIDERS, { error: `expected one of ${ANALYTICS_PROVIDERS.join(', ')}` }),
      /** The site at that provider: GoatCounter's site code, Plausible's domain, Umami's website id. */
      id: text('the site’s code, domain or id at the provider', 'address'),
      /** For a self-hosted instance: the https:// URL of its script, whose host the policy allows. */
      script: httpsUrl.optional(),
    })
    .optional(),
  /** The repository the site is built from: each post, project and page links to its file there. */
  repository: z
    .strictObject({
      /** The repository's web address: exactly an owner and a name on a forge the site knows. */
      url: text('the repository’s address, such as https://github.com/me/portfolio', 'address'),
      /** The branch the site is built from, a name git accepts. */
      branch: text('a branch name such as main', 'title')
        .superRefine((branch, ctx) => {
          const problem = branchProblem(branch);
          if (problem) ctx.addIssue({ code: 'custom', input: branch, message: problem });
        })
        .default('main'),
      /** The forge a server of the owner's own runs (GitLab, Gitea, Forgejo); public forges are known by their host. */
      forge: z.enum(SELF_HOSTED_FORGES, { error: `expected one of ${SELF_HOSTED_FORGES.join(', ')}` }).optional(),
    })
    .superRefine(({ url, forge }, ctx) => {
      const problem = repositoryUrlProblem(url, forge);
      if (problem) ctx.addIssue({ code: 'custom', path: ['url'], input: url, message: problem });
    })
    .optional(),
  /** The owner's time zone (IANA, such as Europe/Amsterdam): it decides the day, and the time, a post goes live. */
  timezone: text('a time zone such as Europe/Amsterdam', 'label')
    .superRefine((name, ctx) => {
      const problem = timeZoneProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', input: name, message: TIME_ZONE_EXPECTED, params: problem });
    })
    .default('UTC'),
  /** Paths of pages removed on purpose: each gets a page saying so, linking home and the blog. */
  removed: z
    .array(text('a site path such as /blog/old-post', 'address'), {
      error: 'expected a list of site paths such as /blog/old-post',
    })
    .default([]),
  /** A short line under a home section's heading, in the owner's words; none by default. */
  intros: z
    .strictObject({
      projects: text('an intro sentence', 'description').optional(),
      experience: text('an intro sentence', 'description').optional(),
      skills: text('an intro sentence', 'description').optional(),
    })
    .default({}),
});

/**
 * One project: `content/projects/<slug>.md` (or `.mdx`). Its frontmatter is its card on home; a body
 * below the frontmatter, Markdown or MDX, gives it a page of its own.
 */
export const projectSchema = z.strictObject({
  slug,
  order,
  /** Card title. */
  title: text('a title', 'title'),
  /** One line under the title. */
  tagline: text('a tagline', 'title'),
  /** A short paragraph. */
  description: text('a description', 'description'),
  /** Technology tags. */
  stack: list(text('a tag', 'label'), 'a list of tags'),
  /** Links shown on the card; a project with nothing public to link to has none (absent or empty). */
  links: z.array(linkSchema, { error: 'expected a list of links' }).default([]),
  /** Topics, each a link to its tag's page. */
  tags,
  /** `false` leaves it off the resume PDF (its card stays on home). */
  resume: z.boolean({ error: 'expected true or false' }).default(true),
  /** Old paths of its page, each sent on to it; only a project with a page (a body) has them. */
  aliases,
  ...conversationFields,
});

/** One job: `content/experience/<slug>.md`. */
export const experienceSchema = z.strictObject({
  slug,
  order,
  /** Employer. */
  company: text('a company name', 'label'),
  /** Job title. */
  role: text('a job title', 'label'),
  /** Years, e.g. "2023–2025" or "2022–Present". */
  period: text('a period such as 2023–2025', 'label').regex(/^\d{4}\s*[–-]\s*(\d{4}|Present)$/, {
    error: 'expected a period such as 2023–2025 or 2023–Present',
  }),
  /** What the owner achieved there. */
  highlights: list(text('a highlight', 'description'), 'a list of highlights'),
  /** Technology tags. */
  stack: list(text('a tag', 'label'), 'a list of tags'),
  /** `false` leaves it off the resume PDF (it stays on home). */
  resume: z.boolean({ error: 'expected true or false' }).default(true),
});

/** One talk: `content/talks/<slug>.md`. Talks make a section on home, newest first, and one on the resume. */
export const talkSchema = z.strictObject({
  slug,
  /** The talk's title. */
  title: text('a title', 'title'),
  /** Where it was given: the conference or meetup. */
  event: text('the event’s name', 'label'),
  /** The day it was given. */
  date: isoDate,
  /** The slides: a site path or an http(s) URL. */
  slides: pageOrUrl('a link to the slides').optional(),
  /** A video of the talk. */
  video: pageOrUrl('a link to the video').optional(),
  /** A recording of it other than a video (audio, a podcast episode). */
  recording: pageOrUrl('a link to the recording').optional(),
  /** `false` leaves it off the resume PDF (it stays on home). */
  resume: z.boolean({ error: 'expected true or false' }).default(true),
});

/** A page of its own: `content/pages/<slug>.md` (or `.mdx`), at `/<slug>`. */
export const pageSchema = z.strictObject({
  slug,
  /** The page's h1 and title. */
  title: text('a title', 'title'),
  /** One sentence for search results and link previews. */
  description: text('a one-sentence description', 'description'),
  /** A link to it in the header's nav on home and in the footer of every page; none by default. */
  nav: z
    .strictObject({
      /** The link's text. */
      label: text('link text', 'label'),
      /** Its place among the pages' links; lower comes first. */
      order,
    })
    .optional(),
  /** Old paths of the page, each sent on to it. */
  aliases,
});

/** `content/skills.md`: the skill tags, in display order; an empty list (`skills: []`) leaves the skills out. */
export const skillsSchema = z.strictObject({
  skills: z.array(text('a skill tag', 'label'), { error: 'expected a list of skill tags' }),
});

/** The frontmatter of a post: `content/blog/<slug>.mdx`. */
export const postSchema = z.strictObject({
  slug,
  /** The post's h1 and page title. */
  title: text('a title', 'title'),
  /** Search and link-preview description. */
  description: text('a one-sentence description', 'description'),
  /**
   * Publication date, with a time if it goes live at one (in `timezone`); orders posts for previous/next.
   * A date still to come in the owner's time zone keeps the post out of the build until then.
   */
  date: postDate,
  /** Date of the last real change; when absent, the last commit to the file after the one that added it. */
  updated: isoDate.optional(),
  /** Repository with the project's source code, linked under the post; a post about no code project has none. */
  repo: externalUrl.optional(),
  /** `true` keeps the post out of `npm run build` (page, sitemap, feed, index, previous/next); `npm run dev` still shows it. */
  draft: z.boolean({ error: 'expected true or false' }).optional(),
  /** Topics, each a link to its tag's page. */
  tags,
  /** `true` shows it in Writing on home (the three newest such posts). */
  featured: z.boolean({ error: 'expected true or false' }).optional(),
  /** The series the post is a part of: posts with the same name are its parts. */
  series: text('a series name', 'label').optional(),
  /** The post's place in its series, from 1; the parts are in date order without it. */
  seriesOrder: z
    .number({ error: 'expected a whole number from 1' })
    .int({ error: 'expected a whole number from 1' })
    .min(1, { error: 'expected a whole number from 1' })
    .optional(),
  /** `true` builds it at its URL, marked noindex, and leaves it out of every list, feed, sitemap and search. */
  unlisted: z.boolean({ error: 'expected true or false' }).optional(),
  /** Old paths of the post, each sent on to it. */
  aliases,
  ...conversationFields,
});

/** Where a reply came from: a Mastodon thread, a Bluesky thread, or a webmention (webmention.io). */
export const REPLY_SOURCES = ['mastodon', 'bluesky', 'webmention'] as const;

/** The most characters a reply's HTML may have in a replies file; the page shows at most 1,500 of its text. */
export const MAX_REPLY_HTML = 100_000;

/** The most characters of a reply author's name or handle a page shows. */
export const MAX_REPLY_NAME = 100;

/** A reply author's name or handle: text, cut at the reply's own limit (a reply is imported, not typed). */
const replyName = (what: string) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, { error: `expected ${what}` })
    .max(MAX_REPLY_NAME, { error: `expected at most ${MAX_REPLY_NAME} characters` });

/**
 * One reply to a post or a project page, from elsewhere: as `npm run replies` writes it into
 * `content/replies/`, and as the page shows it (its HTML sanitised again by the build).
 */
export const replySchema = z.strictObject({
  /** The reply on its own site: the link to the original. */
  url: webAddress('the address of the reply'),
  /** Where it came from. */
  source: z.enum(REPLY_SOURCES, { error: `expected one of ${REPLY_SOURCES.join(', ')}` }),
  /** The discussion link (in the page's `discussion`) whose thread it is in; a webmention has none. */
  thread: webAddress('the discussion link the reply came from').optional(),
  /** Who wrote it. */
  author: z.strictObject({
    /** The name they go by. */
    name: replyName('the author’s name'),
    /** Their handle there (`@name@server`, `@name.bsky.social`). */
    handle: replyName('the author’s handle').optional(),
    /** Their profile. */
    url: webAddress('the address of the author’s profile').optional(),
  }),
  /** When it was written. */
  published: z.iso.datetime({ offset: true, error: 'expected a date and time such as 2026-03-01T09:30:00Z' }),
  /** Its text, as HTML: paragraphs, line breaks, emphasis and links, nothing else. */
  content: z
    .string({ error: 'expected the reply’s text as HTML' })
    .max(MAX_REPLY_HTML, { error: `expected at most ${MAX_REPLY_HTML} characters` }),
});

/** A replies file, `content/replies/blog/<slug>.md` (or `projects/<slug>.md`): the replies to one page. */
export const repliesFileSchema = z.strictObject({
  replies: z.array(replySchema, { error: 'expected a list of replies' }).default([]),
});

export type Link = z.infer<typeof linkSchema>;
/** One reply, as a replies file holds it. */
export type Reply = z.infer<typeof replySchema>;
/** A reply as its page shows it: its HTML sanitised again by the build and cut to length, and whether it was cut. */
export type ShownReply = Reply & { cut: boolean };
export type Site = z.infer<typeof siteSchema>;
export type Analytics = NonNullable<Site['analytics']>;
/** A talk: its frontmatter and its slug. */
export type Talk = z.infer<typeof talkSchema> & { slug: string };
/** A page from `content/pages/`: its frontmatter, its slug, its body's file and the ids its body defines. */
export type ContentPage = Omit<z.infer<typeof pageSchema>, 'aliases'> & {
  slug: string;
  /** The Markdown or MDX file, relative to the project root. */
  source: string;
  /** The ids its body defines: the `#anchors` a link to the page may name. */
  ids: string[];
  /** Its preview card, for link previews, when the build drew one. */
  previewCard?: PreviewCard;
};

/** An icon's drawing, as the build writes it into the icons' sprite (scripts/pipeline/icons/). */
export interface IconData {
  viewBox: string;
  /** The path's `d`. */
  d: string;
}

/** A profile link as the frame receives it: its fields, and the icon its host gets, by name. */
export type ProfileLink = z.infer<typeof profileLinkSchema> & { icon: LinkKind };
/**
 * A project: its frontmatter, its slug and, when its file has a body, its page. The replies it hides
 * are not in it: the build leaves them out, and no page says which they were.
 */
export type Project = Omit<z.infer<typeof projectSchema>, 'aliases' | 'hide' | 'discussion'> & {
  /** Where its page is discussed (a project without a page shows none). */
  discussion?: string[] | undefined;
  slug: string;
  page?: ProjectPage;
};
export type Experience = z.infer<typeof experienceSchema> & { slug: string };
export type PostFrontmatter = z.infer<typeof postSchema>;

/** A responsive image produced at build time: one srcset per modern format plus a fallback. */
export interface Picture {
  /** Format (avif, webp) to srcset. */
  sources: Record<string, string>;
  /** The fallback image with its intrinsic size. */
  img: { src: string; w: number; h: number };
}

/**
 * Where a post's "updated" date came from: its frontmatter, a commit to its file after the one that added
 * it, or nowhere, because there was no later change: git has only the commit that added the file
 * (`first-commit`) or none at all (`no-commit`), and the date is the publication date.
 */
export type UpdatedSource = 'frontmatter' | 'later-commit' | 'first-commit' | 'no-commit';

/**
 * What the app knows about a post without loading its body: its frontmatter as the schema checked it
 * (title, description, date and the optional repo, so a field's type is written once), and what the
 * build works out.
 */
export type PostSummary = Pick<
  PostFrontmatter,
  'title' | 'description' | 'date' | 'repo' | 'tags' | 'series' | 'seriesOrder' | 'replyByEmail'
> & {
  /** Where the post is discussed elsewhere (its frontmatter's `discussion`). */
  discussion?: string[] | undefined;
  /** Shown in Writing on home (`featured: true`). */
  featured: boolean;
  /** The URL name: `slug` from the frontmatter, else the file name. */
  slug: string;
  /**
   * The frontmatter's `updated`, else the day of the last commit to the file after the one that added it,
   * else (no later change) the publication `date`.
   */
  updated: string;
  updatedSource: UpdatedSource;
  /** The MDX file, relative to the project root. */
  source: string;
  /** Estimated minutes to read the article's words (code excluded), at least 1. */
  readingMinutes: number;
  /** A draft: only the dev server has drafts (the build leaves them out), and shows them with a banner. */
  draft: boolean;
  /** The time of day it goes live (HH:MM in the owner's time zone), when its `date` gives one; `date` is the day. */
  time?: string;
  /** Its day and time as an ISO 8601 moment with the owner's offset (`2026-12-01T09:00:00+01:00`), when it has a time. */
  publishedAt?: string;
  /**
   * A post whose date is still to come, which only the dev server has (the build leaves it out): when it
   * goes live, as `2026-12-01 09:00 (Europe/Amsterdam)`.
   */
  scheduled?: string;
  /** Built at its URL with noindex, and on no list, feed, sitemap or search index (`unlisted: true`). */
  unlisted?: boolean;
  /** The ids its body defines (headings and the like): the `#anchors` a link to the post may name. */
  ids: string[];
  /** The post's first gallery image, for the blog index and link previews. */
  cover?: PostCover;
  /** A post without a gallery image: its preview card (title, date, owner), made at build time, for link previews. */
  previewCard?: PreviewCard;
};

/** What a project with a body has: its page at `/projects/<slug>`. */
export interface ProjectPage {
  /** The Markdown or MDX file, relative to the project root. */
  source: string;
  /** The day git added the file (YYYY-MM-DD), and the day of its last change (else that day): its h-entry's dates. */
  published?: string | undefined;
  updated?: string | undefined;
  /** The ids its body defines: the `#anchors` a link to the page may name. */
  ids: string[];
  /** Its preview card, for link previews, when the build drew one. */
  previewCard?: PreviewCard;
}

/** A post's preview card: a PNG drawn at build time, shaped as a cover's link-preview image. */
export type PreviewCard = Pick<PostCover, 'alt' | 'preview'>;

/** A post's first gallery image, made at build time in the sizes its two uses need. */
export interface PostCover {
  alt: string;
  /** The blog index's thumbnail. */
  picture: Picture;
  /** A JPEG at the size link previews show (Open Graph, JSON-LD). */
  preview: { src: string; w: number; h: number };
}

/**
 * The fields of site.md only the build reads: the home page's shape, the colours, analytics, the resume's
 * limit, the time zone posts go live in, the paths removed on purpose, and how readers' answers reach the
 * pages (Reply by email, replies, webmentions).
 */
export const BUILD_FIELDS = [
  'home',
  'theme',
  'analytics',
  'resumeMaxPages',
  'timezone',
  'removed',
  'replyByEmail',
  'replies',
] as const satisfies readonly (keyof Site)[];

/** The fields of site.md only the home page shows: its hero, About, the sections' intros and Contact. */
export const HOME_FIELDS = [
  'headline',
  'intro',
  'location',
  'focus',
  'email',
  'about',
  'quickLinks',
  'contactIntro',
  'intros',
] as const satisfies readonly (keyof Site)[];

/** The home page's own words, which its page carries rather than every page's code. */
export type HomeProfile = Pick<Site, (typeof HOME_FIELDS)[number]>;

/**
 * The owner's profile as every page receives it (the frame: header, footer, head tags): the photo made
 * into a responsive picture, and which parts of the site exist, so the header, the footer and the hero
 * link only to what is there.
 */
export type SiteProfile = Omit<
  Site,
  'photo' | 'links' | 'repository' | (typeof HOME_FIELDS)[number] | (typeof BUILD_FIELDS)[number]
> & {
  photo: { alt: string; picture: Picture };
  /** The repository, as a page's source link needs it (worked out by `sourceRepository`); none without one. */
  repository?: SourceRepository | undefined;
  /**
   * The profile links. A built page carries them in its HTML, not the app's code (src/frame-links.ts),
   * so the code is the same however many the owner has.
   */
  links: ProfileLink[];
  /** The site path of the icons' sprite, which draws the icons of links by their names (src/components/icons.tsx). */
  icons: string;
  /** The home sections that have entries, in page order (`home.sections`, else the default order). */
  sections: HomeSectionId[];
  /** The pages from content/ with a nav link, in their order: the header's nav on home, the footer everywhere. */
  nav: { label: string; slug: string }[];
  /** Whether the site has a blog: at least one published post, so an index, a footer link and a feed. */
  hasBlog: boolean;
  /** Whether any post or project has tags, so there is a page of tags. */
  hasTags: boolean;
};

/** Everything the pages are made from: what the server entry and the dev server hand the route table. */
export interface SiteContent {
  site: SiteProfile;
  home: HomeProfile;
  projects: Project[];
  experience: Experience[];
  skills: string[];
  /** Published posts on the site's lists (and, in the dev server, drafts and scheduled posts), oldest first. */
  posts: PostSummary[];
  /** Posts built at their URLs and on no list (`unlisted: true`), oldest first. */
  unlisted: PostSummary[];
  /** Talks, newest first. */
  talks: Talk[];
  /** Pages from content/, by slug. */
  pages: ContentPage[];
  /** What the end of each post and project page offers its readers, by the page's path (`/blog/<slug>`). */
  conversations: Record<string, ConversationData>;
  /** site.md's `replies.webmention`: the endpoint every page names. */
  webmention?: string | undefined;
}

/**
 * What the end of a post or project page offers its readers, worked out at build time
 * (scripts/pipeline/content/conversations.ts), so the page's code holds no table of hosts, no link
 * builder and no hidden reply: Reply by email, its discussions, its share links, its replies.
 */
export interface ConversationData {
  /** "Reply by email": a mail link to the owner with the subject `Re: <title>`, when the page offers it. */
  replyHref?: string | undefined;
  /** The page's absolute address: its h-entry's URL. */
  url: string;
  /** Where it is discussed, each with its host's name and icon. */
  discussion: DiscussionLink[];
  /** Its share links (a post's; none on a project page). */
  share: ShareLink[];
  /** The replies it shows, oldest first. */
  replies: ShownReply[];
}

/** A compiled MDX body, as a page's data names it; its HTML travels beside the data (`PageState.body`). */
export interface BodyRef {
  /** The MDX file, relative to the project root. */
  source: string;
}

/** One entry of a post's contents list, produced at build time from its `##` headings. */
export interface SectionHeading {
  /** The heading's id, from rehype-slug. */
  id: string;
  /** Its text, without the number. */
  title: string;
  /** 1-based position among the post's sections. */
  number: number;
}
