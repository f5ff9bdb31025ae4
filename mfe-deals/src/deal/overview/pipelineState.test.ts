import { pipelineProgress } from './pipelineState';

const states = (status: string) => pipelineProgress(status).groups.map((g) => g.state);

describe('pipelineProgress', () => {
  it('first stage: Processing current', () => {
    const progress = pipelineProgress('Quoted Deal');
    expect(progress.currentGroup).toBe(0);
    expect(progress.currentStage).toBe('Quoted Deal');
    expect(states('Quoted Deal')).toEqual(['current', 'upcoming', 'upcoming']);
  });

  it("stage 'Processing' belongs to In Underwriting, earlier steps complete", () => {
    const progress = pipelineProgress('Processing');
    expect(progress.currentGroup).toBe(1);
    expect(progress.groups[0]?.stages.every((s) => s.state === 'complete')).toBe(true);
    expect(progress.groups[1]?.stages.map((s) => s.state)).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(states('Processing')).toEqual(['complete', 'current', 'upcoming']);
  });

  it('Clear to Close', () => {
    expect(states('Clear to Close')).toEqual(['complete', 'complete', 'current']);
    expect(pipelineProgress('clear to close').currentStage).toBe('Clear to Close');
  });

  it('Funded: all complete', () => {
    expect(states('Funded')).toEqual(['complete', 'complete', 'complete']);
    expect(pipelineProgress('Funded').currentGroup).toBe(-1);
  });

  it('unknown or empty status: nothing current', () => {
    expect(states('On Hold')).toEqual(['upcoming', 'upcoming', 'upcoming']);
    expect(pipelineProgress(null).currentStage).toBeNull();
  });
});
