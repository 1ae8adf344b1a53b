/**
 * Testing Library waits 1 s by default for what a page shows after an await (findBy..., waitFor).
 * The app loads its pages lazily, and on a busy 2-core CI machine importing one can take longer
 * than that: a page that does appear must not fail a test for being slow. A test that expects
 * something to stay away asserts it with queryBy..., which does not wait.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

// A module, so the await above may stand at its top level.
export {};
