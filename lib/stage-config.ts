import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '../domain/import/file-limits';
import { formatCount, formatSize } from '../domain/quantities';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../domain/renewals';
import { ROUTES, routeKey } from '../lambdas/routes';

export const STAGE_NAMES = ['dev', 'test', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** The retention periods CloudWatch Logs accepts. */
const RETENTION_DAYS = [1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653];

/** An outside service: the local simulator, or the live service's HTTPS base URL and its key's secret. */
const providerFields = {
  endpoint: z.union([z.literal('simulator'), z.url({ protocol: /^https$/, error: "must be 'simulator' or an https URL" })]),
  secretName: z.string().min(1).optional(),
};
const LIVE_NEEDS = 'is required when the endpoint is a live service';
const isLive = (p: { endpoint: string }) => p.endpoint !== 'simulator';

const providerEndpoint = z
  .object(providerFields)
  .strict()
  .refine((p) => !isLive(p) || p.secretName !== undefined, { path: ['secretName'], message: LIVE_NEEDS });

/**
 * A service that reports back to a `provider` route (e-sign, payments): also the Secrets Manager
 * name of the secret it signs its callbacks with. Without one the stage's webhook refuses every
 * delivery, which is right for a stage on the simulator and wrong for a live one.
 */
const callbackProvider = z
  .object({ ...providerFields, webhookSecretName: z.string().min(1).optional() })
  .strict()
  .refine((p) => !isLive(p) || p.secretName !== undefined, { path: ['secretName'], message: LIVE_NEEDS })
  .refine((p) => !isLive(p) || p.webhookSecretName !== undefined, { path: ['webhookSecretName'], message: `${LIVE_NEEDS} (it signs its callbacks with it)` });

const domain = z
  .object({
    names: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a lower-case host name')).min(1),
    certificateArn: z
      .string()
      .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'must be an ACM certificate ARN in us-east-1 (CloudFront only uses certificates there)'),
  })
  .strict();

/**
 * A throttle of the HTTP API, sized by the capacity model (`npm run capacity`). API Gateway takes
 * at most 10,000 requests a second and a burst of 5,000 per account and Region, across every API.
 */
const throttleSetting = z
  .object({
    rateLimit: z.number().positive().max(10_000, 'must be at most 10,000 (the account\'s limit per Region)'),
    burstLimit: z.number().int().positive().max(5000, 'must be at most 5,000 (the account\'s burst per Region)'),
  })
  .strict()
  .refine((t) => t.burstLimit >= t.rateLimit, { path: ['burstLimit'], message: 'must be at least the rate limit, or a second\'s calls are refused' });

const ROUTE_KEYS: readonly string[] = ROUTES.map(routeKey);

/** The stage's default throttle, which each route takes unless it has its own. */
const throttle = z
  .object({
    rateLimit: throttleSetting.shape.rateLimit,
    burstLimit: throttleSetting.shape.burstLimit,
    routes: z.record(z.string(), throttleSetting).optional(),
  })
  .strict()
  .refine((t) => t.burstLimit >= t.rateLimit, { path: ['burstLimit'], message: 'must be at least the rate limit, or a second\'s calls are refused' })
  .superRefine((t, context) => {
    for (const key of Object.keys(t.routes ?? {}).filter((key) => !ROUTE_KEYS.includes(key))) {
      context.addIssue({ code: 'custom', path: ['routes', key], message: 'must be a route of lambdas/routes.ts, e.g. "GET /reports/{reportname}"' });
    }
  });

const providers = z
  .object({
    postcodeLookup: providerEndpoint,
    // Room for the services later issues add; each is optional until its route exists.
    credit: providerEndpoint.optional(),
    payment: callbackProvider.optional(),
    esign: callbackProvider.optional(),
    ecoes: providerEndpoint.optional(),
    xoserve: providerEndpoint.optional(),
  })
  .strict();

/** What a live provider needs, told to whoever left a stage that must be live on the simulator. */
const LIVE_SETTINGS: Record<keyof z.infer<typeof providers>, string> = {
  postcodeLookup: "the postcode lookup service's https base URL and its secretName",
  credit: "the credit bureau's https base URL and its secretName",
  payment: "the payment service's https base URL, its secretName and its webhookSecretName",
  esign: "the e-sign service's https base URL, its secretName and its webhookSecretName",
  ecoes: "the ECOES service's https base URL and its secretName",
  xoserve: "the Xoserve service's https base URL and its secretName",
};

const stageSchema = z
  .object({
    account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id').optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-west-2').optional(),
    esignEnabled: z.boolean(),
    logRetentionDays: z.number().refine((days) => RETENTION_DAYS.includes(days), `must be one of ${RETENTION_DAYS.join(', ')}`),
    removalPolicy: z.enum(['destroy', 'retain']),
    maxUploadBytes: z
      .number()
      .int()
      .min(MAX_IMPORT_FILE_BYTES, `must be at least ${MAX_IMPORT_FILE_BYTES} (${formatSize(MAX_IMPORT_FILE_BYTES)}), so a template file of ${formatCount(MAX_IMPORT_ROWS, 'rows')} can be uploaded`)
      .max(5 * 1024 ** 3, 'must be at most 5 GiB (the largest single S3 upload)'),
    providers,
    /** Days ahead of a contract's end that its renewal is made for the broker to review and send. */
    renewalWindowDays: z.number().int().min(1).max(366, 'must be at most 366 (a year ahead)').default(DEFAULT_RENEWAL_WINDOW_DAYS),
    domain: domain.optional(),
    throttle,
    /** API requests one address may make in five minutes before the edge's web ACL blocks it (AWS WAF takes at least 10). */
    webAclRateLimit: z.number().int().min(10, 'must be at least 10 (the least AWS WAF takes)').max(2_000_000_000),
    /** Who the stage's alarm topic emails; each address confirms its subscription once after deploy. */
    alarmEmails: z.array(z.email({ error: 'must be an email address' })),
  })
  .strict();

/** Only dev may go unwatched: elsewhere an alarm nobody receives is a failure nobody hears of. */
const WATCHED_STAGES: readonly StageName[] = ['test', 'prod'];

export interface StageConfig extends z.infer<typeof stageSchema> {
  readonly name: StageName;
}

/** Production and any stage whose data outlives it hold real brokers' data: a simulator there would answer them with invented results. */
const mustBeLive = (name: StageName, stage: z.infer<typeof stageSchema>) => name === 'prod' || stage.removalPolicy === 'retain';

const stagesSchema = z
  .object(Object.fromEntries(STAGE_NAMES.map((name) => [name, stageSchema])) as Record<StageName, typeof stageSchema>)
  .strict()
  .superRefine((stages, context) => {
    for (const name of WATCHED_STAGES.filter((name) => stages[name].alarmEmails.length === 0)) {
      context.addIssue({ code: 'custom', path: [name, 'alarmEmails'], message: 'must name at least one address: only dev may have alarms that email no one' });
    }
    for (const name of STAGE_NAMES.filter((name) => mustBeLive(name, stages[name]))) {
      for (const [provider, settings] of Object.entries(LIVE_SETTINGS) as [keyof typeof LIVE_SETTINGS, string][]) {
        if (stages[name].providers[provider]?.endpoint !== 'simulator') continue;
        const message = `${name === 'prod' ? 'production' : 'a stage whose data is retained'} must not run on the simulator; set ${settings}`;
        context.addIssue({ code: 'custom', path: [name, 'providers', provider, 'endpoint'], message });
      }
    }
  });

/**
 * Reads and checks the `stages` context from cdk.json. A bad value fails synth with the path of the
 * field, e.g. `stages.prod.logRetentionDays: must be one of ...`. Account and region fall back to
 * the CLI's CDK_DEFAULT_* so synth needs no account at all.
 */
export function parseStages(raw: unknown, env: NodeJS.ProcessEnv = process.env): Record<StageName, StageConfig> {
  const result = stagesSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  stages.${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid stage configuration in cdk.json:\n${problems.join('\n')}`);
  }
  const withDefaults = (name: StageName): StageConfig => ({
    ...result.data[name],
    name,
    account: result.data[name].account ?? env.CDK_DEFAULT_ACCOUNT,
    region: result.data[name].region ?? env.CDK_DEFAULT_REGION,
  });
  return { dev: withDefaults('dev'), test: withDefaults('test'), prod: withDefaults('prod') };
}
