import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Dayjs } from 'dayjs';
import {
  App,
  Button,
  Calendar,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  List,
  Popconfirm,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import {
  carBlockInputSchema,
  type CarBlock,
  type CarBlockReason,
  type VendorBlockReason,
} from '@core/schemas/trip';
import { useCarBlocks, useCreateCarBlock, useDeleteCarBlock } from '../../api/carTrips';
import { useVendorCar } from '../../api/vendorCars';
import { QueryState } from '../../components/QueryState';
import { PHONE_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../forms/fieldErrors';
import { useFieldProblems } from '../../i18n/fieldProblems';
import { useProblems } from '../../i18n/problems';
import type { VendorT } from '../../i18n/strings';
import { useVendorDates, type VendorDates } from '../../i18n/vendorDates';
import { useVendorT } from '../../i18n/VendorI18n';
import { blockLength, blockOn, DAY } from './blockedDays';
import { BlockAllCars } from './BlockAllCars';
import { BlockDaysFields } from './BlockDaysFields';
import './availability.css';

const REASON_COLOURS: Record<CarBlockReason, string> = {
  maintenance: 'orange',
  rented_elsewhere: 'blue',
  holiday: 'purple',
  booked: 'green',
};

interface BlockValues {
  days: [Dayjs, Dayjs] | null;
  reason: VendorBlockReason;
  note: string;
}

const daysText = (block: Pick<CarBlock, 'from' | 'to'>, t: VendorT, dates: VendorDates) =>
  block.from === block.to
    ? dates.tripDate(block.from)
    : t('availability.range', {
        from: dates.tripDate(block.from),
        to: dates.tripDate(block.to),
        days: t('availability.dayCount', { count: blockLength(block) }),
      });

/**
 * Blocks a range of days with a reason (POST /api/vendor/cars/:id/blocks). Core's schema
 * checks it first; any problem, the browser's or the server's (`from`, `to`, or a 409 for days
 * overlapping another block), is shown on the one range box both dates are picked in.
 */
function BlockForm({ carId, picked }: { carId: number; picked: [Dayjs, Dayjs] | null }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const problems = { ...useProblems(), ...useFieldProblems() };
  const [form] = Form.useForm<BlockValues>();
  const create = useCreateCarBlock(carId);
  // A day picked on the calendar starts the range.
  const [seen, setSeen] = useState(picked);
  if (picked !== seen) {
    setSeen(picked);
    if (picked) form.setFieldValue('days', picked);
  }
  const showProblem = (problem: string) =>
    form.setFields([{ name: 'days', errors: [problems.field(problem)] }]);

  const submit = async (values: BlockValues) => {
    const parsed = carBlockInputSchema.safeParse({
      from: values.days?.[0]?.format(DAY) ?? '',
      to: values.days?.[1]?.format(DAY) ?? '',
      reason: values.reason,
      ...(values.note?.trim() ? { note: values.note } : {}),
    });
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(parsed.error.issues);
      showProblem(
        fields.from ?? fields.to ?? Object.values(fields)[0] ?? t('availability.checkDays'),
      );
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      form.resetFields();
      void message.success(t('availability.blocked'));
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      showProblem(fields?.from ?? fields?.to ?? problems.problem(error));
    }
  };

  return (
    <Form<BlockValues>
      form={form}
      layout="vertical"
      initialValues={{ reason: 'maintenance', note: '', days: null }}
      onFinish={submit}
      disabled={create.isPending}
    >
      <BlockDaysFields
        daysLabel={t('availability.daysToBlock')}
        reasonLabel={t('availability.reason')}
        notePlaceholder={t('availability.notePlaceholder')}
      />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('availability.block')}
      </Button>
    </Form>
  );
}

function BlockList({ carId, blocks }: { carId: number; blocks: CarBlock[] }) {
  const { message } = App.useApp();
  const t = useVendorT();
  const dates = useVendorDates();
  const { problem } = useProblems();
  const remove = useDeleteCarBlock(carId);
  if (blocks.length === 0) {
    return <Empty description={t('availability.none')} />;
  }
  return (
    <List
      dataSource={[...blocks].sort((a, b) => a.from.localeCompare(b.from))}
      renderItem={(block) => (
        <List.Item
          actions={[
            <Popconfirm
              key="unblock"
              title={t('availability.unblockTitle')}
              description={t('availability.unblockBody')}
              okText={t('availability.unblock')}
              onConfirm={() =>
                remove.mutateAsync(block.id).then(
                  () => void message.success(t('availability.unblocked')),
                  (error: unknown) => void message.error(problem(error)),
                )
              }
            >
              <Button
                size="small"
                aria-label={t('availability.unblockAria', { days: daysText(block, t, dates) })}
              >
                {t('availability.unblock')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={daysText(block, t, dates)}
            description={
              <Space size={4} wrap>
                <Tag color={REASON_COLOURS[block.reason]}>
                  {t(`labels.blockReason.${block.reason}`)}
                </Tag>
                {block.note && <Typography.Text type="secondary">{block.note}</Typography.Text>}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

/**
 * /dashboard/cars/:id/availability: the car's blocked and booked days on a month calendar, a
 * form to block a range with a reason, the blocks to unblock, and "Block all cars" (the same days
 * on every car of the company, BlockAllCars.tsx). A blocked day hides the car
 * from renters' searches with dates that include it, and its quote says it is not free.
 */
export default function AvailabilityScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const car = useVendorCar(valid ? id : undefined);
  const blocks = useCarBlocks(valid ? id : undefined);
  const phone = useMediaQuery(PHONE_QUERY);
  const t = useVendorT();
  const [picked, setPicked] = useState<[Dayjs, Dayjs] | null>(null);
  const reasonText = (reason: CarBlockReason) => t(`labels.blockReason.${reason}`);

  if (!valid) return <Result status="404" title={t('availability.notFound')} />;

  return (
    <QueryState query={car}>
      {(listing) => (
        <Space orientation="vertical" size="middle" className="screen">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {listing.title}
            </Typography.Title>
            <Flex gap={8} wrap>
              <BlockAllCars />
              <Link to={`/dashboard/cars/${listing.id}/edit`}>
                <Button>{t('availability.editListing')}</Button>
              </Link>
            </Flex>
          </Flex>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={15}>
              <Card title={t('availability.calendar')} size="small">
                <QueryState query={blocks}>
                  {({ items }) => (
                    <Calendar
                      className="availability-calendar"
                      fullscreen={!phone}
                      onSelect={(date: Dayjs, { source }) => {
                        if (source === 'date') setPicked([date, date]);
                      }}
                      // Desktop: the reason as a tag under the day; phones: the day itself
                      // coloured (a phone's cells are too small for words).
                      cellRender={(date: Dayjs, info) => {
                        if (info.type !== 'date') return info.originNode;
                        const block = blockOn(items, date.format(DAY));
                        return block ? (
                          <Tag color={REASON_COLOURS[block.reason]} className="availability-tag">
                            {reasonText(block.reason)}
                          </Tag>
                        ) : null;
                      }}
                      fullCellRender={
                        phone
                          ? (date: Dayjs, info) => {
                              if (info.type !== 'date') return info.originNode;
                              const block = blockOn(items, date.format(DAY));
                              return (
                                <div
                                  className={`${info.prefixCls}-cell-inner${block ? ` availability-day availability-day--${block.reason}` : ''}`}
                                  title={block ? reasonText(block.reason) : undefined}
                                >
                                  {date.date()}
                                </div>
                              );
                            }
                          : undefined
                      }
                    />
                  )}
                </QueryState>
                <Flex gap={8} wrap>
                  {(Object.keys(REASON_COLOURS) as CarBlockReason[]).map((reason) => (
                    <Tag key={reason} color={REASON_COLOURS[reason]}>
                      {reasonText(reason)}
                    </Tag>
                  ))}
                </Flex>
              </Card>
            </Col>
            <Col xs={24} lg={9}>
              <Space orientation="vertical" size="middle" className="screen">
                <Card title={t('availability.blockDays')} size="small">
                  <BlockForm carId={listing.id} picked={picked} />
                </Card>
                <Card title={t('availability.blockedDays')} size="small">
                  <QueryState query={blocks}>
                    {({ items }) => <BlockList carId={listing.id} blocks={items} />}
                  </QueryState>
                </Card>
              </Space>
            </Col>
          </Row>
        </Space>
      )}
    </QueryState>
  );
}
