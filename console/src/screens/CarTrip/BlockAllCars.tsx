import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { App, Button, Form, Modal } from 'antd';
import { carBlockInputSchema, type VendorBlockReason } from '@core/schemas/trip';
import { useBlockAllCars } from '../../api/carTrips';
import { fieldErrorsFromApi, fieldErrorsFromIssues, problemMessage } from '../../forms/fieldErrors';
import { DAY, fleetBlockSummary } from './blockedDays';
import { BlockDaysFields } from './BlockDaysFields';

interface FleetBlockValues {
  days: [Dayjs, Dayjs] | null;
  reason: VendorBlockReason;
  note: string;
}

/**
 * "Block all cars": the same days on every car of the company (a holiday), POST
 * /api/vendor/blocks. Cars already blocked on any of them keep their block; the answer says how
 * many were blocked and how many skipped. Problems show on the range box, as on one car's form.
 */
export function BlockAllCars() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FleetBlockValues>();
  const blockAll = useBlockAllCars();
  const showProblem = (problem: string) => form.setFields([{ name: 'days', errors: [problem] }]);

  const submit = async (values: FleetBlockValues) => {
    const parsed = carBlockInputSchema.safeParse({
      from: values.days?.[0]?.format(DAY) ?? '',
      to: values.days?.[1]?.format(DAY) ?? '',
      reason: values.reason,
      ...(values.note?.trim() ? { note: values.note } : {}),
    });
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(parsed.error.issues);
      showProblem(fields.from ?? fields.to ?? Object.values(fields)[0] ?? 'Check the days');
      return;
    }
    try {
      const result = await blockAll.mutateAsync(parsed.data);
      void message.success(fleetBlockSummary(result));
      setOpen(false);
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      showProblem(fields?.from ?? fields?.to ?? problemMessage(error));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Block all cars</Button>
      <Modal
        title="Block all cars"
        open={open}
        onCancel={() => setOpen(false)}
        okText="Block all cars"
        onOk={() => form.submit()}
        confirmLoading={blockAll.isPending}
        destroyOnHidden
      >
        <p>
          The days are blocked on every car of your company. A car already blocked on any of them
          keeps its block.
        </p>
        {/* Its own name: the fields' ids (and so their labels) differ from the car's form's. */}
        <Form<FleetBlockValues>
          name="blockAllCars"
          form={form}
          layout="vertical"
          initialValues={{ reason: 'holiday', note: '', days: null }}
          onFinish={submit}
          disabled={blockAll.isPending}
        >
          <BlockDaysFields
            daysLabel="Days to block on every car"
            reasonLabel="Reason for every car"
            firstReason="holiday"
            notePlaceholder="e.g. Eid holiday"
          />
        </Form>
      </Modal>
    </>
  );
}
