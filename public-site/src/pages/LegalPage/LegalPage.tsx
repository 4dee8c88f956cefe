import { useTranslation } from '../../i18n/react';
import { SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/dialLinks';
import { PageHead } from '../../components/PageHead/PageHead';
import './legal.css';
import '../../i18n/namespaces/legal';

export type LegalDocument = 'privacy' | 'terms';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

const anchor = (index: number) => `section-${index + 1}`;

/** The privacy policy and the terms of service (the footer's legal links). */
export default function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const title = t(`${document}.title`);
  return (
    <article className="container legal">
      <PageHead
        title={t(`${document}.metaTitle`)}
        description={t(`${document}.metaDescription`)}
        canonicalPath={`/${document}`}
        type="article"
      />
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">{t('updated', { date: t('updatedDate') })}</p>
        <p className="legal__intro">{t(`${document}.intro`)}</p>
      </header>
      <nav className="legal__contents" aria-label={t('contents')}>
        <p className="legal__contents-title">{t('contents')}</p>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal__body">
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={anchor(index)}
            aria-labelledby={`${anchor(index)}-title`}
          >
            <h2 id={`${anchor(index)}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="legal__questions">
          {t('questions')}{' '}
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>
            <bdi dir="ltr">{SUPPORT_CONTACT.email}</bdi>
          </a>{' '}
          ·{' '}
          <a href={telLink(SUPPORT_CONTACT.phone)}>
            <bdi dir="ltr">{SUPPORT_CONTACT.phone}</bdi>
          </a>
        </p>
      </div>
    </article>
  );
}
