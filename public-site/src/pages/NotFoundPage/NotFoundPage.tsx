import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container not-found">
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className="hero__links">
        <Link to="/" className="button button--accent">
          Go to the home page
        </Link>
        <Link to="/cars" className="button button--ghost">
          Browse all cars
        </Link>
      </div>
    </section>
  );
}
