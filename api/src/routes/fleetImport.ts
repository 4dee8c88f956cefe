import {
  fleetImportQuerySchema,
  type FleetImportPreview,
  type FleetImportResult,
} from '@core/schemas/fleetImport';
import { carPolicy } from '../policies/cars';
import {
  fleetCsv,
  fleetFileTooLarge,
  fleetTemplateCsv,
  importFleet,
  MAX_FLEET_FILE_BYTES,
  previewFleetImport,
  unsupportedFleetFile,
} from '../services/fleetImport';
import type { ApiRouter } from './apiRouter';
import { uploadReader } from './uploads';

const readFleetUpload = uploadReader({
  what: 'CSV or XLSX file',
  maxBytes: MAX_FLEET_FILE_BYTES,
  fields: 2,
  tooLarge: fleetFileTooLarge,
  unsupported: unsupportedFleetFile,
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The fleet spreadsheet (services/fleetImport.ts): the template, the import (a dry run first)
 * and the export, in the same columns. New listings wait for review, so the public catalogue
 * does not change.
 */
export function fleetImportRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/cars/import/template',
    policy: carPolicy.importFleet,
    handler: ({ ctx }) => {
      ctx.attachment('fleet-template.csv');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = fleetTemplateCsv();
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/cars/import',
    policy: carPolicy.importFleet,
    query: fleetImportQuerySchema,
    status: 200,
    handler: async ({ ctx, actor, query }): Promise<FleetImportPreview | FleetImportResult> => {
      const { file } = await readFleetUpload(ctx);
      return query.dryRun
        ? previewFleetImport(actor, file.buffer)
        : importFleet(actor, file.buffer);
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/cars.csv',
    policy: carPolicy.importFleet,
    handler: async ({ ctx, actor }) => {
      const csv = await fleetCsv(actor);
      ctx.attachment(`fleet-${today()}.csv`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },
  });
}
