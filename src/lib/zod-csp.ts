// Side-effect module, imported by whatever parses with zod (the tolerant reader, which validates the start props
// before any screen renders, and the forms), so zod never probes `new Function` (its fast path), which a strict
// Content-Security-Policy reports as a violation even when the probe's error is caught (R5). Validation results
// are identical; only the JIT speed-up is lost. Not in the app entry: zod loads on demand (docs/performance.md,
// "Response schemas").
import { config } from 'zod/v4/core';

config({ jitless: true });
