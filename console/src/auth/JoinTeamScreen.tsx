import { Alert, Button, Card, Form, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAcceptTeamInvitation, useTeamInvitationPreview } from '../api/team';
import { NewAccountFields } from '../components/InvitationFields';
import { acceptInvitationFormSchema, type AcceptInvitationValues } from '../forms/blogAdminForms';
import { problemMessage } from '../forms/fieldErrors';
import { useSchemaForm } from '../forms/useSchemaForm';
import { homeFor } from '../shell/consoleMenus';
import { resetTokenFrom } from './passwordReset';
import { useCurrentUser } from './session';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="sign-in">
      <Card className="sign-in__card">{children}</Card>
    </main>
  );
}

/**
 * /dashboard/join#token=…, the screen a team invitation's mail opens, with or without a session:
 * which company invites whom, then name and password (sign-up's rules). Accepting makes the
 * member and signs this browser in to that account; a link that cannot be used says so.
 */
export default function JoinTeamScreen() {
  const navigate = useNavigate();
  const token = resetTokenFrom(useLocation());
  const signedIn = useCurrentUser().data;
  const accept = useAcceptTeamInvitation();
  // Not looked up again once accepting: the link is used up from then on.
  const preview = useTeamInvitationPreview(token, accept.isIdle || accept.isError);
  const { form, submit } = useSchemaForm(acceptInvitationFormSchema, ({ name, password }) =>
    accept.mutateAsync({ token, name, password }).then((user) => navigate(homeFor(user.role))),
  );

  if (!token || preview.isError) {
    return (
      <Frame>
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
      </Frame>
    );
  }
  if (accept.isSuccess || !preview.data) {
    return (
      <Frame>
        <Spin description={accept.isSuccess ? 'Signing you in…' : undefined}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      </Frame>
    );
  }
  const invitation = preview.data;
  return (
    <Frame>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Join {invitation.companyName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        You are invited as {invitation.role === 'owner' ? 'an owner' : 'staff'}. Your account will
        be <Typography.Text strong>{invitation.email}</Typography.Text>: choose your name and a
        password.
      </Typography.Paragraph>
      {signedIn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`You are signed in as ${signedIn.name} (${signedIn.email}).`}
          description="Accepting signs this browser in to the new account instead."
        />
      )}
      <Form<AcceptInvitationValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={accept.isPending}
      >
        <NewAccountFields email={invitation.email} />
        <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
          Join and sign in
        </Button>
      </Form>
    </Frame>
  );
}
