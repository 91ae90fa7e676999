/** Where the export's e-mail leads (the server's MY_DATA_PATH). */
export const YOUR_DATA_PATH = '/account/your-data';
