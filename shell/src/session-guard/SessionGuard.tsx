import { Button, Modal } from '@lender/shared';
import { formatCountdown, isCountdownWarning } from './sessionGuardRules';
import { useSessionGuard } from './useSessionGuard';
import {
  CONTINUE_LABEL,
  CONTINUE_RETRY_LABEL,
  COUNTDOWN_LEAD,
  IDLE_TEXT,
  RENEW_FAILED_LEAD,
  SESSION_MODAL_TITLE,
} from './sessionModalText';
import * as styles from './SessionGuard.css';

/** Mounted in the signed-in layout: the Session Expiring modal and the guard behind it. */
export function SessionGuard() {
  const guard = useSessionGuard();
  const time = formatCountdown(guard.secondsLeft);
  const warning = isCountdownWarning(guard.secondsLeft);
  const label = guard.renewFailed ? CONTINUE_RETRY_LABEL : CONTINUE_LABEL;
  return (
    <Modal
      open={guard.open}
      onOpenChange={() => undefined}
      title={SESSION_MODAL_TITLE}
      closeOnEscape={false}
      closeOnOutsideClick={false}
      showCloseButton={false}
      description={guard.renewFailed ? undefined : IDLE_TEXT}
    >
      <p role="timer" aria-live="off">
        {guard.renewFailed ? RENEW_FAILED_LEAD : COUNTDOWN_LEAD}
        <span className={warning ? styles.warning : undefined}>{time}</span>.
      </p>
      <Button processing={guard.renewing} processingText={label} onClick={guard.continueSession}>
        {label}
      </Button>
    </Modal>
  );
}
