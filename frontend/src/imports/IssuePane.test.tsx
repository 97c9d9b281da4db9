import { fireEvent, render, screen } from '@testing-library/react';
import IssuePane from './IssuePane';

describe('the Errors pane of a customer tab', () => {
  it("names each link by the record and field it goes to, apart from the tree's own buttons", () => {
    const onGoTo = jest.fn();
    const issue = { line: 1, entity: 'site', field: 'posttown', path: 'sites.0', message: 'Town must be entered' };
    render(<IssuePane label="Errors" issues={[issue]} onGoTo={onGoTo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Site Town' }));
    expect(onGoTo).toHaveBeenCalledWith(issue);
  });

  it('names a warning read from a file row by that row and its column, linking to its customer', () => {
    const onGoTo = jest.fn();
    const issue = { line: 1, row: 4, column: 'SIC Code', path: '', message: "Customer details differ from row 2: SIC Code is 47110 here, 56102 there; the first row's were kept" };
    render(<IssuePane label="Warnings" issues={[issue]} onGoTo={onGoTo} />);
    expect(screen.getByRole('row', { name: /File row 4 SIC Code Customer details differ/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to File row 4' }));
    expect(onGoTo).toHaveBeenCalledWith(issue);
  });
});
