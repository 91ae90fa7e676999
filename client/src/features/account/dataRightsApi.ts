import { api } from '@/api/generated';

/** The customer's data rights page and its two requests (the generated tag refreshes the page). */
export const {
  useDataRightsControllerMineQuery: useMyDataRightsQuery,
  useDataRightsControllerRequestExportMutation: useRequestExportMutation,
  useDataRightsControllerRequestErasureMutation: useRequestErasureMutation,
} = api;

/** Where the export's e-mail leads (the server's MY_DATA_PATH). */
export const YOUR_DATA_PATH = '/account/your-data';
