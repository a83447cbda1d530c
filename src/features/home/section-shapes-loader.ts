// Loads ./section-shapes.ts once (docs/performance.md, "Response schemas"). The sections' query starts it beside
// its first request, so when the sections render the module is normally there and is read without suspending;
// otherwise the section suspends (React `use`) until it arrives. A failed load is forgotten, so the section's "Try
// again" loads it again.
import type * as SectionShapes from './section-shapes';

type SectionShapesModule = typeof SectionShapes;

let loading: Promise<SectionShapesModule> | undefined;
let loaded: SectionShapesModule | undefined;

export function loadSectionShapes(): Promise<SectionShapesModule> {
  loading ??= import('./section-shapes').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The module if it has arrived, without waiting. */
export const sectionShapesIfLoaded = (): SectionShapesModule | undefined => loaded;
