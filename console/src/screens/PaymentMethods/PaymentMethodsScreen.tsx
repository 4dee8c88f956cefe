import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Segmented,
  Space,
  Tag,
  Typography,
} from 'antd';
import {
  PAYMENT_METHOD_KINDS,
  PAYMENT_METHOD_KIND_LABELS,
  type PaymentMethodKind,
} from '@core/enums';
import { paymentMethodInputSchema, type PaymentMethod } from '@core/schemas/paymentMethod';
import {
  useAddPaymentMethod,
  useMakeDefaultPaymentMethod,
  usePaymentMethods,
  useRemovePaymentMethod,
} from '../../api/paymentMethods';
import { DataTable } from '../../components/DataTable';
import { formatDate, paymentMethodLabel } from '../../components/format';
import { problemMessage } from '../../forms/fieldErrors';
import { NumberInput } from '../../components/NumberInput';
import { useSchemaForm } from '../../forms/useSchemaForm';

const column = createColumnHelper<PaymentMethod>();

interface NewMethodValues {
  kind: PaymentMethodKind;
  number?: string;
  expMonth?: number;
  expYear?: number;
  holderName?: string;
  makeDefault?: boolean;
}

/** Only the fields of the chosen kind are sent (the schema refuses others). */
const toInput = ({ kind, number, expMonth, expYear, holderName, makeDefault }: NewMethodValues) =>
  kind === 'card'
    ? { kind, number, expMonth, expYear, holderName: holderName ?? '', makeDefault }
    : { kind, makeDefault };

function AddPaymentMethod() {
  const { message } = App.useApp();
  const add = useAddPaymentMethod();
  const { form, submit } = useSchemaForm(
    paymentMethodInputSchema,
    (input) => add.mutateAsync(input).then(() => void message.success('Payment method saved')),
    { toInput },
  );
  const kind = Form.useWatch('kind', form) ?? 'card';
  return (
    <Card title="Add a payment method">
      <Form<NewMethodValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'card', makeDefault: false }}
        onFinish={async (values) => {
          if (await submit(values)) form.resetFields();
        }}
        disabled={add.isPending}
      >
        <Form.Item name="kind" label="Type">
          <Segmented
            options={PAYMENT_METHOD_KINDS.map((value) => ({
              value,
              label: PAYMENT_METHOD_KIND_LABELS[value],
            }))}
          />
        </Form.Item>
        {kind === 'card' ? (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="number"
                label="Card number"
                required
                extra="Only the brand, last four digits and expiry are kept."
              >
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="holderName" label="Name on card" required>
                <Input autoComplete="cc-name" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="expMonth" label="Expiry month" required>
                <NumberInput min={1} max={12} placeholder="MM" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="expYear" label="Expiry year" required>
                <NumberInput min={2000} max={2100} placeholder="YYYY" />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <Typography.Paragraph type="secondary">
            {kind === 'bank_transfer'
              ? 'We e-mail bank details with each bill; the plan starts when the transfer arrives.'
              : 'We send a monthly invoice, payable within 14 days.'}
          </Typography.Paragraph>
        )}
        <Form.Item name="makeDefault" valuePropName="checked">
          <Checkbox>Use for my plan (make default)</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Save payment method
        </Button>
      </Form>
    </Card>
  );
}

/** /dashboard/payment-methods: saved cards (brand and last four only), bank transfer, invoice. */
export default function PaymentMethodsScreen() {
  const { message } = App.useApp();
  const methods = usePaymentMethods();
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const failed = (error: unknown) => message.error(problemMessage(error));

  const columns = useMemo(
    () => [
      column.display({
        id: 'method',
        header: 'Method',
        cell: ({ row: { original: method } }) => (
          <Space>
            {paymentMethodLabel(method)}
            {method.isDefault && <Tag color="blue">Default</Tag>}
          </Space>
        ),
      }),
      column.accessor('holderName', {
        header: 'Name',
        cell: (info) => info.getValue() ?? '—',
        meta: { hideOnPhone: true },
      }),
      column.accessor('createdAt', {
        header: 'Added',
        cell: (info) => formatDate(info.getValue()),
        meta: { hideOnPhone: true },
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'right' },
        cell: ({ row: { original: method } }) => (
          <Space size={4}>
            {!method.isDefault && (
              <Button
                size="small"
                onClick={() => makeDefault.mutate(method.id, { onError: failed })}
              >
                Make default
              </Button>
            )}
            <Popconfirm
              title="Remove this payment method?"
              okText="Remove"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(method.id).catch(failed)}
            >
              <Button size="small" danger>
                Remove
              </Button>
            </Popconfirm>
          </Space>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [makeDefault.mutate, remove.mutateAsync],
  );

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <DataTable
        aria-label="Payment methods"
        columns={columns}
        data={methods.data?.items ?? []}
        rowId={(method) => method.id}
        loading={methods.isFetching}
        error={methods.error}
        empty={
          <Typography.Text type="secondary">
            No payment methods yet. The Free plan needs none.
          </Typography.Text>
        }
      />
      <AddPaymentMethod />
    </Space>
  );
}
