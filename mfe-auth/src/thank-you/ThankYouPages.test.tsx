import { screen } from '@testing-library/react';
import { paths, useSession } from '@lender/shared';
import { signOut } from '@lender/shared/testing';
import { renderRoutes } from '../test-utils/renderRoutes';
import {
  ApplicationsThankYouPage,
  FormThankYouPage,
  SignupBrokerThankYouPage,
  SignupThankYouPage,
  TypeThankYouPage,
} from './ThankYouPages';
import { ownPattern } from '../paths';

const pages = {
  [ownPattern('signup-thank-you')]: SignupThankYouPage,
  [ownPattern('signup-broker')]: SignupBrokerThankYouPage,
  [ownPattern('applications-thank-you')]: ApplicationsThankYouPage,
  [ownPattern('thank-you-form')]: FormThankYouPage,
  [ownPattern('thank-you-type')]: TypeThankYouPage,
};

beforeEach(() => signOut());

const heading = () => screen.getByRole('heading', { level: 1, name: 'Thank You' });
const loginLink = () => screen.getByRole('link', { name: 'Log in to the portal' });

describe('thank-you pages', () => {
  it('/signup-thankyou: the account was created, with a link to log in', () => {
    renderRoutes(ownPattern('signup-thank-you'), pages);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText(/Your account has been created\./)).toBeInTheDocument();
    expect(loginLink()).toHaveAttribute('href', paths.signIn);
    expect(screen.queryByText(/sales representative/)).not.toBeInTheDocument();
  });

  it('/signup-thankyou: names the rep kept at account setup', () => {
    useSession.getState().setRep({ email: 'rep@lender.example', name: 'Rita Rep' });
    renderRoutes(ownPattern('signup-thank-you'), pages);
    expect(
      screen.getByText(/Your sales representative, Rita Rep/, { selector: 'p' }),
    ).toHaveTextContent(
      'Your sales representative, Rita Rep (rep@lender.example), will be in touch shortly.',
    );
    expect(screen.getByRole('link', { name: 'rep@lender.example' })).toHaveAttribute(
      'href',
      'mailto:rep@lender.example',
    );
  });

  it('/signup/{brokeremail}: a broker will follow up with the email, with a link to log in', () => {
    renderRoutes('/signup/jo%40broker.test', pages);
    expect(heading()).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for signing up. A broker will follow up with jo@broker.test shortly.',
      ),
    ).toBeInTheDocument();
    expect(loginLink()).toHaveAttribute('href', paths.signIn);
  });

  it('/applications/thank-you: the application was received', () => {
    renderRoutes(ownPattern('applications-thank-you'), pages);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText(/Thank you for your application\./)).toBeInTheDocument();
  });

  it('/thank-you/form: the form was submitted', () => {
    renderRoutes(ownPattern('thank-you-form'), pages);
    expect(screen.getByText(/Your form has been submitted\./)).toBeInTheDocument();
  });

  it('/thank-you/{type}: names the type', () => {
    renderRoutes('/thank-you/payoff-request', pages);
    expect(heading()).toBeInTheDocument();
    expect(
      screen.getByText(/We have received your payoff request submission\./),
    ).toBeInTheDocument();
  });
});
