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
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@core/enums';
import { paymentMethodInputSchema, type PaymentMethod } from '@core/schemas/paymentMethod';
import {
  useAddPaymentMethod,
  useMakeDefaultPaymentMethod,
  usePaymentMethods,
  useRemovePaymentMethod,
} from '../../api/paymentMethods';
import { DataTable } from '../../components/DataTable';
import { paymentMethodLabel } from '../../components/format';
import { NumberInput } from '../../components/NumberInput';
import { useSchemaForm } from '../../forms/useSchemaForm';
import paymentsStrings from '../../i18n/locales/en/payments.json';
import labelsStrings from '../../i18n/locales/en/labels.json';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(paymentsStrings);
addEnglish(labelsStrings);

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
  const t = useVendorT();
  const add = useAddPaymentMethod();
  const { form, submit } = useSchemaForm(
    paymentMethodInputSchema,
    (input) => add.mutateAsync(input).then(() => void message.success(t('payments.saved'))),
    { toInput },
  );
  const kind = Form.useWatch('kind', form) ?? 'card';
  return (
    <Card title={t('payments.add')}>
      <Form<NewMethodValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'card', makeDefault: false }}
        onFinish={async (values) => {
          if (await submit(values)) form.resetFields();
        }}
        disabled={add.isPending}
      >
        <Form.Item name="kind" label={t('payments.type')}>
          <Segmented
            options={PAYMENT_METHOD_KINDS.map((value) => ({
              value,
              label: t(`labels.paymentKind.${value}`),
            }))}
          />
        </Form.Item>
        {kind === 'card' ? (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="number"
                label={t('payments.cardNumber')}
                required
                extra={t('payments.cardNumberExtra')}
              >
                <Input
                  dir="ltr"
                  className="ltr-value"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="holderName" label={t('payments.holder')} required>
                <Input autoComplete="cc-name" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="expMonth" label={t('payments.expMonth')} required>
                <NumberInput min={1} max={12} placeholder="MM" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="expYear" label={t('payments.expYear')} required>
                <NumberInput min={2000} max={2100} placeholder="YYYY" />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <Typography.Paragraph type="secondary">
            {kind === 'bank_transfer' ? t('payments.bankNote') : t('payments.invoiceNote')}
          </Typography.Paragraph>
        )}
        <Form.Item name="makeDefault" valuePropName="checked">
          <Checkbox>{t('payments.makeDefault')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('payments.save')}
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
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const failed = (error: unknown) => message.error(problem(error));

  const columns = useMemo(
    () => [
      column.display({
        id: 'method',
        header: t('payments.method'),
        cell: ({ row: { original: method } }) => (
          <Space>
            <bdi>{paymentMethodLabel(method, (kind) => t(`labels.paymentKind.${kind}`))}</bdi>
            {method.isDefault && <Tag color="blue">{t('payments.default')}</Tag>}
          </Space>
        ),
      }),
      column.accessor('holderName', {
        header: t('payments.name'),
        cell: (info) => info.getValue() ?? '—',
        meta: { hideOnPhone: true },
      }),
      column.accessor('createdAt', {
        header: t('payments.added'),
        cell: (info) => dates.date(info.getValue()),
        meta: { hideOnPhone: true },
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end' },
        cell: ({ row: { original: method } }) => (
          <Space size={4}>
            {!method.isDefault && (
              <Button
                size="small"
                onClick={() => makeDefault.mutate(method.id, { onError: failed })}
              >
                {t('payments.setDefault')}
              </Button>
            )}
            <Popconfirm
              title={t('payments.removeTitle')}
              okText={t('payments.remove')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(method.id).catch(failed)}
            >
              <Button size="small" danger>
                {t('payments.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [makeDefault.mutate, remove.mutateAsync, t, dates],
  );

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <DataTable
        aria-label={t('payments.list')}
        columns={columns}
        data={methods.data?.items ?? []}
        rowId={(method) => method.id}
        loading={methods.isFetching}
        error={methods.error}
        empty={<Typography.Text type="secondary">{t('payments.empty')}</Typography.Text>}
      />
      <AddPaymentMethod />
    </Space>
  );
}
