// Prints vitest's JSON report as one closing line: "Tests: N passed, N failed, N skipped".
import fs from 'node:fs';

const file = process.argv[2];
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1);
