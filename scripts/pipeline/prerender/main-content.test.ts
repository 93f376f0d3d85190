import { describe, expect, it } from 'vitest';
import { hasMainContent } from './main-content.ts';

describe('hasMainContent', () => {
  it('holds for a <main> with text, however deep', () => {
    expect(hasMainContent('<header>Site</header><main><article><p><em>Hello</em></p></article></main>')).toBe(true);
  });

  it('holds for a <main> with only an image', () => {
    expect(hasMainContent('<main><figure><img src="/a.png" alt=""></figure></main>')).toBe(true);
  });

  it('fails an empty <main>, or one with only white space, comments and empty elements', () => {
    expect(hasMainContent('<main></main>')).toBe(false);
    expect(hasMainContent('<main>\n  <div> <span>\u00a0</span></div><!-- no content --></main>')).toBe(false);
  });

  it('fails a page without a <main>, whatever text is around it', () => {
    expect(hasMainContent('<header>Site</header><div>Text outside any main</div>')).toBe(false);
  });

  it('reads the first <main> only, as a browser shows the page', () => {
    expect(hasMainContent('<main></main><main>Second</main>')).toBe(false);
  });

  it('counts neither text outside <main> nor a template’s content', () => {
    expect(hasMainContent('<p>Before</p><main><template><p>Later</p></template></main><p>After</p>')).toBe(false);
  });
});
