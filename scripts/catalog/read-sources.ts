import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { SourceFile, Sources, UsdaSubset } from '@/scripts/catalog/compile';
import { dataDir, root, usdaSubsetFile } from '@/scripts/catalog/paths';
import { taxonomyFiles } from '@/scripts/catalog/source-schema';

function readYaml(path: string): unknown {
  return parse(readFileSync(path, 'utf8'));
}

function readFolder(kind: string, problems: string[]): SourceFile[] {
  const dir = join(dataDir, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .flatMap((f) => {
      const path = join(dir, f);
      try {
        return [{ file: relative(root, path), data: readYaml(path) }];
      } catch (error) {
        problems.push(`${relative(root, path)}: (yaml): ${(error as Error).message.split('\n')[0]}`);
        return [];
      }
    });
}

export function readSources(): { sources: Sources; problems: string[] } {
  const problems: string[] = [];
  const taxonomy: Record<string, unknown> = {};
  for (const name of Object.keys(taxonomyFiles)) {
    const path = join(dataDir, 'taxonomy', name);
    try {
      taxonomy[name] = readYaml(path);
    } catch (error) {
      problems.push(`data/taxonomy/${name}: (yaml): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return {
    sources: {
      taxonomy,
      cuts: readFolder('cuts', problems),
      ingredients: readFolder('ingredients', problems),
      recipes: readFolder('recipes', problems),
      collections: readFolder('collections', problems),
    },
    problems,
  };
}

export function readUsda(): UsdaSubset {
  return JSON.parse(readFileSync(usdaSubsetFile, 'utf8')) as UsdaSubset;
}
