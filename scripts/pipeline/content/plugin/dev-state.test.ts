import { describe, expect, it } from 'vitest';
import { devStep, INITIAL_STATE, type DevEvent, type DevState } from './dev-state.ts';

const SITE = '\0virtual:site';
const CONTENT = '\0virtual:content';
const ERROR = 'Invalid content (1 problem):\ncontent/site.md:2 nam: not a field of site.md; did you mean name?';
const OTHER = 'Invalid content (1 problem):\ncontent/skills.md:1 skills: expected a list of skill tags, got nothing';

/** The state after `events`, from the start. */
function after(...events: DevEvent[]): DevState {
  return events.reduce((state, event) => devStep(state, event).state, INITIAL_STATE);
}

/** Both content modules served with the content as it was: a page that runs the app. */
const PAGE_LOADED: DevEvent[] = [
  { type: 'served', id: SITE, code: 'site v1' },
  { type: 'served', id: CONTENT, code: 'content v1' },
];
const SAME = new Map([
  [SITE, 'site v1'],
  [CONTENT, 'content v1'],
]);

describe('devStep: loading', () => {
  it('is where it starts, and a served module makes it served, keeping the code', () => {
    expect(INITIAL_STATE.phase).toEqual({ kind: 'loading' });
    const { state, effects } = devStep(INITIAL_STATE, { type: 'served', id: SITE, code: 'site v1' });
    expect(state.phase).toEqual({ kind: 'served' });
    expect(state.served).toEqual(new Map([[SITE, 'site v1']]));
    expect(effects).toEqual([]);
  });

  it('goes to shown when an edit breaks the content before any page had it: reported, nothing to clear', () => {
    const { state, effects } = devStep(INITIAL_STATE, { type: 'editBroke', error: ERROR });
    expect(state.phase).toEqual({ kind: 'shown', error: ERROR });
    expect(effects).toEqual([
      { type: 'print', error: ERROR },
      { type: 'overlay', error: ERROR, to: 'all' },
    ]);
  });

  it('goes to shown when a page gets a module of broken content first', () => {
    const { state, effects } = devStep(INITIAL_STATE, {
      type: 'servedBroken',
      id: CONTENT,
      error: ERROR,
      code: 'throw',
    });
    expect(state.phase).toEqual({ kind: 'shown', error: ERROR });
    expect(state.served.get(CONTENT)).toBe('throw');
    expect(effects).toEqual([
      { type: 'print', error: ERROR },
      { type: 'overlay', error: ERROR, to: 'all' },
    ]);
  });
});

describe('devStep: served', () => {
  it('updates in place only the modules an edit changes, with the edited post’s own', () => {
    const codes = new Map([
      [SITE, 'site v1'],
      [CONTENT, 'content v2'],
    ]);
    const { state, effects } = devStep(after(...PAGE_LOADED), { type: 'edited', codes, own: true });
    expect(state.phase).toEqual({ kind: 'served' });
    expect(effects).toEqual([
      { type: 'invalidate', ids: [CONTENT] },
      { type: 'update', ids: [CONTENT], own: true },
    ]);
  });

  it('updates nothing for an edit that changes no module', () => {
    expect(devStep(after(...PAGE_LOADED), { type: 'edited', codes: SAME, own: false }).effects).toEqual([
      { type: 'update', ids: [], own: false },
    ]);
  });

  it('goes to broken at an edit that breaks the content: the pages keep what they show, under the error', () => {
    const { state, effects } = devStep(after(...PAGE_LOADED), { type: 'editBroke', error: ERROR });
    expect(state.phase).toEqual({ kind: 'broken', error: ERROR });
    expect(effects).toEqual([
      // First, so that the fix later finds each page's first update used up and updates it in place.
      { type: 'clear' },
      { type: 'print', error: ERROR },
      { type: 'overlay', error: ERROR, to: 'all' },
      // A page opened or reloaded from now on loads the content as it is: broken.
      { type: 'invalidate', ids: [SITE, CONTENT] },
    ]);
  });

  it('shows a page that connects nothing', () => {
    expect(devStep(after(...PAGE_LOADED), { type: 'connected' }).effects).toEqual([]);
  });
});

describe('devStep: broken', () => {
  const broken = () => after(...PAGE_LOADED, { type: 'editBroke', error: ERROR });

  it('reports the same error once, however many edits and modules meet it', () => {
    expect(devStep(broken(), { type: 'editBroke', error: ERROR })).toEqual({ state: broken(), effects: [] });
    const reloaded = devStep(broken(), { type: 'servedBroken', id: CONTENT, error: ERROR, code: 'throw' });
    expect(reloaded.effects).toEqual([]);
    expect(reloaded.state.phase).toEqual({ kind: 'broken', error: ERROR });
  });

  it('reports a new error in its place', () => {
    const { state, effects } = devStep(broken(), { type: 'editBroke', error: OTHER });
    expect(state.phase).toEqual({ kind: 'broken', error: OTHER });
    expect(effects.map((effect) => effect.type)).toEqual(['clear', 'print', 'overlay', 'invalidate']);
  });

  it('shows the error to a page that connects', () => {
    const { state, effects } = devStep(broken(), { type: 'connected' });
    expect(state).toEqual(broken());
    expect(effects).toEqual([{ type: 'overlay', error: ERROR, to: 'client' }]);
  });

  it('goes to served when fixed, updating the pages in place, which clears the overlay', () => {
    const codes = new Map([
      [SITE, 'site v1'],
      [CONTENT, 'content v2'],
    ]);
    const { state, effects } = devStep(broken(), { type: 'edited', codes, own: false });
    expect(state.phase).toEqual({ kind: 'served' });
    expect(effects).toEqual([
      { type: 'invalidate', ids: [CONTENT] },
      { type: 'update', ids: [CONTENT], own: false },
    ]);
  });

  it('clears the overlay when fixed back to what the pages show', () => {
    const { state, effects } = devStep(broken(), { type: 'edited', codes: SAME, own: false });
    expect(state.phase).toEqual({ kind: 'served' });
    expect(effects).toEqual([{ type: 'clear' }]);
  });

  it('stays broken when a page gets the fixed content before the fix’s own edit arrives', () => {
    // The page's read and the edit's are the same read; the edit, next, clears the other pages' overlay.
    const state = after(
      ...PAGE_LOADED,
      { type: 'editBroke', error: ERROR },
      { type: 'served', id: CONTENT, code: 'content v1' },
    );
    expect(state.phase).toEqual({ kind: 'broken', error: ERROR });
    expect(devStep(state, { type: 'edited', codes: SAME, own: false }).effects).toEqual([{ type: 'clear' }]);
  });

  it('goes to shown when a page gets a module of broken content the pages never had', () => {
    const state = after({ type: 'served', id: SITE, code: 'site v1' }, { type: 'editBroke', error: ERROR });
    const { state: next } = devStep(state, { type: 'servedBroken', id: CONTENT, error: ERROR, code: 'throw' });
    expect(next.phase).toEqual({ kind: 'shown', error: ERROR });
  });
});

describe('devStep: shown', () => {
  const shown = () =>
    after({ type: 'editBroke', error: ERROR }, { type: 'servedBroken', id: CONTENT, error: ERROR, code: 'throw' });

  it('shows the error to a page that connects, and stays shown', () => {
    const { state, effects } = devStep(shown(), { type: 'connected' });
    expect(state.phase).toEqual({ kind: 'shown', error: ERROR });
    expect(effects).toEqual([{ type: 'overlay', error: ERROR, to: 'client' }]);
  });

  it('stays shown at a new error, until the fix', () => {
    expect(devStep(shown(), { type: 'editBroke', error: OTHER }).state.phase).toEqual({ kind: 'shown', error: OTHER });
  });

  it('reloads the pages when fixed, with the modules they got broken loaded again', () => {
    const codes = new Map([[CONTENT, 'content v1']]);
    const { state, effects } = devStep(shown(), { type: 'edited', codes, own: true });
    expect(state.phase).toEqual({ kind: 'served' });
    expect(effects).toEqual([{ type: 'invalidate', ids: [CONTENT] }, { type: 'reload' }]);
  });

  it('is where a page connecting before any content is served meets an error', () => {
    const state = after({ type: 'editBroke', error: ERROR });
    expect(devStep(state, { type: 'connected' }).state.phase).toEqual({ kind: 'shown', error: ERROR });
  });
});
