import type { ReactNode } from 'react';
import { App, Button, Popconfirm, type ButtonProps } from 'antd';
import { useProblems } from '../i18n/problems';
import { useVendorT } from '../i18n/VendorI18n';

interface DeleteButtonProps {
  /** The question, e.g. "Delete this post?". */
  title: string;
  description?: ReactNode;
  /** The deletion; its failure is said in a message. */
  onDelete: () => Promise<unknown>;
  /** Said when it is done, e.g. "Post deleted". */
  done: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  disabled?: boolean;
}

/** A danger button that asks first, then deletes and says how it went. */
export function DeleteButton({
  title,
  description,
  onDelete,
  done,
  size,
  type,
  disabled,
}: DeleteButtonProps) {
  const { message } = App.useApp();
  const t = useVendorT();
  const { problem } = useProblems();
  return (
    <Popconfirm
      title={title}
      description={description ?? t('errors.deleteConfirm')}
      okText={t('errors.delete')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        onDelete().then(
          () => message.success(done),
          (error: unknown) => message.error(problem(error)),
        )
      }
    >
      <Button size={size} type={type} danger disabled={disabled}>
        {t('errors.delete')}
      </Button>
    </Popconfirm>
  );
}
