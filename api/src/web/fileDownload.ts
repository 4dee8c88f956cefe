/**
 * Sending a private file (a vendor's verification document) to the one person allowed to see
 * it. The name is the uploader's, but its extension is always the one of the type we detected
 * and stored (a `contract.html` that is really a PDF downloads as `contract.pdf`, so no browser
 * or desktop opens it as a page or a program), and it travels as RFC 6266 `filename*` (UTF-8)
 * with an ASCII `filename` fallback, so an Arabic name arrives intact.
 */
import contentDisposition from 'content-disposition';
import type { Context } from 'koa';

const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The download's name: the uploader's name without its own extension, plus the stored type's. */
export function downloadName(originalName: string, contentType: string): string {
  const extension = EXTENSION_OF_TYPE[contentType] ?? 'bin';
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    // Control characters and quotes have no place in a header or a file name.
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .replace(/\.[^.]{1,10}$/u, '')
    .trim();
  return `${base || 'document'}.${extension}`;
}

export function sendPrivateFile(
  ctx: Context,
  file: { name: string; contentType: string; body: Buffer | NodeJS.ReadableStream },
  disposition: 'attachment' | 'inline' = 'attachment',
): void {
  ctx.set(
    'Content-Disposition',
    contentDisposition(downloadName(file.name, file.contentType), { type: disposition }),
  );
  ctx.type = file.contentType;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}
