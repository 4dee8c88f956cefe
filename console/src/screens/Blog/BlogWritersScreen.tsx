import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { App, Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { INVITATION_ROLES, ROLE_LABELS, type InvitationRole } from '@core/enums';
import type { BlogWriter } from '@core/schemas/blog';
import { useBlogWriters, useEditBlogWriter } from '../../api/blogAdmin';
import { useCurrentUser } from '../../auth/session';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../components/format';
import { UserStatusTag } from '../../components/StatusTags';
import { statusChangeFor } from '../../forms/blogAdminForms';
import { problemMessage } from '../../forms/fieldErrors';
import './blogAdmin.css';

const column = createColumnHelper<BlogWriter>();

const ROLE_OPTIONS = INVITATION_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const ROLE_EFFECT: Record<InvitationRole, string> = {
  admin: 'Admins publish and schedule every post and manage categories, people and settings.',
  writer: 'Writers draft their own posts and submit them for review; they cannot publish.',
};

/** /admin/blog/writers: the blog's writers and admins, their roles and whether they may sign in. */
export default function BlogWritersScreen() {
  const { message, modal } = App.useApp();
  const writers = useBlogWriters();
  const edit = useEditBlogWriter();
  const selfId = useCurrentUser().data?.id ?? 0;

  const changeRole = (writer: BlogWriter, role: InvitationRole) =>
    modal.confirm({
      title: `Make ${writer.name} ${role === 'admin' ? 'an admin' : 'a writer'}?`,
      content: ROLE_EFFECT[role],
      okText: 'Change role',
      onOk: () =>
        edit.mutateAsync({ id: writer.id, patch: { role } }).then(
          () => message.success(`${writer.name} is now ${ROLE_LABELS[role].toLowerCase()}`),
          (error) => message.error(problemMessage(error)),
        ),
    });

  const changeStatus = (writer: BlogWriter) => {
    const { status, label } = statusChangeFor(writer, selfId);
    const deactivating = status === 'disabled';
    modal.confirm({
      title: `${label} ${writer.name}?`,
      content: deactivating
        ? 'They are signed out everywhere at once and cannot sign in until reactivated. Their posts stay as they are.'
        : 'They can sign in again with their e-mail and password.',
      okText: label,
      okButtonProps: { danger: deactivating },
      onOk: () =>
        edit.mutateAsync({ id: writer.id, patch: { status } }).then(
          () =>
            message.success(
              deactivating
                ? `${writer.name} is deactivated and signed out`
                : `${writer.name} is active again`,
            ),
          (error) => message.error(problemMessage(error)),
        ),
    });
  };

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ row: { original: writer } }) => (
          <Space size={4} wrap={false}>
            <Typography.Text strong>{writer.name}</Typography.Text>
            {writer.id === selfId && <Tag>You</Tag>}
          </Space>
        ),
        meta: { nowrap: true },
      }),
      column.accessor('email', { header: 'E-mail', meta: { hideOnPhone: true } }),
      column.accessor('role', {
        header: 'Role',
        cell: ({ row: { original: writer } }) =>
          writer.role === 'vendor' ? (
            ROLE_LABELS[writer.role]
          ) : (
            <Tooltip title={writer.id === selfId ? 'You cannot change your own role' : undefined}>
              <Select<InvitationRole>
                size="small"
                aria-label={`Role of ${writer.name}`}
                value={writer.role}
                options={ROLE_OPTIONS}
                disabled={writer.id === selfId}
                onChange={(role) => changeRole(writer, role)}
                className="blog-role-select"
              />
            </Tooltip>
          ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <UserStatusTag status={info.getValue()} />,
      }),
      column.accessor('postCount', {
        header: 'Posts',
        cell: ({ row: { original: writer } }) => (
          <Tooltip title={`${writer.publishedCount} published of ${writer.postCount}`}>
            <span className="blog-counts">
              {writer.postCount}
              <Typography.Text type="secondary"> / {writer.publishedCount} live</Typography.Text>
            </span>
          </Tooltip>
        ),
        meta: { align: 'end', nowrap: true },
      }),
      column.accessor('lastLoginAt', {
        header: 'Last sign-in',
        cell: (info) => {
          const at = info.getValue();
          return at ? (
            formatDateTime(at)
          ) : (
            <Typography.Text type="secondary">Never</Typography.Text>
          );
        },
        meta: { nowrap: true, hideOnPhone: true },
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end' },
        cell: ({ row: { original: writer } }) => {
          const { label, blockedReason } = statusChangeFor(writer, selfId);
          return (
            <Tooltip title={blockedReason}>
              <Button
                size="small"
                danger={writer.status === 'active'}
                disabled={blockedReason !== null}
                onClick={() => changeStatus(writer)}
                aria-label={`${label} ${writer.name}`}
              >
                {label}
              </Button>
            </Tooltip>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selfId, edit.mutateAsync],
  );

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <Typography.Paragraph type="secondary" className="blog-intro">
        Everyone who writes for the blog. New people join through an invitation; deactivating
        someone signs them out at once and keeps their posts.
      </Typography.Paragraph>
      <DataTable
        aria-label="Writers and admins"
        columns={columns}
        data={writers.data ?? []}
        rowId={(writer) => writer.id}
        loading={writers.isFetching}
        error={writers.error}
        empty={<Typography.Text type="secondary">Nobody writes for the blog yet.</Typography.Text>}
      />
    </Space>
  );
}
