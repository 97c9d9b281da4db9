// Imported first by test-events.ts: the Powertools logger fixes its level when it is created.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
