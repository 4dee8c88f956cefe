import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { App, Button, Form, Modal } from 'antd';
import { carBlockInputSchema, type VendorBlockReason } from '@core/schemas/trip';
import { useBlockAllCars } from '../../api/carTrips';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../forms/fieldErrors';
import { useFieldProblems } from '../../i18n/fieldProblems';
import { useProblems } from '../../i18n/problems';
import { useVendorT } from '../../i18n/VendorI18n';
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
  const t = useVendorT();
  const problems = { ...useProblems(), ...useFieldProblems() };
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FleetBlockValues>();
  const blockAll = useBlockAllCars();
  const showProblem = (problem: string) =>
    form.setFields([{ name: 'days', errors: [problems.field(problem)] }]);

  const submit = async (values: FleetBlockValues) => {
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
      const result = await blockAll.mutateAsync(parsed.data);
      void message.success(fleetBlockSummary(result, t));
      setOpen(false);
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      showProblem(fields?.from ?? fields?.to ?? problems.problem(error));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('availability.blockAll')}</Button>
      <Modal
        title={t('availability.blockAll')}
        open={open}
        onCancel={() => setOpen(false)}
        okText={t('availability.blockAll')}
        onOk={() => form.submit()}
        confirmLoading={blockAll.isPending}
        destroyOnHidden
      >
        <p>{t('availability.blockAllBody')}</p>
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
            daysLabel={t('availability.daysToBlockAll')}
            reasonLabel={t('availability.reasonAll')}
            firstReason="holiday"
            notePlaceholder={t('availability.notePlaceholderAll')}
          />
        </Form>
      </Modal>
    </>
  );
}
