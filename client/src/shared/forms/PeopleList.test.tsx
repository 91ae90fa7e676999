import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PeopleList } from '@/shared/forms/PeopleList';
import type { PersonFormValues } from '@/shared/forms/PersonFormDialog';

const person = (firstName: string): PersonFormValues => ({
  firstName,
  lastName: 'Reed',
  email: `${firstName.toLowerCase()}@example.com`,
  mobileNumber: '+447400123456',
});

const List = () => {
  const [people, setPeople] = useState([person('Ann'), person('Bob')]);
  return (
    <PeopleList
      people={people}
      label="Additional sellers"
      onEdit={() => {}}
      onRemove={(index) => setPeople((list) => list.filter((_, i) => i !== index))}
    />
  );
};

describe('PeopleList', () => {
  it('keeps focus in the list after a removal and says who was removed', () => {
    render(<List />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ann Reed' }));
    expect(screen.queryByText('Ann Reed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Bob Reed' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Ann Reed removed');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Reed' }));
    expect(screen.queryByRole('list', { name: 'Additional sellers' })).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('status')).toHaveTextContent('Bob Reed removed');
  });
});
