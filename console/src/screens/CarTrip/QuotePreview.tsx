import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Card, DatePicker, Descriptions, Flex, Select, Typography } from 'antd';
import { EMIRATES, EMIRATE_LABELS, type Emirate } from '@core/enums';
import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { useVendorQuote } from '../../api/carTrips';
import { problemMessage } from '../../forms/fieldErrors';
import { quoteLines } from './quoteLines';
import { DAY } from './blockedDays';

const uaeToday = () => uaeWallClock(new Date()).slice(0, 10);

/**
 * What a renter's quote shows for this car on sample dates: the answer of
 * GET /api/vendor/cars/:id/quote, the renters' quote made by the same service from the saved
 * listing (an approved car: its public values). Unsaved changes show once saved.
 */
export function QuotePreview({ carId }: { carId: number }) {
  const today = uaeToday();
  const [range, setRange] = useState<[string, string]>([addDays(today, 1), addDays(today, 8)]);
  const [delivery, setDelivery] = useState<Emirate | undefined>();
  const quote = useVendorQuote(carId, { from: range[0], to: range[1], delivery });
  const lines = quote.data ? quoteLines(quote.data) : null;

  return (
    <Card title="Quote preview: what renters see" className="quote-preview">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Sample trip dates"
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          disabledDate={(date: Dayjs) => date.format(DAY) < today}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0].format(DAY), dates[1].format(DAY)]);
          }}
        />
        <Select<Emirate>
          allowClear
          aria-label="Delivery"
          placeholder="Renter collects the car"
          style={{ minWidth: 220 }}
          value={delivery}
          onChange={setDelivery}
          options={EMIRATES.map((value) => ({
            value,
            label: `Deliver in ${EMIRATE_LABELS[value]}`,
          }))}
        />
      </Flex>
      {quote.isError && <Alert type="error" showIcon title={problemMessage(quote.error)} />}
      {quote.data && lines && (
        <Flex vertical gap={12} data-testid="quote-preview">
          {!quote.data.available && (
            <Alert
              type="warning"
              showIcon
              title="Renters see: this car is not free on every day of these dates."
            />
          )}
          <Descriptions bordered size="small" column={1} items={items(lines.paid)} />
          <Typography.Text strong>Held or charged apart</Typography.Text>
          <Descriptions bordered size="small" column={1} items={items(lines.apart)} />
          <Typography.Text type="secondary">
            Quoted from the saved listing: save your changes to see them here.
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

const items = (lines: [string, string][]) =>
  lines.map(([label, value]) => ({ key: label, label, children: value }));
