import { resourceFormat, resourceHref, resourceTitle, type ResourceFile } from './resourceFiles';
import * as styles from './resources.css';

/** Download links, one per template. */
export function ResourceList({ files }: { files: readonly ResourceFile[] }) {
  return (
    <ul className={styles.list}>
      {files.map((file) => (
        <li key={file.fileName} className={styles.item}>
          <a href={resourceHref(file)} download={file.fileName} className={styles.link}>
            {resourceTitle(file)}
            <span className={styles.format}> ({resourceFormat(file)})</span>
          </a>
          <p className={styles.description}>{file.description}</p>
        </li>
      ))}
    </ul>
  );
}
