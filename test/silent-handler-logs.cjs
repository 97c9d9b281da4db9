// Handlers' structured logs stay out of test output; the Powertools logger fixes its level when a
// handler module first creates it, which may be before a test starts its local stack.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
