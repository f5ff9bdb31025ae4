// Appraisal, title and inspection status of a deal (spec §4).

export type MilestoneStatus = 'Needed' | 'Ordered' | 'Completed';
export type AppraisalStatus = 'Needed' | 'Pending Payment' | 'In Process' | 'Completed';

export interface MilestoneDates {
  OrderedDate?: string | null;
  CompletedDate?: string | null;
}

const isSet = (value: string | null | undefined): boolean => Boolean(value && value.trim());

/** Title and inspection: Needed, Ordered (ordered date set), Completed (completed date set). */
export const milestoneStatus = (milestone: MilestoneDates | null | undefined): MilestoneStatus => {
  if (isSet(milestone?.CompletedDate)) return 'Completed';
  if (isSet(milestone?.OrderedDate)) return 'Ordered';
  return 'Needed';
};

/** Appraisal: once ordered, 'In Process' if Paid is the string 'true', else 'Pending Payment'. */
export const appraisalStatus = (
  appraisal: (MilestoneDates & { Paid?: string | boolean | null }) | null | undefined,
): AppraisalStatus => {
  const status = milestoneStatus(appraisal);
  if (status !== 'Ordered') return status;
  return String(appraisal?.Paid) === 'true' ? 'In Process' : 'Pending Payment';
};

/** The appraisal fee can be paid by card: ordered, not paid, not completed. */
export const appraisalPaymentDue = (appraisal: Parameters<typeof appraisalStatus>[0]): boolean =>
  appraisalStatus(appraisal) === 'Pending Payment';
