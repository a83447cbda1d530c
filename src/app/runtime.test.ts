import { describe, expect, it } from 'vitest';
import { expectedRuntime, renderingRuntime } from '../../tests/helpers/react-runtime';

describe('the runtime', () => {
  it('is React 19 in the unit and component tests, as in the builds (ADR 050)', () => {
    expect(expectedRuntime.react).toMatch(/^19\./);
    expect(renderingRuntime()).toEqual(expectedRuntime);
  });
});
