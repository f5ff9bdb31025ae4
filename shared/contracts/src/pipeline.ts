// The deal pipeline of spec §4: its groups and stages, in order (the statuses a deal passes through
// before funding). How a deal's status shows against them is mfe-deals' (deal/overview/pipelineState.ts).

export interface PipelineGroupDefinition {
  label: string;
  stages: readonly string[];
}

export const PIPELINE_GROUPS: readonly PipelineGroupDefinition[] = [
  { label: 'Processing', stages: ['Quoted Deal', 'Submitted Deal', 'Application'] },
  {
    label: 'In Underwriting',
    stages: [
      'Submitted to Operations',
      'Processing',
      'Borrower Underwriting',
      'Approval Submitted 1',
      'Approval Approved 1',
      'Property Underwriting',
      'Approval Submitted 2',
      'Approval Approved 2',
      'Final Estimate Issued',
    ],
  },
  { label: 'Clear to Close', stages: ['Clear to Close'] },
];

/** Every stage of the pipeline, in order (the statuses a deal passes through before funding). */
export const PIPELINE_STAGES: readonly string[] = PIPELINE_GROUPS.flatMap((group) => group.stages);
