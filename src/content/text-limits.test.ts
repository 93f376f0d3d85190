/**
 * Every text field of every content file has a length: given text far longer than any limit, each
 * field's schema reports it as too long, at the field. A field added to the schema without a limit
 * fails here, whatever it is called.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { characterCount, limited, TEXT_LIMITS } from './text-limits.ts';
import {
  experienceSchema,
  pageSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  talkSchema,
} from './schema.ts';

const SCHEMAS = {
  site: siteSchema,
  skills: skillsSchema,
  project: projectSchema,
  experience: experienceSchema,
  post: postSchema,
  talk: talkSchema,
  page: pageSchema,
};

/** Fields whose text a fixed form bounds (a date, a colour), not a length limit. */
const FIXED_FORMS = new Set(['date', 'updated', 'theme.accent']);

/** The schema inside optional, default and nullable wrappers. */
function unwrap(node: z.ZodType): z.ZodType {
  let inner = node;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** Whether `node` holds text: a string, a string of a format (a URL, an e-mail, a date), or one preprocessed. */
const isText = (node: z.ZodType): boolean =>
  node instanceof z.ZodString ||
  node instanceof z.ZodStringFormat ||
  (node instanceof z.ZodPipe && isText(node.out as z.ZodType));

/** Every field of `schema` that holds text, by its path as the guide writes it (`links[].label`, `focus[]`). */
function textFieldsOf(schema: z.ZodType, prefix = ''): [string, z.ZodType][] {
  const node = unwrap(schema);
  if (node instanceof z.ZodObject)
    return Object.entries(node.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
      textFieldsOf(field, prefix === '' ? name : `${prefix}.${name}`),
    );
  if (node instanceof z.ZodArray) return textFieldsOf(node.element as z.ZodType, `${prefix}[]`);
  return isText(node) ? [[prefix, node]] : [];
}

/** Every text field of every kind of file. */
const textFields = Object.entries(SCHEMAS).flatMap(([kind, schema]) =>
  textFieldsOf(schema).map(([field, node]) => [`${kind} ${field}`, node] as const),
);

describe('the length of every text field', () => {
  it('finds the text fields of every kind of file', () => {
    expect(textFields.length).toBeGreaterThan(50);
  });

  it.each(textFields.filter(([name]) => !FIXED_FORMS.has(name.split(' ')[1] ?? '')))('%s has a limit', (_, schema) => {
    const result = schema.safeParse(`https://example.org/${'x'.repeat(3000)}`);
    expect(result.error?.issues.map((issue) => issue.code)).toContain('too_big');
  });

  it.each(textFields.filter(([name]) => FIXED_FORMS.has(name.split(' ')[1] ?? '')))(
    '%s takes no long text, by its form',
    (_, schema) => {
      expect(schema.safeParse('x'.repeat(3000)).success).toBe(false);
    },
  );
});

describe('limited', () => {
  const label = limited(z.string(), 'label');

  it('counts characters as a reader does: an accented letter or an emoji is one', () => {
    expect(characterCount('café 🚀')).toBe(6);
    expect(label.safeParse('🚀'.repeat(TEXT_LIMITS.label)).success).toBe(true);
    expect(label.safeParse('🚀'.repeat(TEXT_LIMITS.label + 1)).success).toBe(false);
  });

  it('reports text over the limit as too big, with the limit', () => {
    expect(label.safeParse('x'.repeat(TEXT_LIMITS.label + 1)).error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', maximum: 60, message: 'expected at most 60 characters' }),
    ]);
  });
});
