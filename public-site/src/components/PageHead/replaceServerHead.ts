import { PAGE_HEAD_ATTRIBUTE } from './PageHead';

/**
 * A server-rendered page's head tags (title, description, canonical, Open Graph) sit outside the
 * hydrated `#root`, and React adds its own copies when the page hydrates instead of adopting
 * them. Keep the server's until the browser's are in, then drop them: the head is never empty
 * and never has two canonicals or titles.
 */
export function replaceServerHeadOnHydration(): void {
  const selector = `[${PAGE_HEAD_ATTRIBUTE}]`;
  const serverTags = new Set(document.head.querySelectorAll(selector));
  if (serverTags.size === 0) return;
  const observer = new MutationObserver(() => {
    const clientTagArrived = [...document.head.querySelectorAll(selector)].some(
      (tag) => !serverTags.has(tag),
    );
    if (!clientTagArrived) return;
    observer.disconnect();
    for (const tag of serverTags) tag.remove();
  });
  observer.observe(document.head, { childList: true });
}
