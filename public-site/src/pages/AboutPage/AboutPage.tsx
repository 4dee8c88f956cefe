import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import { HEADER_ACTIONS, SUPPORT_CONTACT } from '@core/catalogue/menus';
import { useLiveClaims } from '../../api/catalogueStats';
import { FeatureList, StepList } from '../../components/Features/Features';
import type { IconName } from '../../components/Icon/Icon';
import { SupportContact } from '../../components/Layout/SupportContact';
import { PageHead } from '../../components/PageHead/PageHead';
import { useSite } from '../../components/Providers/SiteContext';
import './about.css';
import '../../i18n/namespaces/about';

interface Titled {
  title: string;
  text: string;
}

const PROMISE_ICONS: IconName[] = [
  'tag',
  'badge-check',
  'shield-check',
  'car',
  'clock',
  'key',
  'whatsapp',
  'lock',
];
const HOW_ICONS: IconName[] = ['search', 'whatsapp', 'key'];

/** /about: the marketplace's mission, its live figures and how it works. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const { origin, siteName } = useSite();
  // Live counts, rounded down (never a fixed claim the listings contradict).
  const live = useLiveClaims();
  // No fixed "monthly searches" figure: the site counts none it could show.
  const claims = live ?? { context: 'unknown' };
  const mission = t('mission', { returnObjects: true }) as string[];
  const promises = t('promises', { returnObjects: true }) as Titled[];
  const how = t('how', { returnObjects: true }) as Titled[];
  const figures = [
    ...(live
      ? [
          { value: live.partners, label: t('figures.partners') },
          { value: live.cars, label: t('figures.cars') },
        ]
      : []),
    { value: t('zero'), label: t('figures.commission') },
  ];

  return (
    <div className="about">
      <PageHead
        title={t('metaTitle')}
        description={t('metaDescription', claims)}
        canonicalPath="/about"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: t('metaTitle'),
          url: `${origin}/about`,
          mainEntity: {
            '@type': 'Organization',
            name: siteName,
            url: `${origin}/`,
            email: SUPPORT_CONTACT.email,
            telephone: SUPPORT_CONTACT.phone,
          },
        }}
      />
      <section className="about__hero">
        <div className="container">
          <p className="about__eyebrow">{t('eyebrow')}</p>
          <h1>{t('title')}</h1>
          <p className="about__lead">{t('lead')}</p>
        </div>
      </section>

      <div className="container">
        <ul className="about__figures" aria-label={t('figuresTitle')}>
          {figures.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>

        <section className="about__section about__mission" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('missionTitle')}</h2>
          {mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className="about__section" aria-labelledby="about-how">
          <h2 id="about-how">{t('howTitle')}</h2>
          <StepList
            steps={how.map((step, index) => ({ ...step, icon: HOW_ICONS[index] ?? 'car' }))}
          />
        </section>

        <section className="about__section" aria-labelledby="about-promises">
          <h2 id="about-promises">{t('promisesTitle')}</h2>
          <FeatureList
            columns={4}
            features={promises.map((promise, index) => ({
              ...promise,
              icon: PROMISE_ICONS[index] ?? 'badge-check',
            }))}
          />
        </section>

        <section className="about__section about__cards">
          <div className="about__card about__card--dark">
            <h2>{t('companiesTitle')}</h2>
            <p>{t('companiesText')}</p>
            <div className="about__actions">
              <Link to={HEADER_ACTIONS.registerBusiness.href} className="button button--accent">
                {t('companiesButton')}
              </Link>
              <Link to="/cars" className="button button--light">
                {t('browseButton')}
              </Link>
            </div>
          </div>
          <div className="about__card">
            <h2>{t('contactTitle')}</h2>
            <p>{t('contactText')}</p>
            <SupportContact className="about__contact" />
          </div>
        </section>
      </div>
    </div>
  );
}
