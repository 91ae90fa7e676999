/** admin.md §8 'Law firms and lawyer groups'. */
export const LAW_FIRM_MESSAGES = {
  load: 'There was an error fetching the data',
  save: 'There was an error saving the law firm',
  thirdfort: 'Failed to update thirdfort details',
  saveGroup: 'There was an error saving the lawyer group',
  firmSaved: 'Law firm saved',
  groupAdded: (name: string) => `Lawyer group ${name} added`,
  groupSaved: 'Lawyer group saved',
  recipientsSaved: 'Thirdfort recipients saved',
} as const;
