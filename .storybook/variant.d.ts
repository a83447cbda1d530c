/** Set per Vitest project (vitest.config.ts): which baseline set a story-test run produces. */
declare const __STORY_VARIANT__: 'ltr' | 'rtl' | 'custom';
