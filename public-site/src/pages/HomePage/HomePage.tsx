import { Link } from 'react-router';
import { groupCarsForCarousels, carouselViewAllHref } from '@core/rules/carousels';
import { MARKETING_CLAIMS } from '@core/constants';
import { useFeaturedCars } from '../../api/cars';
import { CarCard } from '../../components/CarCard/CarCard';
import { Spinner } from '../../components/Spinner';

export default function HomePage() {
  const featured = useFeaturedCars();
  const rows = featured.data ? groupCarsForCarousels(featured.data) : [];

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>Rent a car in Dubai, direct from the rental company</h1>
          <p className="hero__lead">
            Compare {MARKETING_CLAIMS.verifiedCars} cars from verified UAE rental companies and
            contact them by WhatsApp, e-mail or phone. Zero commission, no hidden fees.
          </p>
          <div className="hero__links">
            <Link to="/cars" className="button button--accent">
              VIEW ALL CARS
            </Link>
            <Link to="/cars/with-driver" className="button button--light">
              Car with Driver
            </Link>
            <Link to="/cars?type=long-term" className="button button--light">
              Long Term Rental
            </Link>
          </div>
        </div>
      </section>

      <section className="trust container" aria-label="Why renters trust us">
        <p>{MARKETING_CLAIMS.verifiedPartners} Verified Rental Partners</p>
        <p>No Hidden Fees – Pay Direct</p>
        <p>Secure Site • SSL-Protected</p>
      </section>

      {featured.isPending && <Spinner label="Loading cars" />}
      {featured.isError && (
        <p className="container notice">
          We could not load the cars just now. Please try again shortly.
        </p>
      )}
      {rows.map((row) =>
        row.cars.length === 0 ? null : (
          <section
            key={row.group.slug}
            className="car-row container"
            aria-labelledby={`row-${row.group.slug}`}
          >
            <div className="car-row__head">
              <h2 id={`row-${row.group.slug}`}>{row.group.title}</h2>
              <Link to={carouselViewAllHref(row.group)}>View All Cars →</Link>
            </div>
            <div className="car-row__track">
              {row.cars.map((car) => (
                <CarCard key={car.id} car={car} />
              ))}
            </div>
          </section>
        ),
      )}

      <section className="vendor-cta container">
        <div>
          <h2>Own a Car Rental Business?</h2>
          <p>
            List your fleet, receive leads by WhatsApp, e-mail and phone, and pay zero commission
            fees.
          </p>
        </div>
        <Link to="/register" className="button button--accent">
          Register Your Business
        </Link>
      </section>
    </>
  );
}
