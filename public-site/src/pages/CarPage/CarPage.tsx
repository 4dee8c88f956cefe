import { useEffect, useState } from 'react';
import { useDepositText, useFormats, useLabelRecords } from '../../i18n/format';
import { useQuery } from '@tanstack/react-query';
import type { ContactTrip } from '@core/contact/links';
import { TripQuote } from './TripQuote';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { HydrateLater } from '../../components/Hydration/HydrateLater';
import { Link } from '../../components/Link/Link';

import { monthPrice } from '@core/rules/pricing';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { carDetailQuery, type CarPageData } from '../../api/carDetail';
import { ApiRequestError } from '../../api/client';
import { reportListingEvent } from '../../api/listingEvents';
import { CarCard } from '../../components/CarCard/CarCard';
import { ContactButtons } from '../../components/Contact/ContactButtons';
import { FavouriteButton } from '../../components/Favourites/FavouriteButton';
import { PageHead } from '../../components/PageHead/PageHead';
import { ShareButtons } from '../../components/Share/ShareButtons';
import { useSite } from '../../components/Providers/SiteContext';
import { Spinner } from '../../components/Spinner';
import { carShareImagePath } from '@core/catalogue/shareImages';
import { CarCompany } from './CarCompany';
import { CarGallery } from './CarGallery';
import { CarNotFound } from './CarNotFound';
import { carJsonLd } from './carJsonLd';
import { MobileContactBar } from './MobileContactBar';
import './CarPage.css';
import '../../i18n/namespaces/car';

export default function CarPage() {
  const { t, i18n } = useTranslation('car');
  const { id } = useParams();
  const query = useQuery(carDetailQuery(id, i18n.language));
  const path = `/cars/${id ?? ''}`;

  if (query.isPending) return <Spinner label={t('page.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) {
      return <CarNotFound path={path} />;
    }
    return (
      <section className="container not-found" role="alert">
        <p>{t('page.loadError')}</p>
        <button
          type="button"
          className="button button--accent"
          onClick={() => void query.refetch()}
        >
          {t('common:retry')}
        </button>
      </section>
    );
  }
  return <CarDetails car={query.data} path={path} />;
}

function CarDetails({ car, path }: { car: CarPageData; path: string }) {
  const { t, i18n } = useTranslation('car');
  const L = useLabelRecords();
  const formats = useFormats();
  // The quoted trip (TripQuote): the contact dialog shows it and the texts carry it.
  const [trip, setTrip] = useState<ContactTrip | null>(null);
  // A detail view for the vendor's analytics (counted once per visitor and day by the API).
  useEffect(() => reportListingEvent({ kind: 'view', carId: car.id }), [car.id]);
  const contactCar = { id: car.id, title: car.title, companyName: car.companyName, trip };
  const { origin } = useSite();
  const emirate = L.emirates[car.emirate];
  const month = monthPrice(car);
  const { terms } = car;
  // The car's terms as the API states them for this car (core carPolicies: the car's own terms
  // win over the company's defaults), so the terms and the company card give one answer.
  const deposit = useDepositText()(car.company.policies.securityDeposit);

  const specs: [string, string][] = [
    [t('page.brand'), L.brands[car.brand]],
    [t('page.model'), car.model],
    [t('page.year'), String(car.year)],
    [t('page.type'), L.carTypes[car.carType]],
    [t('page.seats'), String(car.seats)],
    [t('page.transmission'), L.transmissions[car.transmission]],
    ...(car.horsepower
      ? ([[t('page.horsepower'), t('page.horsepowerValue', { count: car.horsepower })]] as [
          string,
          string,
        ][])
      : []),
    [t('page.emirate'), emirate],
  ];
  const termRows: [string, string][] = [
    [t('page.deposit'), deposit],
    [
      t('page.salik'),
      terms.salikChargeAed
        ? t('page.salikValue', { price: formats.price(terms.salikChargeAed) })
        : t('page.salikNone'),
    ],
    [t('page.minimumAge'), t('page.years', { count: car.company.policies.minimumDriverAge })],
    [
      t('page.insurance'),
      terms.insuranceIncluded ? t('page.insuranceIncluded') : t('page.insuranceNotIncluded'),
    ],
    [
      t('page.extraKm'),
      terms.extraKmChargeAed
        ? t('page.extraKmValue', {
            price:
              i18n.language === DEFAULT_LANGUAGE
                ? `AED ${terms.extraKmChargeAed}`
                : formats.price(terms.extraKmChargeAed),
          })
        : t('page.extraKmNone'),
    ],
  ];

  return (
    <div className="car-page">
      <PageHead
        title={t('page.metaTitle', {
          title: car.title,
          emirate,
          price: formats.price(car.pricePerDay),
        })}
        description={t('page.metaDescription', {
          title: car.title,
          emirate,
          company: car.companyName,
          price: formats.price(car.pricePerDay),
          month: formats.price(month),
          deposit,
        })}
        canonicalPath={path}
        image={carShareImagePath(car.id)}
        type="product"
        jsonLd={carJsonLd(car, origin, { home: t('page.home'), cars: t('page.cars') }, L)}
      />
      <div className="container">
        <nav className="car-page__crumbs" aria-label={t('page.breadcrumb')}>
          <Link to="/">{t('page.home')}</Link>
          <span aria-hidden="true">/</span>
          <Link to="/cars">{t('page.cars')}</Link>
          <span aria-hidden="true">/</span>
          <Link to={`/cars?type=${car.carType}`}>{L.carTypes[car.carType]}</Link>
        </nav>

        <div className="car-page__grid">
          <CarGallery title={car.title} photos={car.images} />

          <header className="car-page__head">
            {/* The title as the company wrote it, in its own direction inside the page's. */}
            <h1 className="car-page__title">
              <bdi>{car.title}</bdi>
            </h1>
            <ul className="car-page__chips">
              <li>{L.carTypes[car.carType]}</li>
              <li>{car.year}</li>
              <li>{t('page.inEmirate', { emirate })}</li>
              <li>{car.withDriver ? t('page.withDriver') : t('page.selfDrive')}</li>
              {car.featured && <li className="car-page__chip--accent">{t('card.featured')}</li>}
            </ul>
          </header>

          <aside className="car-page__aside">
            <section className="car-offer" aria-labelledby="car-offer-title">
              <h2 className="visually-hidden" id="car-offer-title">
                {t('page.prices')}
              </h2>
              <dl className="car-offer__prices">
                <div className="car-offer__price car-offer__price--main">
                  <dt>{t('page.perDay')}</dt>
                  <dd>
                    <strong>{formats.price(car.pricePerDay)}</strong>
                    <span>{t('page.kmIncluded', { km: formats.number(terms.kmPerDay) })}</span>
                  </dd>
                </div>
                {car.pricePerWeek !== null && (
                  <div className="car-offer__price">
                    <dt>{t('page.perWeek')}</dt>
                    <dd>
                      <strong>{formats.price(car.pricePerWeek)}</strong>
                    </dd>
                  </div>
                )}
                <div className="car-offer__price">
                  <dt>{t('page.perMonth')}</dt>
                  <dd>
                    <strong>{formats.price(month)}</strong>
                    <span>{t('page.kmIncluded', { km: formats.number(terms.kmPerMonth) })}</span>
                  </dd>
                </div>
              </dl>
              <p className="car-offer__vat">{t('page.vatIncluded')}</p>
              <TripQuote carId={car.id} deliveryFees={car.deliveryFees} onTrip={setTrip} />
              <p className="car-offer__lead">{t('page.contactLead')}</p>
              <ContactButtons car={contactCar} variant="labelled" />
              <FavouriteButton car={car} variant="outline" />
              <ShareButtons title={car.title} path={path} />
            </section>
            <HydrateLater>
              <CarCompany company={car.company} />
            </HydrateLater>
          </aside>

          <HydrateLater>
            <section className="car-page__section" aria-labelledby="car-specs-title">
              <h2 id="car-specs-title">{t('page.specs')}</h2>
              <dl className="car-facts">
                {specs.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {car.services.length > 0 && (
                <>
                  <h3 className="car-page__subhead">{t('page.services')}</h3>
                  <ul className="car-page__services">
                    {car.services.map((service) => (
                      <li key={service}>{L.services[service]}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </HydrateLater>

          <HydrateLater>
            <section className="car-page__section" aria-labelledby="car-terms-title">
              <h2 id="car-terms-title">{t('page.terms')}</h2>
              <dl className="car-facts car-facts--terms">
                {termRows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </HydrateLater>

          {car.description && (
            <HydrateLater>
              <section className="car-page__section" aria-labelledby="car-about-title">
                <h2 id="car-about-title">{t('page.description')}</h2>
                <p className="car-page__description">{car.description}</p>
              </section>
            </HydrateLater>
          )}
        </div>

        {car.similar.length > 0 && (
          <section className="car-page__similar" aria-labelledby="car-similar-title">
            <div className="car-page__similar-head">
              <h2 id="car-similar-title">{t('page.similar')}</h2>
              <Link to={`/cars?type=${car.carType}`}>{t('page.similarAll')}</Link>
            </div>
            <div className="car-page__similar-grid">
              {car.similar.map((other) => (
                <div key={other.id} className="car-card-slot">
                  <HydrateLater>
                    <CarCard car={other} belowTheFold />
                  </HydrateLater>
                </div>
              ))}
            </div>
          </section>
        )}
      </div>
      <MobileContactBar car={car} trip={trip} />
    </div>
  );
}
