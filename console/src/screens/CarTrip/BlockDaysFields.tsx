import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Input, Select } from 'antd';
import { uaeWallClock } from '@core/rules/uaeTime';
import type { VendorBlockReason } from '@core/schemas/trip';
import { useVendorT } from '../../i18n/VendorI18n';
import { blockReasonOptions, DAY } from './blockedDays';

/**
 * The fields of a block (days, reason, note) for one car's form and the whole fleet's: the days
 * from today in the UAE, the reasons a vendor may give with `firstReason` first.
 */
export function BlockDaysFields({
  daysLabel,
  reasonLabel,
  firstReason,
  notePlaceholder,
}: {
  daysLabel: string;
  reasonLabel: string;
  firstReason?: VendorBlockReason;
  notePlaceholder: string;
}) {
  const t = useVendorT();
  const today = uaeWallClock(new Date()).slice(0, 10);
  return (
    <>
      <Form.Item
        name="days"
        label={t('availability.days')}
        rules={[{ required: true, message: t('availability.chooseDays') }]}
      >
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          aria-label={daysLabel}
          disabledDate={(date: Dayjs) => date.format(DAY) < today}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('availability.reason')} required>
        <Select aria-label={reasonLabel} options={blockReasonOptions(t, firstReason)} />
      </Form.Item>
      <Form.Item name="note" label={t('availability.note')}>
        <Input maxLength={200} placeholder={notePlaceholder} />
      </Form.Item>
    </>
  );
}
