import { describe, expect, it } from 'vitest';
import { trackForUse } from './use-promise.ts';

describe('trackForUse', () => {
  it('marks a promise fulfilled with its value once it resolves', async () => {
    const promise = trackForUse(Promise.resolve(42));
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('marks a promise rejected with its reason', async () => {
    const reason = new Error('no chunk');
    const promise = trackForUse(Promise.reject(reason));
    await expect(promise).rejects.toBe(reason);
    expect(promise).toMatchObject({ status: 'rejected', reason });
  });

  it('leaves a pending promise unmarked, for React to instrument', () => {
    const promise = trackForUse(new Promise(() => undefined));
    expect('status' in promise).toBe(false);
  });
});
