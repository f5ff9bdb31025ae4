import { useState } from 'react';
import { Button } from '@lender/shared';
import { InvalidLinkMessage } from '../link-token/InvalidLinkMessage';
import { useLinkToken } from '../link-token/useLinkToken';
import { PasswordSetupForm } from './PasswordSetupForm';
import * as page from '../common/page.css';
import * as styles from './accountSetup.css';

/**
 * /account-setup/{token} and /broker/account-setup/{token}: a thank-you with what comes next,
 * then the password form for the account of the link (its token's audience).
 */
export default function AccountSetupPage() {
  const link = useLinkToken('path');
  const [started, setStarted] = useState(false);

  if (!link)
    return (
      <section className={page.card} aria-labelledby="account-setup-title">
        <h1 id="account-setup-title" className={page.title}>
          Account Setup
        </h1>
        <InvalidLinkMessage />
      </section>
    );

  return (
    <>
      <section className={page.card} aria-labelledby="account-setup-title">
        <h1 id="account-setup-title" className={page.title}>
          Thank You!
        </h1>
        <p className={page.message}>
          Thank you for your interest in financing with us. A sales representative will be in touch
          shortly to schedule your kickoff call.
        </p>
        <h2 className={page.subtitle}>On your kickoff call, we will</h2>
        <ul className={styles.bullets}>
          <li>get to know you, your investment strategy and your experience;</li>
          <li>walk you through our loan programs, rates and terms;</li>
          <li>answer your questions and agree on the next steps of your application.</li>
        </ul>
        {started ? null : (
          <>
            <p className={page.message}>
              To start your application, set up the password of your portal account, {link.email}.
            </p>
            <Button onClick={() => setStarted(true)}>Start Application</Button>
          </>
        )}
      </section>
      {started ? <PasswordSetupForm link={link} /> : null}
    </>
  );
}
