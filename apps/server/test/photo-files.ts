// Image files as tests upload them, made in memory. Shared with e2e/ (sharp and zlib only).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A phone-like JPEG carrying GPS and camera EXIF, stored rotated (orientation 6) unless
 * `rotated` is false.
 */
export function gpsJpeg(
  width = 600,
  height = 400,
  colour = "#a05a2c",
  { rotated = true } = {},
): Promise<Buffer> {
  const photo = sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 55/1 1/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 25/1 1/1",
      },
    });
  return (rotated ? photo.withMetadata({ orientation: 6 }) : photo).toBuffer();
}

/** A small PNG of one colour. */
export function plainPng(colour = "#336699"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A greyscale PNG of width × height. With `rows` below the height, only that many rows of
 * pixel data follow (a header claiming more than it holds, like a 20,000 × 20,000 image whose
 * size alone must refuse it); with all rows, a real decompression bomb: zeros compress about
 * a thousand to one, so 8,000 × 8,000 (64 megapixels) is a file of some 60 KB.
 */
export function greyPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const raw = Buffer.alloc((width + 1) * rows); // each row: filter byte 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
