import { useMemo, useRef, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Space,
  Typography,
  type InputRef,
} from 'antd';
import { INVITATION_ROLES, ROLE_LABELS } from '@core/enums';
import {
  invitationInputSchema,
  type BlogInvitation,
  type CreatedInvitation,
  type InvitationInput,
} from '@core/schemas/blog';
import {
  useBlogInvitations,
  useCreateBlogInvitation,
  useRevokeBlogInvitation,
} from '../../api/blogAdmin';
import { DataTable } from '../../components/DataTable';
import { EmailAndRoleFields } from '../../components/InvitationFields';
import { formatDate, formatDateTime } from '../../components/format';
import { InvitationStatusTag } from '../../components/StatusTags';
import { INVITATION_LINK_NOTE } from '../../forms/blogAdminForms';
import { problemMessage } from '../../forms/fieldErrors';
import { useSchemaForm } from '../../forms/useSchemaForm';
import './blogAdmin.css';

const column = createColumnHelper<BlogInvitation>();

/** The new invitation: mailed to the address, and its link readable this once with a copy button. */
function CreatedLink({
  invitation,
  onDone,
}: {
  invitation: CreatedInvitation;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const input = useRef<InputRef>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for Ctrl+C.
      input.current?.select();
      message.info('Select and copy the link: the browser did not allow copying');
      return;
    }
    message.success('Link copied');
  };
  return (
    <Alert
      type="success"
      showIcon
      title={`Invitation e-mailed to ${invitation.email} (${ROLE_LABELS[invitation.role].toLowerCase()})`}
      description={
        <Space orientation="vertical" size="small" className="screen">
          <Space.Compact className="screen">
            <Input
              ref={input}
              readOnly
              value={invitation.link}
              aria-label="Invitation link"
              onFocus={(event) => event.target.select()}
            />
            <Button type="primary" onClick={copy}>
              Copy link
            </Button>
          </Space.Compact>
          <Typography.Text>
            {INVITATION_LINK_NOTE} It expires on {formatDateTime(invitation.expiresAt)}.
          </Typography.Text>
          <Button size="small" onClick={onDone}>
            Done: hide the link
          </Button>
        </Space>
      }
      className="blog-created-link"
    />
  );
}

function NewInvitation() {
  const create = useCreateBlogInvitation();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const { form, submit } = useSchemaForm(invitationInputSchema, (input) =>
    create.mutateAsync(input).then(setCreated),
  );
  return (
    <Card title="Invite someone to write">
      <Space orientation="vertical" size="middle" className="screen">
        {created && <CreatedLink invitation={created} onDone={() => setCreated(null)} />}
        <Form<InvitationInput>
          form={form}
          layout="vertical"
          initialValues={{ role: 'writer' }}
          onFinish={async (values) => {
            if (await submit(values)) form.resetFields();
          }}
          disabled={create.isPending}
        >
          <EmailAndRoleFields
            roles={INVITATION_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            help="Writers draft and submit posts; admins also publish and manage the blog."
          />
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Send invitation
          </Button>
        </Form>
      </Space>
    </Card>
  );
}

/** /admin/blog/invitations: invite a writer or admin (e-mailed, the link shown once); sent invitations. */
export default function BlogInvitationsScreen() {
  const { message } = App.useApp();
  const invitations = useBlogInvitations();
  const revoke = useRevokeBlogInvitation();

  const columns = useMemo(
    () => [
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('role', {
        header: 'Role',
        cell: (info) => ROLE_LABELS[info.getValue()],
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <InvitationStatusTag status={info.getValue()} />,
      }),
      column.accessor('invitedBy', {
        header: 'Invited by',
        cell: (info) => info.getValue() ?? '—',
        meta: { hideOnPhone: true, nowrap: true },
      }),
      column.accessor('createdAt', {
        header: 'Sent',
        cell: (info) => formatDate(info.getValue()),
        meta: { hideOnPhone: true, nowrap: true },
      }),
      column.accessor('expiresAt', {
        header: 'Expires',
        cell: ({ row: { original: invitation } }) =>
          invitation.status === 'pending' || invitation.status === 'expired'
            ? formatDateTime(invitation.expiresAt)
            : '—',
        meta: { nowrap: true },
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end' },
        cell: ({ row: { original: invitation } }) =>
          invitation.status === 'pending' && (
            <Popconfirm
              title={`Revoke the invitation for ${invitation.email}?`}
              description="The link stops working at once."
              okText="Revoke"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                revoke.mutateAsync(invitation.id).then(
                  () => message.success('Invitation revoked'),
                  (error) => message.error(problemMessage(error)),
                )
              }
            >
              <Button
                size="small"
                danger
                aria-label={`Revoke the invitation for ${invitation.email}`}
              >
                Revoke
              </Button>
            </Popconfirm>
          ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [revoke.mutateAsync],
  );

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <NewInvitation />
      <DataTable
        aria-label="Invitations"
        columns={columns}
        data={invitations.data ?? []}
        rowId={(invitation) => invitation.id}
        loading={invitations.isFetching}
        error={invitations.error}
        empty={<Typography.Text type="secondary">No invitations yet.</Typography.Text>}
      />
    </Space>
  );
}
