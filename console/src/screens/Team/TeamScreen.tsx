import { App, Button, Card, Form, List, Popconfirm, Space, Tag } from 'antd';
import {
  COMPANY_ROLES,
  teamInviteSchema,
  type CompanyRole,
  type TeamInvitation,
  type TeamInviteInput,
  type TeamMember,
} from '@core/schemas/team';
import {
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
} from '../../api/team';
import { formatDate, formatDateTime } from '../../components/format';
import { EmailAndRoleFields } from '../../components/InvitationFields';
import { QueryState } from '../../components/QueryState';
import { useMediaQuery } from '../../components/useMediaQuery';
import { problemMessage } from '../../forms/fieldErrors';
import { useSchemaForm } from '../../forms/useSchemaForm';

const ROLE_NAMES: Record<CompanyRole, string> = { owner: 'Owner', staff: 'Staff' };
/** On a phone the buttons go under the person (beside it they squeeze the address). */
const useItemLayout = () =>
  useMediaQuery('(max-width: 575.98px)') ? ('vertical' as const) : ('horizontal' as const);
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

const ROLE_HELP =
  'Staff manage the cars and the leads. Owners also manage the company profile, documents, subscription, payment methods, support and this team.';

function InviteCard() {
  const { message } = App.useApp();
  const invite = useInviteMember();
  const { form, submit } = useSchemaForm(teamInviteSchema, (input) =>
    invite
      .mutateAsync(input)
      .then((sent) => void message.success(`Invitation e-mailed to ${sent.email}`)),
  );
  return (
    <Card title="Invite someone to your team">
      <Form<TeamInviteInput>
        form={form}
        layout="vertical"
        initialValues={{ role: 'staff' }}
        onFinish={async (values) => {
          if (await submit(values)) form.resetFields();
        }}
        disabled={invite.isPending}
      >
        <EmailAndRoleFields
          roles={COMPANY_ROLES.map((value) => ({ value, label: ROLE_NAMES[value] }))}
          help={ROLE_HELP}
        />
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </Form>
    </Card>
  );
}

function MembersCard({ members }: { members: TeamMember[] }) {
  const { message } = App.useApp();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const itemLayout = useItemLayout();
  const failed = (error: unknown) => void message.error(problemMessage(error));
  return (
    <Card title="Members">
      <List<TeamMember>
        itemLayout={itemLayout}
        dataSource={members}
        rowKey="id"
        renderItem={(member) => {
          const other: CompanyRole = member.role === 'owner' ? 'staff' : 'owner';
          return (
            <List.Item
              actions={[
                <Popconfirm
                  key="role"
                  title={`Make ${member.name} ${other === 'owner' ? 'an owner' : 'staff'}?`}
                  description={
                    other === 'owner'
                      ? 'Owners manage everything, billing and this team included.'
                      : 'Staff manage only the cars and the leads.'
                  }
                  okText="Change role"
                  onConfirm={() =>
                    changeRole
                      .mutateAsync({ id: member.id, role: other })
                      .then(() => void message.success('Role changed'), failed)
                  }
                >
                  <Button size="small" aria-label={`Make ${member.name} ${ROLE_NAMES[other]}`}>
                    Make {ROLE_NAMES[other].toLowerCase()}
                  </Button>
                </Popconfirm>,
                <Popconfirm
                  key="remove"
                  title={member.you ? 'Leave the team?' : `Remove ${member.name}?`}
                  description="Their account is closed and signed out everywhere at once."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove
                      .mutateAsync(member.id)
                      .then(() => void message.success('Removed from the team'), failed)
                  }
                >
                  <Button size="small" danger aria-label={`Remove ${member.name}`}>
                    Remove
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    {member.name}
                    <Tag color={member.role === 'owner' ? 'blue' : undefined}>
                      {ROLE_NAMES[member.role]}
                    </Tag>
                    {member.you && <Tag color="green">You</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div style={wrapAnywhere}>{member.email}</div>
                    <div>Joined {formatDate(member.joinedAt)}</div>
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

function InvitationsCard({ invitations }: { invitations: TeamInvitation[] }) {
  const { message } = App.useApp();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const itemLayout = useItemLayout();
  const failed = (error: unknown) => void message.error(problemMessage(error));
  return (
    <Card title="Pending invitations">
      <List<TeamInvitation>
        itemLayout={itemLayout}
        dataSource={invitations}
        rowKey="id"
        locale={{ emptyText: 'No invitations waiting.' }}
        renderItem={(invitation) => (
          <List.Item
            actions={[
              <Button
                key="resend"
                size="small"
                aria-label={`Resend the invitation to ${invitation.email}`}
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() =>
                  resend
                    .mutateAsync(invitation.id)
                    .then(() => void message.success('A new link is on its way'), failed)
                }
              >
                Resend
              </Button>,
              <Popconfirm
                key="revoke"
                title={`Withdraw the invitation for ${invitation.email}?`}
                description="The link stops working at once."
                okText="Withdraw"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  revoke
                    .mutateAsync(invitation.id)
                    .then(() => void message.success('Invitation withdrawn'), failed)
                }
              >
                <Button
                  size="small"
                  danger
                  aria-label={`Withdraw the invitation for ${invitation.email}`}
                >
                  Withdraw
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap size={4} style={wrapAnywhere}>
                  {invitation.email}
                  <Tag>{ROLE_NAMES[invitation.role]}</Tag>
                  {invitation.expired && <Tag color="orange">Expired</Tag>}
                </Space>
              }
              description={
                <>
                  <div>
                    Sent {formatDate(invitation.createdAt)}
                    {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
                  </div>
                  <div>
                    {invitation.expired ? 'Expired' : 'Expires'}{' '}
                    {formatDateTime(invitation.expiresAt)}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * /dashboard/team (owners): invite by e-mail as owner or staff, the members with their roles,
 * and the invitations waiting (resend, withdraw). The server keeps the last owner.
 */
export default function TeamScreen() {
  const team = useTeam();
  return (
    <Space orientation="vertical" size="large" className="screen">
      <InviteCard />
      <QueryState query={team}>
        {(data) => (
          <Space orientation="vertical" size="large" className="screen">
            <MembersCard members={data.members} />
            <InvitationsCard invitations={data.invitations} />
          </Space>
        )}
      </QueryState>
    </Space>
  );
}
