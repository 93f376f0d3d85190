import type { BodyRef } from '../../content/schema.ts';
import { useBody } from '../../page-context.ts';
import { mdxComponents } from './index.ts';

/** A compiled MDX body with the site's components (lazy: it suspends until its code has loaded). */
export function MdxBody({ body }: { body: BodyRef }) {
  const Body = useBody(body);
  // The body source gives the same component for the same body on every render (see BodySource).
  // eslint-disable-next-line react-hooks/static-components
  return <Body components={mdxComponents} />;
}
