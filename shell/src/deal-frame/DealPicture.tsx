import { useState } from 'react';
import type { DealDetail } from '@lender/contracts';
import { useRuntimeConfig } from '@lender/shared';
import { streetAddress, streetViewSrc } from './dealPicture';
import { SampleHouse } from './SampleHouse';
import * as styles from './dealFrame.css';

/**
 * The property's street view from the configured service, or the sample picture when none is
 * configured, the deal has no address, or the service does not answer with an image.
 */
export function DealPicture({ deal }: { deal: DealDetail }) {
  const { streetViewUrl } = useRuntimeConfig();
  const address = streetAddress(deal);
  const src = streetViewSrc(streetViewUrl, address);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={styles.picture}>
      {src && src !== failed ? (
        <img
          className={styles.pictureImage}
          src={src}
          alt={`Street view of ${address}`}
          width={640}
          height={360}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <SampleHouse className={styles.pictureImage} />
      )}
    </div>
  );
}
