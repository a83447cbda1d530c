/**
 * Operations the demo shop does not implement yet: orval's generated faker handlers answer them (random but
 * valid data). The contract test fails when this list is out of date in either direction, so it always tells
 * the truth about what the demo shop covers.
 */
export const FAKER_ONLY_OPERATIONS: readonly string[] = [];
