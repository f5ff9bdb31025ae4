import { render, screen } from '@testing-library/react';
import { Section } from './Section';
import * as look from './Section.css';

describe('Section', () => {
  it('is a region named by its h2, with its content after the heading', () => {
    render(
      <Section title="Deal Members" className="panel" titleClassName="heading">
        <p>Members</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Deal Members' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Deal Members' });
    expect(region).toHaveClass('panel');
    expect(heading).toHaveClass('heading');
    expect(region.firstElementChild).toBe(heading);
    expect(region).toHaveTextContent('Deal MembersMembers');
  });

  it('has the standard panel look unless given its own, which replaces it', () => {
    render(
      <>
        <Section title="Standard" />
        <Section title="Own" className="card" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Standard' })).toHaveClass(look.section);
    expect(screen.getByRole('heading', { name: 'Standard' })).toHaveClass(look.heading);
    const own = screen.getByRole('region', { name: 'Own' });
    expect(own).toHaveClass('card');
    expect(own).not.toHaveClass(look.section);
    expect(screen.getByRole('heading', { name: 'Own' })).toHaveClass(look.heading);
  });

  it('takes an id (an anchor to the section)', () => {
    render(<Section id="payments" title="Payments" />);
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveAttribute('id', 'payments');
  });

  it('gives two sections their own heading ids', () => {
    render(
      <>
        <Section title="One" />
        <Section title="Two" />
      </>,
    );
    const one = screen.getByRole('heading', { name: 'One' });
    const two = screen.getByRole('heading', { name: 'Two' });
    expect(one.id).not.toBe(two.id);
    expect(screen.getByRole('region', { name: 'One' })).toHaveAttribute('aria-labelledby', one.id);
    expect(screen.getByRole('region', { name: 'Two' })).toHaveAttribute('aria-labelledby', two.id);
  });
});
