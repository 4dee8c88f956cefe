import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, saveStateLabel, type SaveOutcome, type SaveState } from './autosave';

function setUp({ enabled = true, outcome = 'saved' as SaveOutcome } = {}) {
  const states: SaveState['kind'][] = [];
  const resolvers: ((outcome: SaveOutcome) => void)[] = [];
  const rejecters: ((error: Error) => void)[] = [];
  const save = vi.fn(
    () =>
      new Promise<SaveOutcome>((resolve, reject) => {
        resolvers.push(resolve);
        rejecters.push(reject);
      }),
  );
  const saver = new Autosaver({
    delayMs: 1500,
    save,
    enabled,
    onState: (state) => states.push(state.kind),
    now: () => new Date('2026-11-21T10:05:00Z'),
  });
  const finish = async (result: SaveOutcome | Error = outcome) => {
    const index = save.mock.calls.length - 1;
    if (result instanceof Error) rejecters[index]!(result);
    else resolvers[index]!(result);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { saver, save, states, finish };
}

describe('the editor’s autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once when typing stops, not on every key', async () => {
    const { saver, save, states, finish } = setUp();
    saver.changed();
    await vi.advanceTimersByTimeAsync(1000);
    saver.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    await finish();
    expect(states).toEqual(['dirty', 'dirty', 'saving', 'saved']);
    expect(saver.unsaved).toBe(false);
  });

  it('saves changes made during a save after it, never two at once', async () => {
    const { saver, save, states, finish } = setUp();
    saver.changed();
    await vi.advanceTimersByTimeAsync(1500);
    saver.changed(); // while the first save is on its way
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    await finish();
    expect(saver.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(2);
    await finish();
    expect(states.at(-1)).toBe('saved');
    expect(saver.unsaved).toBe(false);
  });

  it('keeps a failed save as unsaved until a retry succeeds', async () => {
    const { saver, save, states, finish } = setUp();
    saver.changed();
    await vi.advanceTimersByTimeAsync(1500);
    await finish(new Error('offline'));
    expect(states.at(-1)).toBe('failed');
    expect(saver.unsaved).toBe(true);
    const retried = saver.flush();
    await finish();
    expect(await retried).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.unsaved).toBe(false);
  });

  it('waits for a title before creating a post', async () => {
    const { saver, states, finish } = setUp();
    saver.changed();
    await vi.advanceTimersByTimeAsync(1500);
    await finish('waiting');
    expect(states.at(-1)).toBe('waiting');
    expect(saver.unsaved).toBe(true);
  });

  it('does not save on its own when off (published posts): only flush, the Update button', async () => {
    const { saver, save, finish } = setUp({ enabled: false });
    saver.changed();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    const updated = saver.flush();
    await finish();
    expect(await updated).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('has nothing to flush when nothing changed', async () => {
    const { saver, save } = setUp();
    expect(await saver.flush()).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('has nothing unsaved once disposed (the post deleted): leaving is not held up', async () => {
    const { saver, save } = setUp();
    saver.changed();
    saver.dispose();
    expect(saver.unsaved).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('says what happened', () => {
    expect(saveStateLabel({ kind: 'saving' }, true)).toBe('Saving…');
    expect(saveStateLabel({ kind: 'failed', message: 'offline' }, true)).toBe('Not saved: offline');
    expect(saveStateLabel({ kind: 'saved', at: new Date(2026, 10, 21, 14, 5) }, true)).toBe(
      'Saved at 14:05',
    );
  });
});
