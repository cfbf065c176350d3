// The field helpers of the v2 wire format, per mode. One definition, two modes: `strict`
// rejects unknown keys and requires every field (used by the service's tests); `tolerant` drops
// unknown keys and defaults missing fields (used by the client against a real upstream, which
// may drift).
import { z } from 'zod';

export type WireMode = 'strict' | 'tolerant';

export function fieldsFor(mode: WireMode) {
  const strict = mode === 'strict';
  const obj = <T extends z.ZodRawShape>(shape: T) => (strict ? z.strictObject(shape) : z.object(shape));
  // Field helpers: required in strict mode, defaulted in tolerant mode.
  const str = () =>
    strict
      ? z.string()
      : z
          .string()
          .nullable()
          .default('')
          .transform((v) => v ?? '');
  const int = () => (strict ? z.number().int() : z.number().default(0));
  const num = () => (strict ? z.number() : z.number().default(0));
  const bool = () => (strict ? z.boolean() : z.boolean().default(false));
  const nint = () => (strict ? z.number().int().nullable() : z.number().nullable().default(null));
  const list = <T extends z.ZodType>(item: T) =>
    strict
      ? z.array(item)
      : z
          .array(item)
          .nullable()
          .default([])
          .transform((v) => v ?? []);
  const opt = <T extends z.ZodType>(schema: T) => schema.optional();
  return { strict, obj, str, int, num, bool, nint, list, opt };
}

export type Fields = ReturnType<typeof fieldsFor>;
