// Rasterises the pictures the compile step drew (scripts/catalog/art/media-stage.ts): recipe,
// cut and collection artwork in 16:9, 4:3 and 1:1 (Google's Recipe image ratios, all well over
// 50,000 pixels) and 1200 × 630 share cards. A file's name carries its SVG's hash, so a file
// that exists is already right: only new pictures are drawn, and files no job names are removed.
import { existsSync, mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { MediaJob } from '@/scripts/catalog/art/media-stage';
import { mediaDir, snapshotDir } from '@/scripts/catalog/paths';

export const MEDIA_FOLDERS = ['recipes', 'cuts', 'collections'] as const;
// libjpeg at 80, progressive: flat illustration compresses well. (mozjpeg saves ~10% of the
// bytes but costs ~85 ms an image, which doubles a cold build.)
export const JPEG = { quality: 80, progressive: true } as const;

export async function renderMedia(jobs: MediaJob[]): Promise<{ written: number; kept: number; removed: number }> {
  for (const folder of MEDIA_FOLDERS) mkdirSync(join(mediaDir, folder), { recursive: true });
  const wanted = new Set(jobs.map((j) => j.file));
  let removed = 0;
  for (const folder of MEDIA_FOLDERS)
    for (const name of readdirSync(join(mediaDir, folder)))
      if (!wanted.has(`${folder}/${name}`)) {
        unlinkSync(join(mediaDir, folder, name));
        removed++;
      }
  const todo = jobs.filter((j) => !existsSync(join(mediaDir, j.file)));
  const queue = [...todo];
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const out = join(mediaDir, job.file);
      mkdirSync(dirname(out), { recursive: true });
      // Written under a temporary name first: an interrupted build never leaves a partial
      // file under a name that says it is complete.
      await sharp(Buffer.from(job.svg)).jpeg(JPEG).toFile(`${out}.tmp`);
      renameSync(`${out}.tmp`, out);
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker));
  writeFileSync(join(snapshotDir, 'media-manifest.json'), JSON.stringify([...wanted].sort()));
  return { written: todo.length, kept: jobs.length - todo.length, removed };
}
