import { useRef, useState } from 'react';
import { useImagesFailedBeforeHydration } from '../Hydration/useImagesFailedBeforeHydration';
import './CompanyLogo.css';

/** "Marina Rent a Car" → "MR": shown when a company has no logo or it fails to load. */
export function companyInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(a|an|the|of|and|rent|&)$/i.test(word));
  const letters = (words.length ? words : name.split(/\s+/))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** A rental company's logo, or its initials on a coloured tile. Decorative: the name is beside it. */
export function CompanyLogo({
  name,
  logoUrl,
  size = 40,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useImagesFailedBeforeHydration(image, () => setFailed(true));
  if (!logoUrl || failed) {
    return (
      <span
        className="company-logo company-logo--initials"
        style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
        aria-hidden="true"
      >
        {companyInitials(name)}
      </span>
    );
  }
  return (
    <img
      ref={image}
      className="company-logo"
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
