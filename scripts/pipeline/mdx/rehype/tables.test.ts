import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import rehypeTables from './tables.ts';

/** Runs the plugin on an HTML fragment and returns the result as HTML. */
function transform(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  rehypeTables()(tree);
  return toHtml(tree);
}

describe('rehypeTables', () => {
  it("gives each body cell its column's header, for the one-card-per-row layout of narrow columns", () => {
    expect(
      transform(
        '<table><thead><tr><th>Part</th><th>Why</th></tr></thead>' +
          '<tbody><tr><td>Modem</td><td>Sleeps <code>between</code> sends</td></tr></tbody></table>',
      ),
    ).toBe(
      '<section class="table-scroll" tabindex="0" aria-label="Table: Part, Why"><table>' +
        '<thead><tr><th>Part</th><th>Why</th></tr></thead>' +
        '<tbody><tr><td data-label="Part">Modem</td><td data-label="Why">Sleeps <code>between</code> sends</td></tr></tbody>' +
        '</table></section>',
    );
  });

  it('leaves a cell beyond the header row, or under an empty header, without a label', () => {
    expect(
      transform(
        '<table><thead><tr><th></th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>',
      ),
    ).toContain('<tr><td>1</td><td data-label="B">2</td><td>3</td></tr>');
  });
});
