import { measureAccessibility } from './accessibility';
import { measureCapacityModel } from './capacity';
import { measureFailedImportGrid } from './failed-import-grid';
import { measureFullTemplateImport } from './full-template-import';
import { measureHistory } from './history';
import { measureImportParse } from './import-parse';
import { measureImportScreen } from './import-screen';
import { measureLambdaBundles } from './lambda-bundles';
import { measureLargestPaint } from './largest-paint';
import { measureLoad } from './load';
import { measureLocalLatency } from './local-latency';
import type { Figure } from './report';
import { measureReports } from './reports';
import { measureUnusedGrants } from './unused-grants';
import { measureWebAssets } from './web-assets';

/** Each part of the bench, in the order of the issues that ask for its figures. */
export const BENCH_PARTS: Readonly<Record<string, () => Promise<Figure[]>>> = {
  'Lambda bundles and load times': measureLambdaBundles,
  'local API latency': measureLocalLatency,
  'front-end weights': measureWebAssets,
  'import parsing': measureImportParse,
  'import screen': measureImportScreen,
  'import screen: 25,000-row failed import in the grid': measureFailedImportGrid,
  'largest contentful paint: sign-in and Contract Import in throttled Chromium': measureLargestPaint,
  reports: measureReports,
  'load: 20 brokers uploading at once': measureLoad,
  'full-template import: 100,000 rows, upload to Complete': measureFullTemplateImport,
  'accessibility: axe-core on every screen': measureAccessibility,
  'capacity model: peak figures of the busiest hour': measureCapacityModel,
  'history: validate + save with 50,000 live lines and 200 open imports': measureHistory,
  'IAM: recorded AWS calls against each role, grants never used': measureUnusedGrants,
};
