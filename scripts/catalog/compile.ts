// Compiles the hand-edited sources into the catalog snapshot the embedded service loads.
// A pure function of its inputs so tests can feed it broken sources: every problem becomes
// a BuildError naming the file and the field.
//
// The stages (scripts/catalog/stages/, one module each, run in this order) share one
// CompileContext (stages/context.ts): the inputs, the error sink `err(file, field, message)`
// and one key per stage result. A stage declares what it reads as `Needs<'key' | ...>` and
// returns its result; `put` stores it. To add a stage: give its result a key in
// CompileContext, write the module and its test (stages/test-fixtures.ts has small sources),
// and call it in runStages. The compiler stops where noted when a stage reported errors.
//   parse             schemas, slug = file name                         → parsed   (stop)
//   uniqueness        ids and slugs unique per kind
//   tables            slug → taxonomy entry or source record             → tables
//   references        every named slug and SR28 number exists; safe guidelines
//   doneness-texts    steaks and roasts are cooked to a pull temperature, not the final one  (stop)
//   builders          shared wire pieces (taxonomy refs, links, lean)    → build
//   media-records     artwork of cuts, recipes, collections: SVG, hashed → media
//   cuts              CutFull records                                    → cutRecords
//   quantities        every ingredient line's amounts read, quantitydouble → quantities (stop)
//   recipe-totals     line weights, whole-recipe nutrients and allergens → totals   (stop)
//   recipes           RecipeFull records                                 → recipeRecords
//   step-uses         each step's authored lines are the ones the site reads in its text
//   collections       collection records                                 → collectionRecords
//   lookups           the lookups document                               → lookups
//   wire-check        every record against the strict wire schemas                  (stop)
//   snapshot          the CatalogSnapshot                                → snapshot
// nutrition-entries holds the nutrient lists and texts that cuts and recipes share.
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import type { MediaJob } from '@/scripts/catalog/art/media-stage';
import { sharedBuilders } from '@/scripts/catalog/stages/builders';
import { compileCollections } from '@/scripts/catalog/stages/collections';
import {
  put,
  startContext,
  type BuildError,
  type CompileContext,
  type Sources,
  type UsdaSubset,
} from '@/scripts/catalog/stages/context';
import { compileCuts } from '@/scripts/catalog/stages/cuts';
import { checkDonenessTexts } from '@/scripts/catalog/stages/doneness-texts';
import { compileLookups } from '@/scripts/catalog/stages/lookups';
import { mediaRecords } from '@/scripts/catalog/stages/media-records';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { lineQuantities } from '@/scripts/catalog/stages/quantities';
import { recipeTotals } from '@/scripts/catalog/stages/recipe-totals';
import { compileRecipes } from '@/scripts/catalog/stages/recipes';
import { checkReferences } from '@/scripts/catalog/stages/references';
import { checkStepUses } from '@/scripts/catalog/stages/step-uses';
import { assembleSnapshot } from '@/scripts/catalog/stages/snapshot';
import { lookupTables } from '@/scripts/catalog/stages/tables';
import { checkUniqueness } from '@/scripts/catalog/stages/uniqueness';
import { checkWire } from '@/scripts/catalog/stages/wire-check';

export type { BuildError, SourceFile, Sources, UsdaFood, UsdaSubset } from '@/scripts/catalog/stages/context';

export function compileCatalog(
  sources: Sources,
  usda: UsdaSubset,
  generatedAt = new Date().toISOString(),
): { catalog?: CatalogSnapshot; errors: BuildError[]; media?: MediaJob[] } {
  const { ctx, errors } = runStages(sources, usda, generatedAt);
  // The pictures the records name, for scripts/catalog/media.ts to rasterise.
  return ctx ? { errors, catalog: ctx.snapshot, media: ctx.media.jobs() } : { errors };
}

/** Every stage in order; the whole context when none reported an error (tests read stage results). */
export function runStages(
  sources: Sources,
  usda: UsdaSubset,
  generatedAt: string,
): { ctx?: CompileContext; errors: BuildError[] } {
  const ctx = startContext(sources, usda, generatedAt);
  const { errors } = ctx;

  put(ctx, 'parsed', parseSources(ctx));
  if (errors.length) return { errors };
  checkUniqueness(ctx);
  put(ctx, 'tables', lookupTables(ctx));
  checkReferences(ctx);
  checkDonenessTexts(ctx);
  if (errors.length) return { errors };

  put(ctx, 'build', sharedBuilders(ctx));
  put(ctx, 'media', mediaRecords(ctx));
  put(ctx, 'cutRecords', compileCuts(ctx));
  put(ctx, 'quantities', lineQuantities(ctx));
  if (errors.length) return { errors };
  put(ctx, 'totals', recipeTotals(ctx));
  if (errors.length) return { errors };

  put(ctx, 'recipeRecords', compileRecipes(ctx));
  checkStepUses(ctx);
  put(ctx, 'collectionRecords', compileCollections(ctx));
  put(ctx, 'lookups', compileLookups(ctx));
  checkWire(ctx);
  if (errors.length) return { errors };

  put(ctx, 'snapshot', assembleSnapshot(ctx));
  return { ctx, errors };
}
