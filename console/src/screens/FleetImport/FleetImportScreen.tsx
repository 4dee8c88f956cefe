import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert, App, Button, Flex, Space, Tag, Typography, Upload } from 'antd';
import { planImportProblem } from '@core/rules/planLimit';
import type { FleetImportPreview } from '@core/schemas/fleetImport';
import {
  FLEET_EXPORT_URL,
  FLEET_TEMPLATE_URL,
  useImportFleet,
  usePreviewFleetImport,
} from '../../api/fleetImport';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { DataTable } from '../../components/DataTable';
import fleetImportStrings from '../../i18n/locales/en/fleetImport.json';
import { useFieldProblems } from '../../i18n/fieldProblems';
import { useProblems } from '../../i18n/problems';
import { addEnglish } from '../../i18n/strings';
import { useVendorT } from '../../i18n/VendorI18n';

addEnglish(fleetImportStrings);

type PreviewRow = FleetImportPreview['rows'][number];
const column = createColumnHelper<PreviewRow>();

/**
 * /dashboard/cars/import: the fleet from a spreadsheet. The file is checked first (a dry run:
 * each row with its errors in the car form's words), then its valid rows are created in one go,
 * waiting for review; photos are added per car afterwards.
 */
export default function FleetImportScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const preview = usePreviewFleetImport();
  const importFleet = useImportFleet();
  const subscription = useVendorSubscription().data;
  const t = useVendorT();
  const problems = { ...useProblems(), ...useFieldProblems() };
  const [file, setFile] = useState<File | null>(null);
  const result = file ? preview.data : undefined;
  const cars = (count: number) => t('fleetImport.cars', { count });
  // The server words the plan's problem in English; with the plan at hand it is said here.
  const planProblem = (preview: FleetImportPreview) =>
    preview.planProblem &&
    (subscription &&
    planImportProblem(subscription.plan, subscription.usage.cars, preview.valid) !== null
      ? t('fleetImport.planProblem', {
          plan: subscription.plan.name,
          limit: subscription.plan.carLimit,
          used: subscription.usage.cars,
          adding: preview.valid,
          excess: t('fleetImport.rowCount', {
            count:
              preview.valid - Math.max(0, subscription.plan.carLimit - subscription.usage.cars),
          }),
        })
      : preview.planProblem);

  const columns = useMemo(
    () => [
      column.accessor('line', { header: t('fleetImport.line'), meta: { nowrap: true } }),
      column.accessor('title', {
        header: t('fleetImport.car'),
        meta: { card: 'title' },
        cell: (info) =>
          info.getValue() || (
            <Typography.Text type="secondary">{t('fleetImport.noTitle')}</Typography.Text>
          ),
      }),
      column.accessor('errors', {
        header: t('fleetImport.check'),
        cell: ({ getValue }) => {
          const errors = getValue();
          if (errors.length === 0) return <Tag color="green">{t('fleetImport.ready')}</Tag>;
          return (
            <ul className="import-errors">
              {errors.map((error) => (
                <li key={`${error.column}-${error.message}`}>
                  <Typography.Text type="danger">
                    <code>{error.column}</code>: {problems.field(error.message)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const check = (chosen: File) => {
    setFile(chosen);
    preview.mutate(chosen, { onError: (error) => void message.error(problems.problem(error)) });
  };

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <Typography.Paragraph>
        {t('fleetImport.intro')}
        {subscription &&
          ` ${t('fleetImport.usage', {
            used: subscription.usage.cars,
            limit: subscription.plan.carLimit,
            plan: subscription.plan.name,
          })}`}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button href={FLEET_TEMPLATE_URL} download>
          {t('fleetImport.template')}
        </Button>
        <Button href={FLEET_EXPORT_URL} download>
          {t('fleetImport.export')}
        </Button>
        <Upload
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          beforeUpload={(chosen) => {
            check(chosen);
            return false;
          }}
        >
          <Button type="primary" loading={preview.isPending}>
            {file ? t('fleetImport.another') : t('fleetImport.choose')}
          </Button>
        </Upload>
      </Flex>
      {file && preview.isError && (
        <Alert
          type="error"
          showIcon
          title={<bdi>{file.name}</bdi>}
          description={problems.problem(preview.error)}
        />
      )}
      {file && result && (
        <>
          <Alert
            type={result.invalid > 0 || result.planProblem ? 'warning' : 'success'}
            showIcon
            title={t('fleetImport.result', {
              file: file.name,
              ready: cars(result.valid),
              invalid: t('fleetImport.rows', { count: result.invalid }),
            })}
            description={
              planProblem(result) ??
              (result.invalid > 0 ? t('fleetImport.someInvalid') : t('fleetImport.allReady'))
            }
          />
          <Flex gap={8} wrap>
            <Button
              type="primary"
              disabled={result.valid === 0 || result.planProblem !== null}
              loading={importFleet.isPending}
              onClick={() =>
                importFleet.mutate(file, {
                  onSuccess: ({ created }) => {
                    void message.success(t('fleetImport.created', { cars: cars(created) }));
                    void navigate('/dashboard/cars?status=pending');
                  },
                  onError: (error) => void message.error(problems.problem(error)),
                })
              }
            >
              {t('fleetImport.create', { cars: cars(result.valid) })}
            </Button>
          </Flex>
          <DataTable
            aria-label={t('fleetImport.rowsLabel')}
            columns={columns}
            data={result.rows}
            rowId={(row) => row.line}
          />
        </>
      )}
    </Space>
  );
}
