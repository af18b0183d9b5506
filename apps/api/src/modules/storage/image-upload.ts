import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { imageTypeOf, svgProblem, unsafeSvgText } from '../../lib/images';
import type { TStorage } from './storage';

/**
 * The one way an uploaded image is stored (team logos and action-page images, campaign heroes, catalogue images, the
 * media gallery): checked by its bytes (never by its name or declared type), size-limited, and re-encoded. Raster
 * images are decoded and encoded again with sharp, so metadata (EXIF, GPS, comments) and anything appended after
 * the image data are dropped; PNG, WebP and GIF keep their transparency, a JPEG stays a JPEG. An SVG is kept as
 * text but refused when it could run or fetch anything.
 */
export type TImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';
export type TStoredImage = { key: string; contentType: TImageType; bytes: number; width: number | null; height: number | null };

export const IMAGE_EXT: Record<TImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };
const TYPE_NAMES: Record<TImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF', 'image/webp': 'WebP', 'image/svg+xml': 'SVG' };

export const imageUploadTexts = {
  tooLarge: (maxBytes: number) => `File must be at most ${maxBytes / 1024 / 1024} MB.`,
  unreadable: 'The image could not be read. Please choose another file.',
  tooManyPixels: 'The image is too large. Please choose one of at most 8000 × 8000 pixels.',
  unsafeSvg: unsafeSvgText,
} as const;

/** "File must be a PNG, JPEG or WebP image." for the types a caller accepts. */
export const typesMessage = (types: readonly TImageType[]) => {
  const names = types.map((t) => TYPE_NAMES[t]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `File must be a ${list} image.`;
};

/** Decompression bombs: a small file may claim a huge canvas; sharp refuses to decode past this. */
const MAX_PIXELS = 8000 * 8000;

async function reencode(buffer: Buffer, type: Exclude<TImageType, 'image/svg+xml'>) {
  const animated = type === 'image/gif' || type === 'image/webp';
  // rotate() applies the EXIF orientation before the metadata is dropped, so a phone photo stays upright.
  const image = sharp(buffer, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const encoded =
    type === 'image/png'
      ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
      : type === 'image/jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : type === 'image/webp'
          ? image.webp({ quality: 90, alphaQuality: 100 })
          : image.gif();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

async function svgSize(buffer: Buffer) {
  const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
  return { width: meta.width ?? null, height: meta.height ?? null };
}

/** Checks and re-encodes an upload without storing it: the bytes to store, their type and size. */
export async function prepareImage(buffer: Buffer, opts: { maxBytes: number; types: readonly TImageType[]; field?: string }) {
  const field = opts.field ?? 'file';
  if (buffer.length > opts.maxBytes) throw AppError.field(field, imageUploadTexts.tooLarge(opts.maxBytes));
  const sniffed = imageTypeOf(buffer) as TImageType | null;
  if (!sniffed || !opts.types.includes(sniffed)) throw AppError.field(field, typesMessage(opts.types));
  try {
    if (sniffed === 'image/svg+xml') {
      const problem = svgProblem(buffer.toString('utf8'));
      if (problem) throw AppError.field(field, problem);
      return { body: buffer, contentType: sniffed, ...(await svgSize(buffer)) };
    }
    const out = await reencode(buffer, sniffed);
    return { body: out.data, contentType: sniffed, width: out.width, height: out.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const pixels = /pixel limit/i.test((err as Error).message ?? '');
    throw AppError.field(field, pixels ? imageUploadTexts.tooManyPixels : imageUploadTexts.unreadable);
  }
}

/** A random storage key: {prefix}-{16 hex}.{ext}. */
export const randomImageKey = (prefix: string, contentType: TImageType) => `${prefix}-${randomBytes(8).toString('hex')}.${IMAGE_EXT[contentType]}`;

/** Checks, re-encodes and stores an uploaded image under a new random key with the given prefix. */
export async function storeImageUpload(
  storage: TStorage,
  file: { buffer: Buffer },
  opts: { prefix: string; maxBytes: number; types: readonly TImageType[]; field?: string },
): Promise<TStoredImage> {
  const image = await prepareImage(file.buffer, opts);
  const key = randomImageKey(opts.prefix, image.contentType);
  await storage.put(key, image.body, image.contentType);
  return { key, contentType: image.contentType, bytes: image.body.length, width: image.width, height: image.height };
}

/** A stored image copied under a new key (a gallery image chosen as a logo or hero keeps showing when the gallery's copy is deleted). */
export async function copyStoredImage(storage: TStorage, fromKey: string, prefix: string): Promise<string | null> {
  const file = await storage.get(fromKey);
  if (!file) return null;
  const ext = fromKey.split('.').pop()!;
  const key = `${prefix}-${randomBytes(8).toString('hex')}.${ext}`;
  await storage.put(key, file.body, file.contentType);
  return key;
}
