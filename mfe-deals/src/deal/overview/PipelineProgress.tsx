import { Section } from '@lender/shared';
import { pipelineProgress, type PipelineGroup } from './pipelineState';
import * as styles from './overview.css';

const stateText = (group: PipelineGroup): string => {
  if (group.state === 'complete') return 'Complete';
  if (group.state === 'upcoming') return 'Not started';
  const stage = group.stages.find((s) => s.state === 'current');
  return stage && stage.name !== group.label ? `In progress: ${stage.name}` : 'In progress';
};

/**
 * Where an in-process deal stands (spec §4): Processing, In Underwriting, Clear to Close; earlier
 * steps complete, the current one active. An ordered list, each step's state in words.
 */
export function PipelineProgress({ status }: { status: string }) {
  const progress = pipelineProgress(status);
  const known = progress.currentGroup >= 0 || progress.groups.every((g) => g.state === 'complete');
  return (
    <Section title="Loan Progress">
      <ol className={styles.steps}>
        {progress.groups.map((group, index) => (
          <li
            key={group.label}
            className={styles.step[group.state]}
            aria-current={group.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {group.state === 'complete' ? '✓' : index + 1}
            </span>
            <span className={styles.stepLabel}>{group.label}</span>
            <span className={styles.stepState}>{stateText(group)}</span>
          </li>
        ))}
      </ol>
      {known ? null : <p className={styles.note}>Current status: {status || '-'}</p>}
    </Section>
  );
}
