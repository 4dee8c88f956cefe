import {
  adminDocumentsQuerySchema,
  decisionReasonSchema,
  type AdminDocument,
  type AdminDocumentPage,
} from '@core/schemas/admin';
import { adminPolicy } from '../../policies/admin';
import {
  adminDocumentFile,
  approveDocument,
  listDocumentsForReview,
  rejectDocument,
  type DocumentDecision,
} from '../../services/admin/documentReview';
import { ids, type ApiRouter } from '../apiRouter';
import { withEtag } from '../endpoint/versions';
import { documentVersion, documentVersionOf } from './versions';
import { sendPrivateFile } from '../../web/fileDownload';

const documentId = ids({ id: 'Document not found' });
const versioned = (doc: AdminDocument): AdminDocument => withEtag(doc, documentVersionOf);
const presentDecision = (decision: DocumentDecision) => versioned(decision.document);
const badgeMoved = (decision: DocumentDecision) => decision.verification.publicChange;

/**
 * Headers of a document shown in the console's viewer (an <img>, or an <iframe> for a PDF):
 * displayed inline, never cached, never sniffed into another type, framed by our own pages
 * only, and sandboxed, so a crafted PDF cannot run script with the console's origin.
 */
export const DOCUMENT_VIEWER_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Verification documents of every company: the review queue, the viewer's file, decisions. */
export function adminDocumentRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/documents',
    policy: adminPolicy.review,
    query: adminDocumentsQuerySchema,
    handler: ({ actor, query }) => listDocumentsForReview(query, actor),
    present: (page): AdminDocumentPage => ({ ...page, items: page.items.map(versioned) }),
  });

  api.add({
    method: 'get',
    path: '/admin/documents/:id/file',
    policy: adminPolicy.review,
    params: documentId,
    cache: 'private, no-store',
    handler: async ({ ctx, params, deps }) => {
      const { doc, file } = await adminDocumentFile(params.id, deps.storage);
      sendPrivateFile(ctx, { ...file, name: doc.originalName }, 'inline');
      ctx.set('Content-Security-Policy', DOCUMENT_VIEWER_CSP);
    },
  });

  api.add({
    method: 'post',
    path: '/admin/documents/:id/approve',
    policy: adminPolicy.approveDocument,
    params: documentId,
    version: documentVersion,
    handler: ({ actor, params, deps }) =>
      approveDocument(deps.knex, actor, params.id, deps.config.publicUrl),
    changesCatalogue: badgeMoved,
    present: presentDecision,
  });

  api.add({
    method: 'post',
    path: '/admin/documents/:id/reject',
    policy: adminPolicy.rejectDocument,
    params: documentId,
    body: decisionReasonSchema,
    version: documentVersion,
    handler: ({ actor, params, body, deps }) =>
      rejectDocument(deps.knex, actor, params.id, body.reason, deps.config.publicUrl),
    changesCatalogue: badgeMoved,
    present: presentDecision,
  });
}
