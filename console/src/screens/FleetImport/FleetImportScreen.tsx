import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert, App, Button, Flex, Space, Tag, Typography, Upload } from 'antd';
import { planUsageText } from '@core/rules/planLimit';
import type { FleetImportPreview } from '@core/schemas/fleetImport';
import {
  FLEET_EXPORT_URL,
  FLEET_TEMPLATE_URL,
  useImportFleet,
  usePreviewFleetImport,
} from '../../api/fleetImport';
import { useVendorSubscription } from '../../api/vendorSubscription';
import { DataTable } from '../../components/DataTable';
import { problemMessage } from '../../forms/fieldErrors';

type PreviewRow = FleetImportPreview['rows'][number];
const column = createColumnHelper<PreviewRow>();
const cars = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`;

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
  const [file, setFile] = useState<File | null>(null);
  const result = file ? preview.data : undefined;

  const columns = useMemo(
    () => [
      column.accessor('line', { header: 'Line', meta: { nowrap: true } }),
      column.accessor('title', {
        header: 'Car',
        meta: { card: 'title' },
        cell: (info) =>
          info.getValue() || <Typography.Text type="secondary">No title</Typography.Text>,
      }),
      column.accessor('errors', {
        header: 'Check',
        cell: ({ getValue }) => {
          const errors = getValue();
          if (errors.length === 0) return <Tag color="green">Ready</Tag>;
          return (
            <ul className="import-errors">
              {errors.map((error) => (
                <li key={`${error.column}-${error.message}`}>
                  <Typography.Text type="danger">
                    <code>{error.column}</code>: {error.message}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          );
        },
      }),
    ],
    [],
  );

  const check = (chosen: File) => {
    setFile(chosen);
    preview.mutate(chosen, { onError: (error) => void message.error(problemMessage(error)) });
  };

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <Typography.Paragraph>
        Add many cars at once from an Excel workbook (.xlsx) or a spreadsheet saved as CSV: one row
        per car, in the template&apos;s columns. Each row is checked before anything is created; the
        cars then wait for review, and you add their photos from My cars.
        {subscription && ` ${planUsageText(subscription.plan, subscription.usage.cars)}.`}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button href={FLEET_TEMPLATE_URL} download>
          Download the template
        </Button>
        <Button href={FLEET_EXPORT_URL} download>
          Export my fleet
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
            {file ? 'Choose another file' : 'Choose an XLSX or CSV file'}
          </Button>
        </Upload>
      </Flex>
      {file && preview.isError && (
        <Alert
          type="error"
          showIcon
          title={file.name}
          description={problemMessage(preview.error)}
        />
      )}
      {file && result && (
        <>
          <Alert
            type={result.invalid > 0 || result.planProblem ? 'warning' : 'success'}
            showIcon
            title={`${file.name}: ${cars(result.valid)} ready, ${result.invalid} ${result.invalid === 1 ? 'row' : 'rows'} with errors`}
            description={
              result.planProblem ??
              (result.invalid > 0
                ? 'Rows with errors are left out. Correct them in the file and choose it again, or create the cars that are ready now.'
                : 'Every row is ready.')
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
                    void message.success(
                      `${cars(created)} created. They wait for review; add their photos from My cars.`,
                    );
                    void navigate('/dashboard/cars?status=pending');
                  },
                  onError: (error) => void message.error(problemMessage(error)),
                })
              }
            >
              Create {cars(result.valid)}
            </Button>
          </Flex>
          <DataTable
            aria-label="Rows of the file"
            columns={columns}
            data={result.rows}
            rowId={(row) => row.line}
          />
        </>
      )}
    </Space>
  );
}
