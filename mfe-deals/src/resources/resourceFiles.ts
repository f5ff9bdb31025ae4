// The downloadable templates of the resources pages. The files are static and served by the shell
// under /documents/resources/; this list is the one place that names them.

export interface ResourceFile {
  /** File name on the server, also the link text without its extension. */
  fileName: string;
  description: string;
}

const RESOURCES_BASE_PATH = '/documents/resources/';

/** The link to a resource file (names have spaces, so they are encoded). */
export const resourceHref = (file: Pick<ResourceFile, 'fileName'>): string =>
  `${RESOURCES_BASE_PATH}${encodeURIComponent(file.fileName)}`;

/** "Draw Request Guide.pdf" → "Draw Request Guide". */
export const resourceTitle = (file: Pick<ResourceFile, 'fileName'>): string =>
  file.fileName.replace(/\.[^.]+$/, '');

/** "Draw Request Guide.pdf" → "PDF". */
export const resourceFormat = (file: Pick<ResourceFile, 'fileName'>): string =>
  /\.([^.]+)$/.exec(file.fileName)?.[1]?.toUpperCase() ?? '';

export const customerResources: readonly ResourceFile[] = [
  {
    fileName: 'Construction Budget Template.xlsx',
    description: 'Line-item budget to upload with a construction or rehab loan.',
  },
  {
    fileName: 'Draw Request Guide.pdf',
    description: 'How to request a construction draw and what the inspection needs.',
  },
  {
    fileName: 'Rent Roll Template.xlsx',
    description: 'Units, tenants, lease terms and rents for rental and multifamily loans.',
  },
  {
    fileName: 'ACH Recurring Payment Authorization.pdf',
    description: 'Authorize automatic monthly loan payments from your bank account.',
  },
];

export const brokerResources: readonly ResourceFile[] = [
  {
    fileName: 'Broker Loan Submission Checklist.pdf',
    description: 'Documents to include when you submit a borrower for a new loan.',
  },
  {
    fileName: 'Borrower Track Record Template.xlsx',
    description: "Schedule of the borrower's completed and current real-estate projects.",
  },
  {
    fileName: 'Construction Budget Template.xlsx',
    description: 'Line-item budget for construction and rehab deals.',
  },
  {
    fileName: 'Rent Roll Template.xlsx',
    description: 'Units, tenants, lease terms and rents for rental and multifamily deals.',
  },
];
