/**
 * The photo goals (decision 064): processing a 5 MB phone photo (4032 × 3024, noisy, JPEG q95)
 * takes under 1.5 s, and the 6 thumbnails of a line arrive in under 100 ms in total from a warm
 * server (fetched at once, as a browser does, over real HTTP with the admin's session).
 */
import sharp from "sharp";
import { processPhoto } from "../../apps/server/src/photos/photo-pipeline";
import { percentiles, sample, type rawExec } from "./measure";
import type { BenchRow } from "./row";
import type { RunningServer } from "./suite";

/** A phone-sized photo of grainy content, about 5–6 MB at quality 95. */
export async function phonePhoto(seed = 0): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345 + seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 100 + (state % 40) + ((i % (width * 3)) / (width * 3)) * 80;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export async function measurePhotos(
  server: RunningServer,
  exec: ReturnType<typeof rawExec>,
  label: string,
  samples = 10,
): Promise<BenchRow[]> {
  const photo = await phonePhoto();
  const processing = percentiles(
    await sample(samples, 1, async () => void (await processPhoto(photo))),
  );
  const section = `Photos (${label})`;
  const rows: BenchRow[] = [
    {
      section,
      name: `Process a ${(photo.length / 1e6).toFixed(1)} MB 4032×3024 JPEG`,
      ...processing,
      unit: "ms",
      goal: "p95 < 1500 ms",
      ok: processing.p95 < 1500,
    },
  ];

  const { rows: lines } = await exec(`select id from repair_lines order by id limit 1`);
  const line = lines[0] as { id: number } | undefined;
  if (!line) return rows;
  const urls: string[] = [];
  for (let n = 0; n < 6; n++) {
    const bytes = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 40 * n, g: 90, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const response = await fetch(
      `${server.baseUrl}/lifetime-outfitter/repairs/lines/${line.id}/photos?kind=intake`,
      {
        method: "POST",
        headers: { "content-type": "image/jpeg", cookie: server.admin },
        body: bytes,
      },
    );
    if (!response.ok) throw new Error(`photo upload: ${response.status} ${await response.text()}`);
    urls.push(((await response.json()) as { thumbUrl: string }).thumbUrl);
  }
  const fetchAll = async () => {
    await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(`${server.baseUrl}${url}`, {
          headers: { cookie: server.admin },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`thumbnail: ${response.status}`);
      }),
    );
  };
  const thumbs = percentiles(await sample(40, 5, fetchAll));
  rows.push({
    section,
    name: "A line's 6 thumbnails, together",
    ...thumbs,
    unit: "ms",
    goal: "p95 < 100 ms",
    ok: thumbs.p95 < 100,
  });
  return rows;
}
