// Number inputs give text. This reads the text as the contract's number: empty is "required" (not 0), then the
// contract's own rule (min, max, int) applies with its own message.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export const numberFromText = <Schema extends $ZodType<number, number>>(schema: Schema) =>
  z.pipe(z.pipe(z.string().check(z.trim(), z.minLength(1)), z.coerce.number<string>()), schema);
