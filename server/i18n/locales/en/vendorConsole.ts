/** English: refusals of the console's vendor integrations routes (README "Vendor integrations"). */
export const vendorConsole = {
  vendorIntegrationNotFound: 'This vendor integration does not exist.',
  vendorGameNotFound: 'This game is not served by this vendor integration.',
  vendorUrlInvalid: 'Enter a full http:// or https:// address without user name, query or fragment.',
};
