// Where a deal's status sits in the pipeline of spec §4 (the contracts' PIPELINE_GROUPS): earlier
// steps complete, the current one active. The deal overview's PipelineProgress shows it.
import { PIPELINE_GROUPS } from '@lender/contracts';

type StepState = 'complete' | 'current' | 'upcoming';

/** Statuses past the pipeline: every step shows complete. */
const PAST_PIPELINE = new Set(['Funded', 'Closed', 'Closed Won']);

interface PipelineStage {
  name: string;
  state: StepState;
}

export interface PipelineGroup {
  label: string;
  state: StepState;
  stages: PipelineStage[];
}

export interface PipelineProgress {
  groups: PipelineGroup[];
  /** Index of the current group; -1 when the status is unknown (all upcoming) or past the pipeline. */
  currentGroup: number;
  /** The stage name matched, or null. */
  currentStage: string | null;
}

const ALL_STAGES = PIPELINE_GROUPS.flatMap((group, groupIndex) =>
  group.stages.map((name) => ({ name, groupIndex })),
);

/** Where a deal status (a stage name, case-insensitive) sits in the pipeline. */
export const pipelineProgress = (status: string | null | undefined): PipelineProgress => {
  const wanted = (status ?? '').trim().toLowerCase();
  const past = PAST_PIPELINE.has((status ?? '').trim());
  const position = past
    ? ALL_STAGES.length
    : ALL_STAGES.findIndex((s) => s.name.toLowerCase() === wanted);
  let flatIndex = 0;
  const groups = PIPELINE_GROUPS.map((group): PipelineGroup => {
    const stages = group.stages.map((name): PipelineStage => {
      const index = flatIndex++;
      const state: StepState =
        position < 0
          ? 'upcoming'
          : index < position
            ? 'complete'
            : index === position
              ? 'current'
              : 'upcoming';
      return { name, state };
    });
    const state: StepState = stages.every((s) => s.state === 'complete')
      ? 'complete'
      : stages.some((s) => s.state !== 'upcoming')
        ? 'current'
        : 'upcoming';
    return { label: group.label, state, stages };
  });
  const match = position >= 0 && position < ALL_STAGES.length ? ALL_STAGES[position] : undefined;
  return {
    groups,
    currentGroup: match ? match.groupIndex : -1,
    currentStage: match ? match.name : null,
  };
};
