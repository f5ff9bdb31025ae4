import { PIPELINE_GROUPS, PIPELINE_STAGES } from './pipeline';

describe('the pipeline', () => {
  it('has the three groups of spec §4', () => {
    expect(PIPELINE_GROUPS.map((g) => g.label)).toEqual([
      'Processing',
      'In Underwriting',
      'Clear to Close',
    ]);
    expect(PIPELINE_GROUPS[1]?.stages).toHaveLength(9);
  });

  it('lists every stage in order', () => {
    expect(PIPELINE_STAGES).toHaveLength(13);
    expect(PIPELINE_STAGES[0]).toBe('Quoted Deal');
    expect(PIPELINE_STAGES.at(-1)).toBe('Clear to Close');
  });
});
