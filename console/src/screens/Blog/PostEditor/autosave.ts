/**
 * The editor's autosave, apart from React so its timing can be tested: every change restarts a
 * short wait, and when typing stops the post is saved; changes made while a save is on its way
 * are saved after it. A failed save keeps the changes as unsaved and says so (the user retries,
 * or the next change tries again). When autosave is off (a published post) changes only wait
 * for `flush()`, the "Update" button.
 */

export type SaveState =
  | { kind: 'idle' }
  /** Changes not sent yet (autosave off, or its wait running). */
  | { kind: 'dirty' }
  /** Not saved because the post cannot be created yet (it has no title). */
  | { kind: 'waiting' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string };

/** What a save did: sent it, or found nothing meaningful to create yet. */
export type SaveOutcome = 'saved' | 'waiting';

export interface AutosaverOptions {
  delayMs: number;
  /** Sends the current post; throws when it was not saved (the error's message is shown). */
  save: () => Promise<SaveOutcome>;
  onState: (state: SaveState) => void;
  /** Off: changes are kept for `flush()` (published and scheduled posts). */
  enabled: boolean;
  now?: () => Date;
}

export class Autosaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | undefined;
  private changedSinceSave = false;
  private disposed = false;

  constructor(private options: AutosaverOptions) {}

  /** Whether there are changes the server does not have (leaving the page would lose them). */
  get unsaved(): boolean {
    // Disposed (the post deleted, the editor gone): nothing is left to save.
    if (this.disposed) return false;
    return this.changedSinceSave || this.inFlight !== undefined;
  }

  setEnabled(enabled: boolean) {
    this.options = { ...this.options, enabled };
    if (!enabled) this.clearTimer();
  }

  /** Something in the post changed. */
  changed() {
    if (this.disposed) return;
    this.changedSinceSave = true;
    if (this.inFlight) return; // saved again when the current save ends
    this.options.onState({ kind: 'dirty' });
    if (this.options.enabled) this.schedule();
  }

  /** Saves now (retry, Update, before submitting or previewing); resolves to whether it did. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (!this.changedSinceSave) return true;
    return this.run();
  }

  /** The changes were saved another way (e.g. the post was just loaded again). */
  reset() {
    this.clearTimer();
    this.changedSinceSave = false;
    this.options.onState({ kind: 'idle' });
  }

  dispose() {
    this.disposed = true;
    this.clearTimer();
  }

  private schedule() {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, this.options.delayMs);
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private run(): Promise<boolean> {
    this.changedSinceSave = false;
    this.options.onState({ kind: 'saving' });
    const attempt = this.options.save().then(
      (outcome) => {
        if (outcome === 'waiting') this.changedSinceSave = true;
        return this.settle(
          outcome === 'saved'
            ? { kind: 'saved', at: (this.options.now ?? (() => new Date()))() }
            : { kind: 'waiting' },
          outcome === 'saved',
        );
      },
      (error: unknown) => {
        this.changedSinceSave = true;
        const message = error instanceof Error && error.message ? error.message : 'Not saved';
        return this.settle({ kind: 'failed', message }, false);
      },
    );
    this.inFlight = attempt;
    return attempt;
  }

  private settle(state: SaveState, ok: boolean): boolean {
    this.inFlight = undefined;
    if (this.disposed) return ok;
    if (ok && this.changedSinceSave) {
      // Typed while saving: those changes wait their turn.
      this.options.onState({ kind: 'dirty' });
      if (this.options.enabled) this.schedule();
      return ok;
    }
    this.options.onState(state);
    return ok;
  }
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The indicator's words. */
export function saveStateLabel(state: SaveState, autosave: boolean): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'dirty':
      return autosave ? 'Unsaved changes' : 'Unsaved changes: press Update to publish them';
    case 'waiting':
      return 'Add a title to save a draft';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${timeOfDay.format(state.at)}`;
    case 'failed':
      return `Not saved: ${state.message}`;
  }
}
