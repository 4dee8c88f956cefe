/**
 * The page links to show: the first, the last, and `radius` either side of the current page,
 * with `gap` where pages are left out. E.g. page 6 of 20 → 1 … 4 5 6 7 8 … 20.
 */
export function pageLinks(current: number, last: number, radius = 2): (number | 'gap')[] {
  const pages = new Set([1, last]);
  for (let page = current - radius; page <= current + radius; page += 1)
    if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  });
  return links;
}
