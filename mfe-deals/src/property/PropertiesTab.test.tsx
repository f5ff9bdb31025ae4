import { render, screen, within } from '@testing-library/react';
import { dealDetail } from '../test-utils/dealDetail';
import { NO_PROPERTIES_TEXT, PropertiesTab } from './PropertiesTab';

describe('PropertiesTab', () => {
  it('lists address, state, city and zip of each property', () => {
    render(
      <PropertiesTab
        deal={dealDetail({
          properties: [
            { street: '2400 S Congress Ave', city: 'Austin', state: 'TX', zip: '78704' },
            { street: '2404 S Congress Ave', city: null, state: 'TX', zip: null },
          ],
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Address', 'State', 'City', 'Zip']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2400 S Congress AveTXAustin78704',
      '2404 S Congress AveTX--',
    ]);
  });

  it('says when the deal has no properties', () => {
    render(<PropertiesTab deal={dealDetail({ properties: [] })} />);
    expect(screen.getByRole('cell', { name: NO_PROPERTIES_TEXT })).toBeInTheDocument();
    expect(NO_PROPERTIES_TEXT).toBe('No properties are available for this deal.');
  });
});
