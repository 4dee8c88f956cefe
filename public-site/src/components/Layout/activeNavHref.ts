/**
 * The one header entry the page at `location` belongs to, or undefined. React Router's NavLink
 * matches the path alone, so on /cars both "Rent a Car" (/cars) and "Long-Term Rental"
 * (/cars?type=long-term) showed as current. An entry matches when the path is its path or below
 * it and the address has each of its query parameters; the most specific match wins (a longer
 * path, then more parameters), so /cars?type=long-term is "Long-Term Rental" alone and
 * /cars/with-driver is "Chauffeur Service" alone.
 */
export function activeNavHref(
  hrefs: readonly string[],
  location: { pathname: string; search: string },
): string | undefined {
  const current = new URLSearchParams(location.search);
  let best: { href: string; score: [number, number] } | undefined;
  for (const href of hrefs) {
    const url = new URL(href, 'http://site');
    const path = url.pathname.replace(/\/$/, '');
    const underPath =
      location.pathname === url.pathname ||
      (path !== '' && location.pathname.startsWith(`${path}/`));
    if (!underPath) continue;
    const wanted = [...url.searchParams];
    if (!wanted.every(([key, value]) => current.getAll(key).includes(value))) continue;
    const score: [number, number] = [path.length, wanted.length];
    if (
      !best ||
      score[0] > best.score[0] ||
      (score[0] === best.score[0] && score[1] > best.score[1])
    )
      best = { href, score };
  }
  return best?.href;
}
