import { Button, Result, Spin, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useAcceptTeamInvitation, useTeamInvitationPreview } from '../api/team';
import { InvitationFrame, NewAccountForm } from '../components/InvitationFields';
import { problemMessage } from '../forms/fieldErrors';
import { homeFor } from '../shell/roleHome';
import { resetTokenFrom } from './passwordReset';

/**
 * /dashboard/join#token=…, the screen a team invitation's mail opens, with or without a session:
 * which company invites whom, then name and password (sign-up's rules). Accepting makes the
 * member and signs this browser in to that account; a link that cannot be used says so.
 */
export default function JoinTeamScreen() {
  const navigate = useNavigate();
  const token = resetTokenFrom(useLocation());
  const accept = useAcceptTeamInvitation();
  // Not looked up again once accepting: the link is used up from then on.
  const preview = useTeamInvitationPreview(token, accept.isIdle || accept.isError);

  if (!token || preview.isError) {
    return (
      <InvitationFrame>
        <Result
          status="warning"
          title={token ? 'This invitation cannot be used' : 'This link is incomplete'}
          subTitle={
            token
              ? problemMessage(preview.error)
              : 'Open it again from the e-mail, or ask the company owner for a new invitation.'
          }
          extra={
            <Button type="primary" href="/dashboard">
              Go to sign-in
            </Button>
          }
        />
      </InvitationFrame>
    );
  }
  if (accept.isSuccess || !preview.data) {
    return (
      <InvitationFrame>
        <Spin description={accept.isSuccess ? 'Signing you in…' : undefined}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      </InvitationFrame>
    );
  }
  const invitation = preview.data;
  return (
    <InvitationFrame>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Join {invitation.companyName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        You are invited as {invitation.role === 'owner' ? 'an owner' : 'staff'}. Your account will
        be <Typography.Text strong>{invitation.email}</Typography.Text>: choose your name and a
        password.
      </Typography.Paragraph>
      <NewAccountForm
        email={invitation.email}
        submitLabel="Join and sign in"
        pending={accept.isPending}
        send={(input) =>
          accept.mutateAsync({ token, ...input }).then((user) => navigate(homeFor(user.role)))
        }
      />
    </InvitationFrame>
  );
}
