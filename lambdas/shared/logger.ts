import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container. Log ids and statuses, never whole events or personal data. */
export const logger = new Logger({ serviceName: 'broker-portal' });
