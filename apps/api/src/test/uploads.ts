import sharp from 'sharp';

/** A multipart/form-data body with one file and text fields, as app.inject takes it. */
export function multipartBody(file: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const b = '----gifthub-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

/** A real PNG (half-transparent) of the given size. */
export const testPng = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF metadata (camera make, a GPS-ish comment) that re-encoding must drop. */
export const testJpegWithExif = (width = 10, height = 7) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Leaky 9000', ImageDescription: 'home at 51.5N 0.12W' } })
    .toBuffer();
