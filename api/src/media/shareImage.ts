/**
 * Draws a link preview (1200×630 JPEG: WhatsApp, Facebook and X show no SVG): the page's title
 * and a line under it on the left, the car's photo or the post's picture on the right. sharp
 * rasterises the text (an SVG layer; DejaVu/Liberation from the system's fontconfig) and the
 * picture (a stored WebP or a demo SVG drawing).
 */
import { SHARE_IMAGE, SHARE_IMAGE_TEXTS } from '@core/catalogue/shareImages';
import { escapeXml } from './demoArt';

export interface ShareCard {
  title: string;
  /** e.g. "AED 650/day · Dubai"; drawn in the accent colour. */
  subtitle?: string;
  /** The picture's bytes (raster or SVG); none draws the text alone across the image. */
  picture?: Buffer | undefined;
}

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const PICTURE_WIDTH = 560;
const TITLE_SIZE = 54;
const TITLE_LINES = 4;
/** A decompression bomb among stored pictures is refused (as the upload pipeline does). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Greedy word wrap by characters (bold DejaVu Sans averages about 0.62 em a character). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => clip(l, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${clip(kept[maxLines - 1]!, maxChars - 1)}…`;
  return kept.map((l) => clip(l, maxChars));
}

const clip = (text: string, maxChars: number) =>
  text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`;

function textLayer(card: ShareCard, textWidth: number): Buffer {
  const maxChars = Math.floor((textWidth - 112) / (TITLE_SIZE * 0.62));
  const lines = wrapText(card.title, maxChars, TITLE_LINES);
  const titleTop = 250 - ((lines.length - 1) * TITLE_SIZE * 1.15) / 2;
  const tspans = lines
    .map(
      (line, i) =>
        `<text x="64" y="${Math.round(titleTop + i * TITLE_SIZE * 1.15)}" class="t">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitleY = Math.round(titleTop + lines.length * TITLE_SIZE * 1.15 + 24);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<style>
.b{font:700 30px 'DejaVu Sans','Liberation Sans',sans-serif;fill:#fbbf24}
.t{font:700 ${TITLE_SIZE}px 'DejaVu Sans','Liberation Sans',sans-serif;fill:#ffffff}
.s{font:600 36px 'DejaVu Sans','Liberation Sans',sans-serif;fill:#fbbf24}
.f{font:400 24px 'DejaVu Sans','Liberation Sans',sans-serif;fill:#cbd5e1}
</style>
<rect x="64" y="72" width="56" height="6" rx="3" fill="#fbbf24"/>
<text x="64" y="124" class="b">${escapeXml(SHARE_IMAGE_TEXTS.brand)}</text>
${tspans}
${card.subtitle ? `<text x="64" y="${subtitleY}" class="s">${escapeXml(card.subtitle)}</text>` : ''}
<text x="64" y="${HEIGHT - 56}" class="f">${escapeXml(SHARE_IMAGE_TEXTS.tagline)}</text>
</svg>`);
}

export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  // sharp (libvips) is loaded on first use, not at start (see docs/architecture.md).
  const { default: sharp } = await import('sharp');
  const layers: { input: Buffer; left: number; top: number }[] = [];
  let textWidth = WIDTH;
  if (card.picture) {
    try {
      // A photo fills its half; a drawing (the demo's SVG cars) is shown whole on its own light.
      const drawing = /^\s*(<\?xml|<svg)/.test(card.picture.subarray(0, 64).toString('utf8'));
      const picture = await sharp(card.picture, {
        limitInputPixels: MAX_INPUT_PIXELS,
        density: 144,
      })
        .resize(PICTURE_WIDTH, HEIGHT, {
          fit: drawing ? 'contain' : 'cover',
          background: '#eef2f7',
        })
        .flatten({ background: '#eef2f7' })
        .toBuffer();
      layers.push({ input: picture, left: WIDTH - PICTURE_WIDTH, top: 0 });
      textWidth = WIDTH - PICTURE_WIDTH;
    } catch {
      // An unreadable picture: the card is drawn with its text alone.
    }
  }
  layers.push({ input: textLayer(card, textWidth), left: 0, top: 0 });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#0b1f3a' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
