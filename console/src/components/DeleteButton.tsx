import type { ReactNode } from 'react';
import { App, Button, Popconfirm, type ButtonProps } from 'antd';
import { problemMessage } from '../forms/fieldErrors';

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
  description = 'This cannot be undone.',
  onDelete,
  done,
  size,
  type,
  disabled,
}: DeleteButtonProps) {
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        onDelete().then(
          () => message.success(done),
          (error: unknown) => message.error(problemMessage(error)),
        )
      }
    >
      <Button size={size} type={type} danger disabled={disabled}>
        Delete
      </Button>
    </Popconfirm>
  );
}
