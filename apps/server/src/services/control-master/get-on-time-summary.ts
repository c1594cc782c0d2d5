import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationScope } from '../../policy/policy.js';
import { summarizeInvoiceFile, type OnTimeGrouping } from '../../repositories/invoice-files.js';

/** One group of a file's packages, named by the grouping field (absent for packages of an unknown service). */
export type OnTimeSummaryRow = components['schemas']['OnTimeSummaryRow'];

/**
 * One invoice file's packages grouped by audit status, service (`charge_description`) or ground vs express,
 * with their count and the net the file bills them. A file the viewer may not see is not found.
 */
export async function getOnTimeSummary(
  context: SignedInContext,
  controlId: string,
  grouping: OnTimeGrouping,
): Promise<OnTimeSummaryRow[]> {
  const groups = await summarizeInvoiceFile(
    context.db,
    organizationScope(context.viewer),
    controlId,
    grouping,
  );
  if (!groups) throw new AppError('not_found', `There is no invoice file with Control ID ${controlId}`);
  return groups.map(
    (group) =>
      ({
        ...(group.value === null ? {} : { [grouping]: group.value }),
        packages_count: group.packages_count,
        net_spend: Number(group.net_spend),
      }) as OnTimeSummaryRow,
  );
}
