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
import { EmailAndRoleFields } from '../../components/InvitationFields';
import { QueryState } from '../../components/QueryState';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useSchemaForm } from '../../forms/useSchemaForm';
import teamStrings from '../../i18n/locales/en/team.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(teamStrings);
addEnglish(labelsStrings);

/** On a phone the buttons go under the person (beside it they squeeze the address). */
const useItemLayout = () =>
  useMediaQuery('(max-width: 575.98px)') ? ('vertical' as const) : ('horizontal' as const);
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function InviteCard() {
  const { message } = App.useApp();
  const t = useVendorT();
  const invite = useInviteMember();
  const { form, submit } = useSchemaForm(teamInviteSchema, (input) =>
    invite
      .mutateAsync(input)
      .then((sent) => void message.success(t('team.invited', { email: sent.email }))),
  );
  return (
    <Card title={t('team.invite')}>
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
          roles={COMPANY_ROLES.map((value) => ({ value, label: t(`labels.role.${value}`) }))}
          help={t('team.roleHelp')}
        />
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t('team.sendInvitation')}
        </Button>
      </Form>
    </Card>
  );
}

function MembersCard({ members }: { members: TeamMember[] }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const itemLayout = useItemLayout();
  const failed = (error: unknown) => void message.error(problem(error));
  return (
    <Card title={t('team.members')}>
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
                  title={t(other === 'owner' ? 'team.makeOwnerTitle' : 'team.makeStaffTitle', {
                    name: member.name,
                  })}
                  description={other === 'owner' ? t('team.ownerBody') : t('team.staffBody')}
                  okText={t('team.changeRole')}
                  onConfirm={() =>
                    changeRole
                      .mutateAsync({ id: member.id, role: other })
                      .then(() => void message.success(t('team.roleChanged')), failed)
                  }
                >
                  <Button
                    size="small"
                    aria-label={t(other === 'owner' ? 'team.makeOwnerAria' : 'team.makeStaffAria', {
                      name: member.name,
                    })}
                  >
                    {other === 'owner' ? t('team.makeOwner') : t('team.makeStaff')}
                  </Button>
                </Popconfirm>,
                <Popconfirm
                  key="remove"
                  title={
                    member.you ? t('team.leaveTitle') : t('team.removeTitle', { name: member.name })
                  }
                  description={t('team.removeBody')}
                  okText={t('team.remove')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove
                      .mutateAsync(member.id)
                      .then(() => void message.success(t('team.removed')), failed)
                  }
                >
                  <Button
                    size="small"
                    danger
                    aria-label={t('team.removeAria', { name: member.name })}
                  >
                    {t('team.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <bdi>{member.name}</bdi>
                    <Tag color={member.role === 'owner' ? 'blue' : undefined}>
                      {t(`labels.role.${member.role}`)}
                    </Tag>
                    {member.you && <Tag color="green">{t('team.you')}</Tag>}
                  </Space>
                }
                description={
                  <>
                    <div style={wrapAnywhere}>
                      <bdi>{member.email}</bdi>
                    </div>
                    <div>{t('team.joined', { date: dates.date(member.joinedAt) })}</div>
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
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const itemLayout = useItemLayout();
  const failed = (error: unknown) => void message.error(problem(error));
  return (
    <Card title={t('team.pending')}>
      <List<TeamInvitation>
        itemLayout={itemLayout}
        dataSource={invitations}
        rowKey="id"
        locale={{ emptyText: t('team.noInvitations') }}
        renderItem={(invitation) => (
          <List.Item
            actions={[
              <Button
                key="resend"
                size="small"
                aria-label={t('team.resendAria', { email: invitation.email })}
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() =>
                  resend
                    .mutateAsync(invitation.id)
                    .then(() => void message.success(t('team.resent')), failed)
                }
              >
                {t('team.resend')}
              </Button>,
              <Popconfirm
                key="revoke"
                title={t('team.withdrawTitle', { email: invitation.email })}
                description={t('team.withdrawBody')}
                okText={t('team.withdraw')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  revoke
                    .mutateAsync(invitation.id)
                    .then(() => void message.success(t('team.withdrawn')), failed)
                }
              >
                <Button
                  size="small"
                  danger
                  aria-label={t('team.withdrawAria', { email: invitation.email })}
                >
                  {t('team.withdraw')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap size={4} style={wrapAnywhere}>
                  <bdi>{invitation.email}</bdi>
                  <Tag>{t(`labels.role.${invitation.role}`)}</Tag>
                  {invitation.expired && <Tag color="orange">{t('team.expired')}</Tag>}
                </Space>
              }
              description={
                <>
                  <div>
                    {invitation.invitedBy
                      ? t('team.sentBy', {
                          date: dates.date(invitation.createdAt),
                          name: invitation.invitedBy,
                        })
                      : t('team.sent', { date: dates.date(invitation.createdAt) })}
                  </div>
                  <div>
                    {t(invitation.expired ? 'team.expiredOn' : 'team.expires', {
                      date: dates.dateTime(invitation.expiresAt),
                    })}
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
