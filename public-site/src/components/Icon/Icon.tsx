/**
 * The site's icons as inline SVG (no icon font, no request): one table of 24 × 24 paths drawn in
 * `currentColor`. Decorative by default (hidden from screen readers; the button or link around
 * an icon carries the label); give `label` when the icon alone carries meaning. Use
 * `<Icon name="…">` where the icon is chosen by data, or the named components (`PhoneIcon`…).
 *
 * Each path is in the page once, as a `<symbol>` of `IconSprite` (rendered by AppProviders, so
 * it is in the server's HTML and in a page the browser renders itself), and an icon is a small
 * `<svg>` that `<use>`s it: a page of cards repeated the same paths ~100 times (39–68 KB of HTML).
 */
import type { SVGProps } from 'react';

const PATHS = {
  search: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35',
  close: 'M18 6 6 18M6 6l12 12',
  menu: 'M4 6h16M4 12h16M4 18h16',
  filters: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  'chevron-left': 'm15 18-6-6 6-6',
  'chevron-right': 'm9 18 6-6-6-6',
  'chevron-down': 'm6 9 6 6 6-6',
  'arrow-right': 'M5 12h14m-6-6 6 6-6 6',
  check: 'M20 6 9 17l-5-5',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  /** WhatsApp's speech bubble with a handset (the brand mark, simplified; filled). */
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm18 3-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7',
  heart:
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  'map-pin': 'M12 22s8-6 8-12a8 8 0 0 0-16 0c0 6 8 12 8 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  /** Filled. */
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
  /** A shield with a check: "verified" everywhere. */
  'shield-check': 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5zm-3 10 2 2 4-4',
  'badge-check':
    'M12 2 15 4.5 19 4.6 19.5 8.5 22 12l-2.5 3.5-.5 3.9-4 .1L12 22l-3-2.5-4-.1-.5-3.9L2 12l2.5-3.5.5-3.9 4-.1L12 2Zm-3.5 10 2.5 2.5 4.5-5',
  car: 'M5 17h14M5 17a2 2 0 1 0 4 0m-4 0H3v-5l2-5h14l2 5v5h-2m-4 0a2 2 0 1 0 4 0m-4 0H9M5 12h14',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8ZM7 7h.01',
  lock: 'M5 11h14v10H5V11Zm3 0V7a4 4 0 0 1 8 0v4',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  key: 'M21 2l-2 2m-7.6 7.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8Zm0 0L15.5 7.5m0 0 3 3L22 7l-3-3m-3.5 3.5L19 4',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-14v4l3 2',
  swipe: 'M18 8l4 4-4 4M6 8l-4 4 4 4M2 12h20',
  calendar:
    'M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2m8-10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01',
  share: 'M4 12v8h16v-8M16 6l-4-4-4 4M12 2v13',
} as const;

export type IconName = keyof typeof PATHS;

/** Shapes drawn filled rather than outlined. */
const FILLED: ReadonlySet<IconName> = new Set(['whatsapp', 'star']);

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & {
  size?: number;
  /** Makes the icon an image with this name; without it the icon is decorative. */
  label?: string;
};

export function Icon({
  name,
  size = 20,
  label,
  className,
  ...props
}: IconProps & { name: IconName }) {
  // Fill and stroke come from the .icon and .icon--filled rules (styles.css), not from
  // attributes: home has ~260 icons, and the attributes were ~30 KB of its HTML.
  const own = FILLED.has(name) ? 'icon icon--filled' : 'icon';
  // Icons that point along the line of text turn round on right-to-left pages (styles.css).
  const classes = DIRECTIONAL.has(name) ? `${own} icon--directional` : own;
  return (
    <svg
      className={className ? `${classes} ${className}` : classes}
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <use href={`#${SYMBOL_PREFIX}${name}`} />
    </svg>
  );
}

const SYMBOL_PREFIX = 'i-';

/** Icons that show a direction in the line (back, forward): mirrored in right-to-left text. */
const DIRECTIONAL = new Set<IconName>(['chevron-left', 'chevron-right', 'arrow-right']);

/** The symbols' markup, made once (the paths are ours: nothing to escape). */
const SPRITE_HTML = Object.entries(PATHS)
  .map(
    ([name, d]) =>
      `<symbol id="${SYMBOL_PREFIX}${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  )
  .join('');

/**
 * Every icon's path, once a page (~4 KB). Its markup is one string: nothing to render per page,
 * and hydration keeps the server's nodes as they are. Fill and stroke are inherited from the
 * `<svg class="icon">` that uses a symbol.
 */
export function IconSprite() {
  return (
    <svg
      className="icon-sprite"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: SPRITE_HTML }}
    />
  );
}

const named = (name: IconName) =>
  function NamedIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };

export const PhoneIcon = named('phone');
export const MailIcon = named('mail');
export const WhatsAppIcon = named('whatsapp');
export const HeartIcon = named('heart');
export const CheckBadgeIcon = named('shield-check');
export const StarIcon = named('star');
export const ChevronIcon = named('chevron-right');
export const CheckIcon = named('check');

/** Core's menu icon names (catalogue/menus.ts) in this set; names without a match show none. */
const MENU_ICONS: Record<string, IconName> = {
  car: 'car',
  calendar: 'calendar',
  book: 'book',
  'user-tie': 'user',
  info: 'info',
  tag: 'tag',
  'map-pin': 'map-pin',
  shield: 'shield-check',
  clock: 'clock',
  key: 'key',
  users: 'users',
};

export function menuIcon(name: string | undefined): IconName | undefined {
  return name ? MENU_ICONS[name] : undefined;
}
