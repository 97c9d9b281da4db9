import Box from '@cloudscape-design/components/box';
import { commissionTotal } from '../../../domain/import/commission';
import type { EntityRecord, ImportCustomer } from '../../../domain/import';
import { formatPounds } from '../../../domain/preauthorisation/initial-payment';

/** A meter point's commission over its contract's term, in pounds with two decimals. */
export default function CommissionSummary({ customer, meterpoint }: { customer: ImportCustomer; meterpoint: EntityRecord }) {
  const contract = customer.contracts?.[Number(meterpoint.contractindex ?? 0)] ?? customer.contracts?.[0];
  const term = Number(contract?.contractterm ?? 0);
  const total = commissionTotal(Number(meterpoint.upliftvalue ?? 0), Number(meterpoint.eac ?? meterpoint.aq ?? 0), term);
  return (
    <Box>
      <Box variant="awsui-key-label">Commission over the term</Box>
      <div aria-label="Commission over the term">{formatPounds(total)}</div>
    </Box>
  );
}
