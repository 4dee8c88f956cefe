import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Card, DatePicker, Descriptions, Flex, Select, Typography } from 'antd';
import { EMIRATES, type Emirate } from '@core/enums';
import { addDays } from '@core/rules/tripDays';
import { uaeWallClock } from '@core/rules/uaeTime';
import { useVendorQuote } from '../../api/carTrips';
import { useProblems } from '../../i18n/problems';
import { useVendorI18n } from '../../i18n/VendorI18n';
import { useVendorLabels } from '../../i18n/vendorLabels';
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
  const { language, t } = useVendorI18n();
  const labels = useVendorLabels();
  const { problem } = useProblems();
  const lines = quote.data ? quoteLines(quote.data, { t, labels, language }) : null;

  return (
    <Card title={t('quote.title')} className="quote-preview">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('quote.sampleDates')}
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          disabledDate={(date: Dayjs) => date.format(DAY) < today}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0].format(DAY), dates[1].format(DAY)]);
          }}
        />
        <Select<Emirate>
          allowClear
          aria-label={t('quote.deliveryAria')}
          placeholder={t('quote.collectPlaceholder')}
          style={{ minWidth: 220 }}
          value={delivery}
          onChange={setDelivery}
          options={EMIRATES.map((value) => ({
            value,
            label: t('quote.deliverIn', { emirate: labels.emirate[value] }),
          }))}
        />
      </Flex>
      {quote.isError && <Alert type="error" showIcon title={problem(quote.error)} />}
      {quote.data && lines && (
        <Flex vertical gap={12} data-testid="quote-preview">
          {!quote.data.available && (
            <Alert type="warning" showIcon title={t('quote.unavailable')} />
          )}
          <Descriptions bordered size="small" column={1} items={items(lines.paid)} />
          <Typography.Text strong>{t('quote.apart')}</Typography.Text>
          <Descriptions bordered size="small" column={1} items={items(lines.apart)} />
          <Typography.Text type="secondary">{t('quote.savedOnly')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

const items = (lines: [string, string][]) =>
  lines.map(([label, value]) => ({ key: label, label, children: value }));
