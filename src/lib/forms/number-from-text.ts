// Number inputs give text. This reads the text as the contract's number: empty is "required" (not 0), then the
// contract's own rule (min, max, int) applies with its own message.
import * as z from 'zod';

export const numberFromText = <Schema extends z.ZodType<number, number>>(schema: Schema) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>()).pipe(schema);
