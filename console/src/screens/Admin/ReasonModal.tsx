import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { DECISION_REASON, decisionReasonSchema, type DecisionReason } from '@core/schemas/admin';
import { useSchemaForm } from '../../forms/useSchemaForm';

interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** What the reason is for, shown above the field (e.g. "The vendor reads this reason."). */
  hint: string;
  /** The field's label (a writer reads a "Comment"). */
  label?: string;
  placeholder?: string;
  onCancel: () => void;
  /** Sends the decision; the modal closes when it went through. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * A refusal, a suspension or a post sent back: the reason is required (3–500 characters,
 * core's rule for every decision's reason).
 */
export function ReasonModal({
  open,
  title,
  okText,
  hint,
  label = 'Reason',
  placeholder = 'e.g. The photos show a different car than the title',
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  const { form, submit, submitting } = useSchemaForm(decisionReasonSchema, ({ reason }) =>
    onSubmit(reason),
  );
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      // Pressed twice, a decision would be sent twice (the second refused as already taken).
      confirmLoading={submitting}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<DecisionReason>
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          if (await submit(values)) onCancel();
        }}
      >
        <Form.Item name="reason" label={label} extra={hint} required>
          <Input.TextArea
            rows={4}
            autoFocus
            maxLength={DECISION_REASON.max}
            showCount
            placeholder={placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
