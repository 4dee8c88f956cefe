import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Input, Select } from 'antd';
import { uaeWallClock } from '@core/rules/uaeTime';
import type { VendorBlockReason } from '@core/schemas/trip';
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
  const today = uaeWallClock(new Date()).slice(0, 10);
  return (
    <>
      <Form.Item
        name="days"
        label="Days"
        rules={[{ required: true, message: 'Choose the first and last day to block' }]}
      >
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          aria-label={daysLabel}
          disabledDate={(date: Dayjs) => date.format(DAY) < today}
        />
      </Form.Item>
      <Form.Item name="reason" label="Reason" required>
        <Select aria-label={reasonLabel} options={blockReasonOptions(firstReason)} />
      </Form.Item>
      <Form.Item name="note" label="Note (only you see it)">
        <Input maxLength={200} placeholder={notePlaceholder} />
      </Form.Item>
    </>
  );
}
