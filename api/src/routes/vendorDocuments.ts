import { uaeToday } from '@core/rules/verification';
import {
  documentUploadFieldsSchema,
  MAX_DOCUMENT_BYTES,
  type VendorDocument,
  type VendorDocumentList,
} from '@core/schemas/document';
import { idOr404, parseInput } from '../errors';
import { documentPolicy } from '../policies/documents';
import { ownCompanyId } from '../services/ownCompany';
import {
  addDocument,
  deleteOwnDocument,
  documentTooLarge,
  listOwnDocuments,
  ownDocumentFile,
  unsupportedDocument,
} from '../services/vendorDocuments';
import type { ApiRouter } from './apiRouter';
import { uploadReader } from './uploads';
import { sendPrivateFile } from '../web/fileDownload';

const documentIdOf = (raw: unknown) => idOr404(raw, 'Document not found');

const readDocument = uploadReader({
  what: 'document',
  maxBytes: MAX_DOCUMENT_BYTES,
  fields: 2,
  tooLarge: documentTooLarge,
  unsupported: unsupportedDocument,
});

/** The company's verification documents (files only ever to their owner here). */
export function vendorDocumentRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/vendor/documents',
    policy: documentPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listOwnDocuments(companyId)) satisfies VendorDocumentList;
    },
  });

  api.add({
    method: 'post',
    path: '/vendor/documents',
    policy: documentPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      const { file, fields } = await readDocument(ctx);
      const input = parseInput(documentUploadFieldsSchema(uaeToday()), fields, 'body');
      const { result, publicChange } = await addDocument(
        ctx.deps.knex,
        companyId,
        input,
        file,
        ctx.deps.storage,
      );
      if (publicChange) ctx.deps.catalogue.changed();
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = result satisfies VendorDocument;
    },
  });

  api.add({
    method: 'get',
    path: '/vendor/documents/:id/file',
    policy: documentPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      const { doc, file } = await ownDocumentFile(
        companyId,
        documentIdOf(ctx.params.id),
        ctx.deps.storage,
      );
      sendPrivateFile(ctx, { ...file, name: doc.originalName });
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/documents/:id',
    policy: documentPolicy.manageOwn,
    handler: async (ctx) => {
      const companyId = ownCompanyId(ctx.state.actor!);
      const { publicChange } = await deleteOwnDocument(
        ctx.deps.knex,
        companyId,
        documentIdOf(ctx.params.id),
        ctx.deps.storage,
      );
      if (publicChange) ctx.deps.catalogue.changed();
      ctx.status = 204;
    },
  });
}
