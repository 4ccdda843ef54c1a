// A node:test reporter that writes one line per test file: the seconds its
// tests took (from the test runner's own durations; a file's `before` hook
// counts in its first test) and its path, for scripts/test.sh's table of the
// slowest files. Used beside the spec reporter:
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./tests/tools/time-reporter.mjs --test-reporter-destination=FILE ...
export default async function* timeReporter(source) {
  const files = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const f = files.get(event.data.file) || { ms: 0, tests: 0, failed: 0 };
      f.ms += event.data.details?.duration_ms || 0;
      f.tests += 1;
      if (event.type === 'test:fail') f.failed += 1;
      files.set(event.data.file, f);
    }
  }
  for (const [file, f] of files) {
    yield `${(f.ms / 1000).toFixed(1)}\t${f.tests}\t${f.failed}\t${file}\n`;
  }
}
