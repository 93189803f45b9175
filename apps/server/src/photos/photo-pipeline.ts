// heic-decode has no types of its own; the declaration is not a module, so it cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../heic-decode.d.ts" />
import { createHash } from "node:crypto";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MESSAGES,
  THUMB_MAX_SIDE,
} from "@lo/domain";
import decodeHeic from "heic-decode";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import type { ProcessedPhoto } from "../db/photo-store";
import { badRequest, HttpError } from "../errors";

export type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** What the bytes are, by their own signature (never by a name or a declared type). */
export function detectPhotoFormat(bytes: Buffer): PhotoFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "webp";
  }
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    const brand = bytes.toString("latin1", 8, 12);
    if (HEIC_BRANDS.has(brand)) return "heic";
  }
  return undefined;
}

const tooManyPixels = (width: number, height: number) =>
  width * height > MAX_PHOTO_PIXELS || width <= 0 || height <= 0;

/**
 * The decoder of a JPEG, PNG or WebP after its header has been read: its size is checked
 * before any pixel is decoded, and libvips refuses to decode more than the limit anyway.
 */
async function openWithSharp(bytes: Buffer): Promise<Sharp> {
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded here), so the size is known whatever it claims.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(PHOTO_MESSAGES.notAnImage);
  }
  if (!["jpeg", "png", "webp"].includes(metadata.format)) {
    throw badRequest(PHOTO_MESSAGES.notAnImage);
  }
  if (tooManyPixels(metadata.width, metadata.height)) {
    throw badRequest(PHOTO_MESSAGES.tooManyPixels);
  }
  // Rotated upright by its EXIF orientation; the orientation goes with the rest of the metadata.
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" }).rotate();
}

/** HEIC (iPhones): libheif in WebAssembly, the image's size read before its pixels. */
async function openHeic(bytes: Buffer): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw badRequest(PHOTO_MESSAGES.notAnImage);
  }
  try {
    const first = images[0];
    if (!first) throw badRequest(PHOTO_MESSAGES.notAnImage);
    if (tooManyPixels(first.width, first.height)) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: MAX_PHOTO_PIXELS,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(PHOTO_MESSAGES.notAnImage);
  } finally {
    images.dispose();
  }
}

/**
 * design §9: checked by content, re-encoded upright to at most 2048 px as a JPEG with no
 * metadata at all (sharp writes none unless asked: no EXIF, GPS, XMP, IPTC or ICC), plus a
 * thumbnail. Bad input throws a 400 (413 for the size) with a message a person can act on.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
  const format = detectPhotoFormat(bytes);
  if (!format) throw badRequest(PHOTO_MESSAGES.notAnImage);
  const pipeline = format === "heic" ? await openHeic(bytes) : await openWithSharp(bytes);
  let full: { data: Buffer; info: OutputInfo };
  try {
    full = await pipeline
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file, or one whose pixels exceed the limit after all.
    throw badRequest(PHOTO_MESSAGES.notAnImage);
  }
  const thumb = await sharp(full.data)
    .resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: "inside" })
    .jpeg({ quality: 78 })
    .toBuffer();
  return {
    hash: createHash("sha256").update(full.data).digest("hex"),
    full: full.data,
    thumb,
    width: full.info.width,
    height: full.info.height,
  };
}
