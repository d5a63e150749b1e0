// Prints vitest's JSON report as one closing line: "Tests: N passed, N failed, N skipped".
// Exits non-zero when a test failed, none ran, or vitest reported the run unsuccessful
// (e.g. an unhandled error outside any test).
import fs from 'node:fs';

const file = process.argv[2];
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
if (report.success === false && report.numFailedTests === 0) console.log('vitest reported the run as unsuccessful (unhandled errors or failed suites: see above)');
process.exit(report.success !== false && report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
