// Local handlers in tests may run five times their deployed time limit (local/api-event.ts says
// why): a slow shared test machine must not turn a correct run into a timed-out one.
process.env.LOCAL_TIME_LIMIT_SCALE = '5';
