import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ROLE_LABELS, type Role } from '@core/enums';
import type { CurrentUser } from '@core/schemas/auth';
import { HOME_NAMES, homeFor } from './roleHome';

/** Whose part of the console a path is, in the words of the people who use it. */
function areaOf(pathname: string, user: CurrentUser): string {
  if (user.companyRole === 'staff' && pathname.startsWith('/dashboard')) {
    return "the company owners' part of the dashboard (billing, documents, profile, team)";
  }
  if (pathname.startsWith('/admin/blog')) return "the blog's management, for the marketplace team";
  if (pathname.startsWith('/admin')) return "the marketplace team's admin";
  return "a rental company's dashboard";
}

/**
 * A console page the user's role may not open: says whose page it is and where this user's own
 * work is, with a way there (and a way to change account), instead of a bare refusal.
 */
export function OtherRoleNotice({
  user,
  pathname,
  onSignOut,
}: {
  user: CurrentUser;
  pathname: string;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const role: Role = user.role;
  const home = homeFor(role);
  return (
    <Result
      status="403"
      title={`This page is part of ${areaOf(pathname, user)}`}
      subTitle={`You are signed in as ${user.email} (${ROLE_LABELS[role]}). Your work is in ${HOME_NAMES[role]}.`}
      extra={
        <Flex gap={8} wrap justify="center">
          <Button
            type="primary"
            href={home}
            onClick={(event) => {
              event.preventDefault();
              navigate(home);
            }}
          >
            Go to {HOME_NAMES[role]}
          </Button>
          <Button onClick={onSignOut}>Sign in with another account</Button>
        </Flex>
      }
    />
  );
}
