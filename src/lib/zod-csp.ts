// Side-effect module: import it FIRST in the app entry (before any generated model), so zod never probes
// `new Function` (its fast path), which a strict Content-Security-Policy reports as a violation even when the
// probe's error is caught (R5). Validation results are identical; only the JIT speed-up is lost.
import { config } from 'zod/v4/core';

config({ jitless: true });
