import * as z from 'zod/mini';
import { holdsReport } from '../../domain/access';
import { lineFunctionApplies, REPORT_DEFINITIONS, RESEND_PAYMENT_EMAIL } from '../../domain/reports/definitions';
import { ApiResponse, apiHandler } from '../shared/api-handler';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { customerContractLine } from './contract-store';
import { paymentProvider } from '../outside-services';

const resendPaymentEmailBody = z.object({
  tpiid: z.number().check(z.int(), z.positive()),
  customerid: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** The report that offers each line function, whose number the caller must hold. */
const OFFERED_BY = { [RESEND_PAYMENT_EMAIL.function]: REPORT_DEFINITIONS.contracts.report } as const;

/**
 * `POST /reports/functions/{function}`: a row action. resendpaymentemail takes the
 * row's customerid and the intermediary; the customer must have a contract under an intermediary
 * the caller holds (404 otherwise, so customers cannot be probed), and a payment awaiting payment
 * (409 otherwise: a paid customer is never emailed to pay again). 200 is success.
 */
export const handler = apiHandler(
  'POST /reports/functions/{function}',
  { params: z.object({ function: z.string() }) },
  async ({ params, body, caller, config }) => {
    const report = OFFERED_BY[params.function];
    if (report === undefined) throw new NotFoundError('No such report function');
    if (!holdsReport(caller.profile, report)) throw new ForbiddenError('You are not authorised to view this page');
    const parsed = resendPaymentEmailBody.safeParse(body);
    if (!parsed.success) throw new BadRequestError('Invalid body', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    const { tpiid, customerid } = parsed.data;
    caller.requireIntermediary(tpiid);
    const line = await customerContractLine(config.table('contracts'), tpiid, customerid);
    if (!line) throw new NotFoundError('No such customer');
    if (!lineFunctionApplies(RESEND_PAYMENT_EMAIL, line)) throw new ConflictError(RESEND_PAYMENT_EMAIL.refused);
    const sent = await paymentProvider(config).resendEmail({ tpiid, customerid, customername: line.customername });
    return sent
      ? { message: RESEND_PAYMENT_EMAIL.success }
      : new ApiResponse(502, { message: RESEND_PAYMENT_EMAIL.failure });
  },
);
