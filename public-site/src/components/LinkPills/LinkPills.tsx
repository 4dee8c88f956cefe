import { Link } from '../Link/Link';
import './LinkPills.css';

export interface PillLink {
  label: string;
  href: string;
}

/**
 * A wrapping row of rounded links: related landing pages, chauffeur services, the searches an
 * empty result suggests. `light` for a dark background (a hero).
 */
export function LinkPills({
  links,
  light = false,
  centred = false,
}: {
  links: readonly PillLink[];
  light?: boolean;
  centred?: boolean;
}) {
  const modifiers = `${light ? ' link-pills--light' : ''}${centred ? ' link-pills--centred' : ''}`;
  return (
    <ul className={`link-pills${modifiers}`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
