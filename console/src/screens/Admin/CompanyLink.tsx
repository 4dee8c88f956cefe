import { Link } from 'react-router';

/** A company's name as a link to its admin page (`/admin/companies/:id`), wherever one is named. */
export function CompanyLink({ company }: { company: { id: number; name: string } }) {
  return <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>;
}
