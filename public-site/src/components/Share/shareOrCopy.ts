import { copyText } from '../Clipboard/copyText';

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The phone's own share sheet (Web Share API) on a touch screen; elsewhere (a desktop, or a
 * phone without it) the link is copied. Loaded at the first press of Share.
 */
export async function shareOrCopy(page: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
    try {
      await navigator.share(page);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture left, a policy): copying still works.
    }
  }
  return (await copyText(page.url)) ? 'copied' : 'failed';
}
