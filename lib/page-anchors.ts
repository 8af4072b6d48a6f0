/** Ids of the home page's sections that links point at (e-mails link to the policies). */
export const POLICIES_ANCHOR = 'policies-title';
