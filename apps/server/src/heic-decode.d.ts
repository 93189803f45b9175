/** The parts of heic-decode (no types of its own) that photos/photo-pipeline.ts uses. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface DecodeHeic {
    (options: { buffer: Buffer | Uint8Array }): Promise<DecodedImage>;
    all(options: { buffer: Buffer | Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: DecodeHeic;
  export default decode;
}
