import { Link, isCustomer, useSession, Section } from '@lender/shared';
import { FiledRequests } from './FiledRequests';
import { ACH_FORM_HREF, SERVICING_FORMS } from './servicingForms';
import * as styles from './servicingRequests.css';

export const NOT_CUSTOMER_TEXT =
  'Servicing requests are filed by borrowers from their own account.';

/** /dashboard/servicing-requests: the menu of the four forms, the ACH form, the filed requests. */
export default function ServicingRequestsPage() {
  const customer = useSession(isCustomer);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Servicing Requests</h1>
        <p className={styles.intro}>Choose the request you want to file about one of your loans.</p>
      </header>
      {customer ? (
        <>
          <nav aria-label="Servicing request forms">
            <ul className={styles.menu}>
              {SERVICING_FORMS.map((form) => (
                <li key={form.kind} className={styles.menuItem}>
                  <Link to={form.to} className={styles.menuLink}>
                    {form.title}
                  </Link>
                  <p className={styles.menuText}>{form.description}</p>
                </li>
              ))}
            </ul>
          </nav>
          <Section title="Recurring Payments">
            <p className={styles.text}>
              To pay by automatic monthly debit, fill in and sign the ACH authorization form, then
              send it to servicing.
            </p>
            <a href={ACH_FORM_HREF} download className={styles.download}>
              Download the ACH Recurring Payment Authorization Form (PDF)
            </a>
          </Section>
          <FiledRequests />
        </>
      ) : (
        <p className={styles.section}>{NOT_CUSTOMER_TEXT}</p>
      )}
    </div>
  );
}
