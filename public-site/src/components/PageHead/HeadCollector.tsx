import { createContext } from 'react';
import type { HeadTag } from './headTags';

/**
 * Given by the server renderer only: PageHead hands it the page's head tags, which the renderer
 * then writes into the document's `<head>` (the body is rendered first). In the browser there is
 * none, and PageHead writes into `document.head` itself.
 */
export const HeadCollectorContext = createContext<((tags: HeadTag[]) => void) | null>(null);
