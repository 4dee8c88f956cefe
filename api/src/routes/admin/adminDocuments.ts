import {
  adminDocumentsQuerySchema,
  decisionReasonSchema,
  type AdminDocument,
  type AdminDocumentPage,
} from '@core/schemas/admin';
import type { RouterMiddleware } from '@koa/router';
import type { AppContext, AppState } from '../../appContext';
import { idOr404, parseInput } from '../../errors';
import { adminPolicy } from '../../policies/admin';
import {
  adminDocumentFile,
  approveDocument,
  listDocumentsForReview,
  rejectDocument,
  type DocumentDecision,
} from '../../services/admin/documentReview';
import type { ApiRouter } from '../apiRouter';
import { sendPrivateFile } from '../../web/fileDownload';

const documentIdOf = (raw: unknown) => idOr404(raw, 'Document not found');

/**
 * Headers of a document shown in the console's viewer (an <img>, or an <iframe> for a PDF):
 * displayed inline, never cached, never sniffed into another type, framed by our own pages
 * only, and sandboxed, so a crafted PDF cannot run script with the console's origin.
 */
export const DOCUMENT_VIEWER_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

type RouteContext = Parameters<RouterMiddleware<AppState, AppContext>>[0];

function answerDecision(ctx: RouteContext, d: DocumentDecision) {
  if (d.verification.publicChange) ctx.deps.catalogue.changed();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = d.document satisfies AdminDocument;
}

/** Verification documents of every company: the review queue, the viewer's file, decisions. */
export function adminDocumentRoutes(api: ApiRouter) {
  api.add({
    method: 'get',
    path: '/admin/documents',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const query = parseInput(adminDocumentsQuerySchema, ctx.query, 'query');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await listDocumentsForReview(query)) satisfies AdminDocumentPage;
    },
  });

  api.add({
    method: 'get',
    path: '/admin/documents/:id/file',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { doc, file } = await adminDocumentFile(documentIdOf(ctx.params.id), ctx.deps.storage);
      sendPrivateFile(ctx, { ...file, name: doc.originalName }, 'inline');
      ctx.set('Content-Security-Policy', DOCUMENT_VIEWER_CSP);
    },
  });

  api.add({
    method: 'post',
    path: '/admin/documents/:id/approve',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const id = documentIdOf(ctx.params.id);
      answerDecision(ctx, await approveDocument(ctx.deps.knex, ctx.state.actor!, id));
    },
  });

  api.add({
    method: 'post',
    path: '/admin/documents/:id/reject',
    policy: adminPolicy.moderate,
    handler: async (ctx) => {
      const { reason } = parseInput(decisionReasonSchema, ctx.request.body, 'body');
      const id = documentIdOf(ctx.params.id);
      answerDecision(ctx, await rejectDocument(ctx.deps.knex, ctx.state.actor!, id, reason));
    },
  });
}
