/**
 * The dev plugin's one state: what the open pages have of the content, and what the plugin does at each
 * event (a page served a content module, an edit read, a page connected). Pure: the plugin (dev-plugin.ts)
 * feeds it events and carries out the effects it returns, in order.
 *
 * The phases:
 * - `loading`: no page has had the content, or been shown an error, yet;
 * - `served`: the pages have the content as it is, with no error over it;
 * - `broken`: the content is broken and its error is over the pages, which keep what they showed, so the
 *   fix updates them in place;
 * - `shown`: the content is broken and a page met it before it had any of it (it got a content module
 *   while the content was broken, or was shown the error first): that page never ran the app, so the
 *   fix reloads the pages.
 */

/** Where the content stands for the open pages. */
export type Phase =
  { kind: 'loading' } | { kind: 'served' } | { kind: 'broken'; error: string } | { kind: 'shown'; error: string };

/** The plugin's state. */
export interface DevState {
  phase: Phase;
  /** The code each content module was last served with, by id: an edit updates only the modules it changes. */
  served: ReadonlyMap<string, string>;
}

/** What happens to the content, as the plugin sees it. */
export type DevEvent =
  /** A page got content module `id`, made from the content as it is. */
  | { type: 'served'; id: string; code: string }
  /** A page got content module `id` while the content is broken: `code` throws `error`. */
  | { type: 'servedBroken'; id: string; error: string; code: string }
  /**
   * An edit's read of the content succeeded: `codes` is the code each content module (of those the pages
   * have) would now have; `own` whether the edited file's own modules (a post) update with them.
   */
  | { type: 'edited'; codes: ReadonlyMap<string, string>; own: boolean }
  /** An edit's read of the content found it broken. */
  | { type: 'editBroke'; error: string }
  /** A page connected to the dev server. */
  | { type: 'connected' };

/** What the plugin does, in the order given. */
export type Effect =
  /** Print the error in the terminal. */
  | { type: 'print'; error: string }
  /** Show the error in the overlay of every open page, or of the page that connected. */
  | { type: 'overlay'; error: string; to: 'all' | 'client' }
  /**
   * Send the pages an empty update: it changes nothing, clears the overlay, and uses up the page's first
   * update (Vite's client reloads a page whose first update finds its overlay up, taking it for a page
   * that failed to load).
   */
  | { type: 'clear' }
  /** Mark these content modules changed, so the next request of each loads it again. */
  | { type: 'invalidate'; ids: readonly string[] }
  /** Update these content modules in the open pages, in place (with the edited file's own modules when `own`). */
  | { type: 'update'; ids: readonly string[]; own: boolean }
  /** Reload every open page. */
  | { type: 'reload' };

/** The state before any page has asked for anything. */
export const INITIAL_STATE: DevState = { phase: { kind: 'loading' }, served: new Map() };

/** The state after `event`, and what the plugin must do. */
export function devStep(state: DevState, event: DevEvent): { state: DevState; effects: Effect[] } {
  switch (event.type) {
    case 'served':
      // While the content is broken, a page can still get the content a read has just found fixed: the
      // edit's own event, which follows, clears the overlay of the other pages.
      return {
        state: {
          phase: state.phase.kind === 'loading' ? { kind: 'served' } : state.phase,
          served: withCode(state.served, event.id, event.code),
        },
        effects: [],
      };
    case 'servedBroken': {
      // A module the pages never had in working order, or the first of any: the page that asked has no
      // content, and never ran the app. (A page that reloads while the content is broken gets modules the
      // others had: Vite's client reloads it again at the fix, as its first update finds its overlay up.)
      const first = state.phase.kind === 'shown' || state.served.size === 0 || !state.served.has(event.id);
      return {
        state: {
          phase: { kind: first ? 'shown' : 'broken', error: event.error },
          served: withCode(state.served, event.id, event.code),
        },
        effects: isShowing(state, event.error) ? [] : report(event.error),
      };
    }
    case 'editBroke':
      return editBroke(state, event.error);
    case 'edited':
      return edited(state, event.codes, event.own);
    case 'connected':
      return connected(state);
  }
}

/** An edit broke the content: the pages keep what they show, under the error, and their modules load it next. */
function editBroke(state: DevState, error: string): { state: DevState; effects: Effect[] } {
  if (isShowing(state, error)) return { state, effects: [] };
  // A page with no content yet meets the error before any content: it must reload once fixed.
  const kind = state.phase.kind === 'shown' || state.served.size === 0 ? 'shown' : 'broken';
  return {
    state: { ...state, phase: { kind, error } },
    effects: [
      // A page that loaded first gets an empty update, so the fix later updates it in place.
      ...(state.served.size > 0 ? ([{ type: 'clear' }] as const) : []),
      ...report(error),
      // A page opened or reloaded now shows the error, not the last content that worked.
      ...(state.served.size > 0 ? ([{ type: 'invalidate', ids: [...state.served.keys()] }] as const) : []),
    ],
  };
}

/** An edit's read found the content fine: update what changed, in place unless a page never ran the app. */
function edited(
  state: DevState,
  codes: ReadonlyMap<string, string>,
  own: boolean,
): { state: DevState; effects: Effect[] } {
  const changed = [...codes].filter(([id, code]) => code !== state.served.get(id)).map(([id]) => id);
  const phase: Phase = state.phase.kind === 'loading' ? state.phase : { kind: 'served' };
  const effects: Effect[] = changed.length > 0 ? [{ type: 'invalidate', ids: changed }] : [];
  if (state.phase.kind === 'shown') {
    // Vite's HMR has nothing to update in place on a page that never ran the app: it loads afresh.
    effects.push({ type: 'reload' });
  } else if (state.phase.kind === 'broken' && changed.length === 0 && !own) {
    // Fixed back to what the pages show: no module changes, but the overlay must go.
    effects.push({ type: 'clear' });
  } else {
    effects.push({ type: 'update', ids: changed, own });
  }
  return { state: { ...state, phase }, effects };
}

/** A page connected: while the content is broken, it shows the error too. */
function connected(state: DevState): { state: DevState; effects: Effect[] } {
  if (state.phase.kind !== 'broken' && state.phase.kind !== 'shown') return { state, effects: [] };
  const { error } = state.phase;
  // With no content served yet, the page meets the error first.
  const phase: Phase = state.served.size === 0 ? { kind: 'shown', error } : state.phase;
  return { state: { ...state, phase }, effects: [{ type: 'overlay', error, to: 'client' }] };
}

/** Whether the pages already show `error`: each error reaches the terminal and the pages once. */
function isShowing(state: DevState, error: string): boolean {
  return (state.phase.kind === 'broken' || state.phase.kind === 'shown') && state.phase.error === error;
}

/** A new error: once in the terminal, and in the overlay of every open page. */
function report(error: string): Effect[] {
  return [
    { type: 'print', error },
    { type: 'overlay', error, to: 'all' },
  ];
}

function withCode(served: ReadonlyMap<string, string>, id: string, code: string): ReadonlyMap<string, string> {
  return new Map(served).set(id, code);
}
