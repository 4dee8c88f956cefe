/**
 * A company's verification documents: sent (PDF, JPEG or PNG by their bytes, at most 15 MB),
 * listed, downloaded by their owner, withdrawn while pending. Files live in the storage's
 * private area (`private/documents/<company>/<random>.<ext>`), never under a public URL. Each
 * change resets the company's verification from its documents (services/verification.ts).
 */
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Knex } from 'knex';
import { missingDocumentKinds } from '@core/rules/verification';
import { uaeToday } from '@core/rules/uaeTime';
import {
  ACCEPTED_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentUploadFields,
  type VendorDocument as VendorDocumentView,
  type VendorDocumentList,
} from '@core/schemas/document';
import { ERROR_CODES } from '@core/schemas/error';
import { HttpError, notFound } from '../errors';
import { VendorDocument } from '../models';
import { presentDocument } from '../presenters/document';
import { documentRules } from '../policies/documents';
import type { Actor } from '../policies/policy';
import type { Storage, StoredFile } from '../storage';
import { documentFacts, refreshVerification } from './verification';
import { transaction } from '../db/transaction';

const EXTENSIONS: Record<(typeof ACCEPTED_DOCUMENT_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export const unsupportedDocument = (message = 'The document must be a PDF, JPEG or PNG file') =>
  new HttpError(415, ERROR_CODES.unsupportedType, message);
export const documentTooLarge = () =>
  new HttpError(
    413,
    ERROR_CODES.tooLarge,
    `The document must be ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB or smaller`,
  );

export async function companyDocuments(
  companyId: number,
  trx?: Knex.Transaction,
): Promise<VendorDocument[]> {
  return VendorDocument.query(trx)
    .where('company_id', companyId)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

export async function listOwnDocuments(
  companyId: number,
  actor: Actor,
): Promise<VendorDocumentList> {
  const docs = await companyDocuments(companyId);
  return {
    items: docs.map((doc) => presentDocument(doc, actor)),
    missing: missingDocumentKinds(docs.map(documentFacts), uaeToday()),
  };
}

async function ownDocument(companyId: number, id: number, trx?: Knex.Transaction) {
  const doc = await VendorDocument.query(trx).findOne({ id, company_id: companyId });
  if (!doc) throw notFound('Document not found');
  return doc;
}

/** A name safe to show and to put in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `document.${extension}`;
}

export interface DocumentChange<T> {
  result: T;
  /** The public verified badge changed. */
  publicChange: boolean;
}

export async function addDocument(
  knex: Knex,
  companyId: number,
  fields: DocumentUploadFields,
  file: { buffer: Buffer; originalname: string },
  storage: Storage,
  actor: Actor,
): Promise<DocumentChange<VendorDocumentView>> {
  const detected = await fileTypeFromBuffer(file.buffer);
  const mime = detected?.mime as (typeof ACCEPTED_DOCUMENT_TYPES)[number] | undefined;
  if (!mime || !ACCEPTED_DOCUMENT_TYPES.includes(mime)) throw unsupportedDocument();
  const extension = EXTENSIONS[mime];
  const key = `private/documents/${companyId}/${randomUUID()}.${extension}`;
  await storage.put(key, file.buffer, mime);
  try {
    return await transaction(async (trx) => {
      const doc = await VendorDocument.query(trx).insertAndFetch({
        companyId,
        kind: fields.kind,
        storageKey: key,
        originalName: cleanFileName(file.originalname, extension),
        mime,
        size: file.buffer.length,
        expiresOn: fields.expiresOn ?? null,
        status: 'pending',
      });
      const change = await refreshVerification(companyId, trx);
      return { result: presentDocument(doc, actor), publicChange: change.publicChange };
    }, knex);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function ownDocumentFile(
  companyId: number,
  id: number,
  storage: Storage,
): Promise<{ doc: VendorDocument; file: StoredFile }> {
  const doc = await ownDocument(companyId, id);
  const file = doc.storageKey ? await storage.get(doc.storageKey) : null;
  if (!file) throw notFound('This document has no stored file');
  return { doc, file };
}

/** Withdraws a document that is still waiting for review (a reviewed one is kept: 409). */
export async function deleteOwnDocument(
  knex: Knex,
  companyId: number,
  id: number,
  storage: Storage,
  actor: Actor,
): Promise<DocumentChange<null>> {
  const { doc, change } = await transaction(async (trx) => {
    const doc = await ownDocument(companyId, id, trx);
    if (!documentRules.withdraw(actor, doc)) {
      throw new HttpError(
        422,
        ERROR_CODES.businessRule,
        'Only a document awaiting review can be withdrawn; send a new one instead',
      );
    }
    const deleted = await VendorDocument.query(trx)
      .delete()
      .where({ id: doc.id, status: 'pending' });
    if (deleted === 0)
      throw new HttpError(409, ERROR_CODES.conflict, 'This document was just reviewed');
    return { doc, change: await refreshVerification(companyId, trx) };
  }, knex);
  if (doc.storageKey) await storage.delete(doc.storageKey);
  return { result: null, publicChange: change.publicChange };
}
