import { uaeToday } from '@core/rules/uaeTime';
import {
  documentUploadFieldsSchema,
  MAX_DOCUMENT_BYTES,
  type VendorDocument,
  type VendorDocumentList,
} from '@core/schemas/document';
import { parseInput } from '../errors';
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
import { ids, noContent, type ApiRouter } from './apiRouter';
import { uploadReader } from './uploads';
import { sendPrivateFile } from '../web/fileDownload';

const documentId = ids({ id: 'Document not found' });

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
    handler: ({ actor }): Promise<VendorDocumentList> =>
      listOwnDocuments(ownCompanyId(actor), actor),
  });

  api.add({
    method: 'post',
    path: '/vendor/documents',
    policy: documentPolicy.manageOwn,
    idempotent: true,
    status: 201,
    handler: async ({ ctx, actor, deps }) => {
      const companyId = ownCompanyId(actor);
      const { file, fields } = await readDocument(ctx);
      const input = parseInput(documentUploadFieldsSchema(uaeToday()), fields, 'body');
      return addDocument(deps.knex, companyId, input, file, deps.storage, actor);
    },
    changesCatalogue: ({ publicChange }) => publicChange,
    present: ({ result }): VendorDocument => result,
  });

  api.add({
    method: 'get',
    path: '/vendor/documents/:id/file',
    policy: documentPolicy.manageOwn,
    params: documentId,
    cache: 'private, no-store',
    handler: async ({ ctx, actor, params, deps }) => {
      const { doc, file } = await ownDocumentFile(ownCompanyId(actor), params.id, deps.storage);
      sendPrivateFile(ctx, { ...file, name: doc.originalName });
    },
  });

  api.add({
    method: 'delete',
    path: '/vendor/documents/:id',
    policy: documentPolicy.manageOwn,
    params: documentId,
    handler: ({ actor, params, deps }) =>
      deleteOwnDocument(deps.knex, ownCompanyId(actor), params.id, deps.storage, actor),
    changesCatalogue: ({ publicChange }) => publicChange,
    present: noContent,
  });
}
