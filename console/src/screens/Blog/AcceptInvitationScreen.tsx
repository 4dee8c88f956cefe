import { Button, Result, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@core/enums';
import { ApiRequestError } from '@core/http/apiError';
import { useAcceptInvitation, useInvitationPreview } from '../../api/blogAdmin';
import { InvitationFrame, NewAccountForm } from '../../components/InvitationFields';
import { homeFor } from '../../shell/roleHome';
import { problemMessage } from '../../forms/fieldErrors';
import './blogAdmin.css';

const article = (role: string) => (role === 'admin' ? 'an admin' : 'a writer');

const Frame = InvitationFrame;

/**
 * /admin/invitation/:token, shown with or without a session: who is invited, then name and
 * password. Accepting creates the account and signs it in (replacing any session this browser
 * had), then opens the new user's home. A link that cannot be used says why and what to do.
 */
export default function AcceptInvitationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  // Not looked up again once accepting: the link is used up from then on.
  const preview = useInvitationPreview(token, accept.isIdle || accept.isError);

  const signingIn = accept.isSuccess || (accept.isPending && !preview.data);
  if (signingIn || preview.isPending) {
    return (
      <Frame>
        <Spin description={signingIn ? 'Signing you in…' : undefined}>
          <div className="blog-accept-wait" />
        </Spin>
      </Frame>
    );
  }
  if (preview.isError) {
    const unusable = preview.error instanceof ApiRequestError && preview.error.status === 404;
    return (
      <Frame>
        {unusable ? (
          <Result
            status="warning"
            title={problemMessage(preview.error)}
            subTitle="Ask the admin who invited you to send a new invitation. If you already have an account, sign in instead."
            extra={
              <Button type="primary" href="/admin">
                Go to sign-in
              </Button>
            }
          />
        ) : (
          <Result
            status="error"
            title="Could not check this invitation"
            subTitle={problemMessage(preview.error)}
            extra={<Button onClick={() => preview.refetch()}>Try again</Button>}
          />
        )}
      </Frame>
    );
  }

  const invitation = preview.data;
  return (
    <Frame>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        You&apos;re invited to write for {invitation.blogTitle} as {article(invitation.role)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Your account will be <Typography.Text strong>{invitation.email}</Typography.Text> (
        {ROLE_LABELS[invitation.role]}). Choose the name readers see on your posts and a password.
      </Typography.Paragraph>
      <NewAccountForm
        email={invitation.email}
        submitLabel="Accept and sign in"
        pending={accept.isPending}
        send={(input) => accept.mutateAsync(input).then((user) => navigate(homeFor(user.role)))}
      />
    </Frame>
  );
}
