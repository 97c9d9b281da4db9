import { render, screen } from '@testing-library/react';
import ImportStatus from './ImportStatus';
import { indicatorTypeOf } from '../../test-support/status-indicator';

describe('an import status at a glance', () => {
  it.each([
    [3, 'Validation Failed', 'error'],
    [4, 'Awaiting Verification', 'info'],
    [9, 'Complete', 'success'],
    [10, 'Rejected', 'stopped'],
  ])('draws status %i, %s, as %s, its name read as text', (status, name, type) => {
    render(<ImportStatus status={status} name={name} />);
    expect(indicatorTypeOf(name)).toBe(type);
    expect(screen.getByText(name).textContent).toBe(name);
  });
});
