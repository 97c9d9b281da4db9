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
});
